import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { loadEnglishPacks } from '../../../test/lang';
import { FormItem } from '../FormItem';
import type { FormField } from '../form-field';

beforeAll(() => loadEnglishPacks(['form-item']));

/** A form with one rate field, typed in percent, its value basis points; a setting's `integer` rule as the config centre gives it. */
function rateForm(initial?: number) {
  let form!: FormInstance;
  const field: FormField = { name: 'rate', type: 'percent', label: 'Rate', rules: ['required', 'integer'], limits: { min: 0, max: 10000 } };
  function Host() {
    const [f] = Form.useForm();
    form = f;
    return (
      <Form form={f} initialValues={{ rate: initial }}>
        <FormItem field={field} lang="x" operate="edit" />
      </Form>
    );
  }
  render(<Host />);
  return { form: () => form, input: () => screen.getByLabelText('Rate') as HTMLInputElement };
}

describe('a percentage field (type percent)', () => {
  it('shows basis points as a percentage and sends what is typed as basis points', async () => {
    const { form, input } = rateForm(1250);
    expect(input().value).toBe('12.5');
    fireEvent.change(input(), { target: { value: '4.35' } });
    await act(async () => expect(await form().validateFields()).toEqual({ rate: 435 }));
  });

  it('refuses more than two decimals with a clear message, and nothing is sent', async () => {
    const { form, input } = rateForm(0);
    fireEvent.change(input(), { target: { value: '12.345' } });
    await act(async () => expect(await form().validateFields().catch((e: { errorFields: unknown[] }) => e.errorFields.length)).toBe(1));
    await waitFor(() => expect(screen.getByText('Rate takes at most two decimals (e.g. 12.25)')).toBeTruthy());
    // the setting's `integer` rule is not also shown
    expect(screen.queryByText('Please enter an integer')).toBeNull();
  });

  it('says the range in percent', async () => {
    const { form, input } = rateForm(0);
    fireEvent.change(input(), { target: { value: '100.5' } });
    await act(async () => void (await form().validateFields().catch(() => undefined)));
    await waitFor(() => expect(screen.getByText('Rate cannot be greater than 100%')).toBeTruthy());
  });

  it('follows a value set from outside (a row loaded)', async () => {
    const { form, input } = rateForm();
    expect(input().value).toBe('');
    act(() => form().setFieldsValue({ rate: 8000 }));
    await waitFor(() => expect(input().value).toBe('80'));
  });
});
