import type { PopoverProps } from 'antd';

export interface IconSelectProps {
  /** An icon name as rules store it: `el-icon-*`, `fa fa-*`, `local-*` or `iconfont icon-*`. */
  value?: string;
  onChange?(value: string): void;
  /** Where the picker opens (antd Popover placement, default bottomLeft). */
  placement?: PopoverProps['placement'];
  disabled?: boolean;
  /** Id of the text input (for a <label htmlFor>). */
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}
