import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('is a radio group, so the required mark a form gives it is allowed', () => {
    render(
      <Form initialValues={{ channel: 'bank' }}>
        <Form.Item name="channel" label="Channel" rules={[{ required: true }]}>
          <RadioGroup options={[{ value: 'bank', label: 'Bank' }, { value: 'alipay', label: 'Alipay' }]} />
        </Form.Item>
      </Form>,
    );
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.id).toBe('channel');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
