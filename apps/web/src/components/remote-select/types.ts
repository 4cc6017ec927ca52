import type { ReactNode } from 'react';

export type SelectValue = string | number;
export type SelectRow = Record<string, unknown>;

export interface RemoteSelectProps {
  /** The resource whose index is offered: its controller path (`auth.Group`, read at `/admin/auth.Group/index`). */
  resource: string;
  /** The label field (default `name`). */
  field?: string;
  /** The value field (default `id`); a table prefix (`admin.id`) is stripped. */
  pk?: string;
  /** Extra request parameters (e.g. `isTree`). */
  params?: Record<string, unknown>;
  multiple?: boolean;
  value?: SelectValue | SelectValue[] | null;
  onChange?: (value: SelectValue | SelectValue[] | undefined, rows: SelectRow[]) => void;
  /** The option text of a row (default: the `field` value). */
  labelFormatter?: (row: SelectRow, field: string) => ReactNode;
  /** Ask page by page while scrolling (default true). */
  pagination?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}
