import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { loadEnglishPacks } from '../../test/lang';
import { FormItem } from './FormItem';
import type { FormField } from './form-field';

beforeAll(() => loadEnglishPacks(['form-item']));

describe("a number field's contract range", () => {
  it('refuses a value out of range with its message instead of changing it silently', async () => {
    let form!: FormInstance;
    const field: FormField = { name: 'stock', label: 'Stock', type: 'integer', limits: { min: 0, max: 100_000_000, integer: true } };
    function Host() {
      [form] = Form.useForm();
      return (
        <Form form={form}>
          <FormItem field={field} lang="x" operate="add" />
        </Form>
      );
    }
    render(<Host />);
    const input = screen.getByLabelText('Stock') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-3' } });
    fireEvent.blur(input);
    await expect(form.validateFields()).rejects.toBeTruthy();
    expect(await screen.findByText('Stock cannot be less than 0')).toBeTruthy();
    expect(input.value).toBe('-3');
    expect(form.getFieldValue('stock')).toBe(-3);
  });
});
