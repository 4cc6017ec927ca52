import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Form, Input } from 'antd';
import { horizontalColumns } from './columns';

describe('horizontalColumns', () => {
  it('gives the label its width and lets the input column shrink below its content, so a long help text or select never wraps under the label', () => {
    const { container } = render(
      <Form layout="horizontal" {...horizontalColumns(120)}>
        <Form.Item name="admin_ids" label="Bound admins" extra={'Admins whose group has the data scope “own shops” see only the rows of the shops they are bound to'}>
          <Input />
        </Form.Item>
      </Form>,
    );
    const label = container.querySelector<HTMLElement>('.ant-form-item-label')!;
    const control = container.querySelector<HTMLElement>('.ant-form-item-control')!;
    expect(label.style.flex).toBe('0 0 120px');
    // antd's `flex: 1` is `1 1 auto`: the input column's basis is then its content's width, and a
    // row wider than the room left wraps (jsdom has no layout: the style that prevents it is checked)
    expect(control.style.flex).toBe('1 1 0px');
    expect(control.style.minWidth).toBe('0');
  });
});
