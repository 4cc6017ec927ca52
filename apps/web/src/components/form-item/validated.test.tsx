import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { validated } from './validated';

function withForm(): Promise<FormInstance<{ reason?: string; note?: string }>> {
  return new Promise((resolve) => {
    function Host() {
      const [form] = Form.useForm<{ reason?: string; note?: string }>();
      resolve(form);
      return (
        <Form form={form}>
          <Form.Item name="reason" rules={[{ required: true, message: 'reason needed' }]}><Input /></Form.Item>
          <Form.Item name="note"><Input /></Form.Item>
        </Form>
      );
    }
    render(<Host />);
  });
}

describe('validated', () => {
  it('answers a failed rule with null (antd rejects with an object: an unhandled rejection otherwise), the values once the rules pass', async () => {
    const form = await withForm();
    await expect(form.validateFields()).rejects.toMatchObject({ errorFields: [expect.objectContaining({ name: ['reason'] })] });
    expect(await validated(form)).toBeNull();
    expect(await validated(form, ['note'])).toEqual({ note: undefined });
    form.setFieldsValue({ reason: 'broken' });
    expect(await validated(form)).toEqual({ reason: 'broken', note: undefined });
  });
});
