import type { ColProps } from 'antd';

/**
 * The label and input columns of a horizontal form: a label of a fixed width, the input taking
 * the rest. The input column grows from nothing (`1 1 0px`, no minimum): with antd's `flex: 1`
 * (`1 1 auto`) a row whose help text or select is wider than the room left (English texts
 * mostly) wraps its input under the label, across the label column.
 */
export function horizontalColumns(labelWidth: number | string): { labelCol: ColProps; wrapperCol: ColProps } {
  return {
    labelCol: { flex: typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth },
    wrapperCol: { flex: '1 1 0px', style: { minWidth: 0 } },
  };
}
