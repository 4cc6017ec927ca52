import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeResource, fieldDefault } from '@app/contract';
import { ruleForm } from '../../pages/admin/auth/rule';
import { adminForm } from '../../pages/admin/auth/admin';
import { groupForm } from '../../pages/admin/auth/group';
import { memberGroupForm } from '../../pages/admin/user/group';
import { memberRuleForm } from '../../pages/admin/user/rule';
import { memberForm } from '../../pages/admin/user/user';
import { ruleForm as securityRuleForm } from '../../pages/admin/security/data-rule-schema';
import { describedDefaults } from './defaults';
import { formSchema } from './types';

const d = describeResource({
  path: 'test.Thing',
  row: z.object({}),
  fields: {
    level: { kind: 'enum', enum: [{ value: 'low', label: 'l' }, { value: 'high', label: 'h' }] },
    shade: { kind: 'enum', enum: [{ value: 'dark', label: 'd' }, { value: 'light', label: 'l' }], default: 'light' },
    on: { kind: 'bool' },
    count: { kind: 'number' },
    price: { kind: 'money' },
    name: { kind: 'text' },
    note: { kind: 'text', default: 'n/a' },
    owner: { kind: 'ref' },
  },
});

describe('form defaults from the description', () => {
  it('a field starts with its declared default, else its kind’s: enum first value, bool 0, number 0', () => {
    expect(fieldDefault(d.fields.level)).toBe('low');
    expect(fieldDefault(d.fields.shade)).toBe('light');
    expect(fieldDefault(d.fields.on)).toBe('0');
    expect(fieldDefault(d.fields.count)).toBe(0);
    expect([d.fields.price, d.fields.name, d.fields.owner].map(fieldDefault)).toEqual([undefined, undefined, undefined]);
  });

  it('only inputs that suit the kind take its own default; declared ones always; custom inputs and undescribed fields none', () => {
    const fields = [
      { name: 'level', type: 'radio' as const },
      { name: 'shade', type: 'select' as const },
      { name: 'on', type: 'switch' as const },
      { name: 'count', type: 'integer' as const },
      { name: 'price', type: 'number' as const },
      { name: 'name' },
      { name: 'note', type: 'textarea' as const },
      { name: 'owner', type: 'remoteSelect' as const },
      { name: 'other', type: 'switch' as const },
    ];
    expect(describedDefaults(d, fields)).toEqual({ level: 'low', shade: 'light', on: '0', count: 0, note: 'n/a' });
    // an enum drawn as text, a number drawn by a custom input: no default
    expect(describedDefaults(d, [{ name: 'level' }, { name: 'count', type: 'custom' }])).toEqual({});
  });

  it('the page’s own defaults win over the description’s', () => {
    const form = formSchema({ description: d, fields: [{ name: 'level', type: 'radio' }, { name: 'count', type: 'number' }], defaults: { level: 'high', extra: [] } });
    expect(form.defaults).toEqual({ level: 'high', count: 0, extra: [] });
    expect(formSchema({ fields: [{ name: 'level', type: 'radio' }] }).defaults).toBeUndefined();
  });

  it('the admin pages’ new rows start as they did when each page listed its defaults', () => {
    expect(memberForm.defaults).toEqual({ gender: '0', status: 'enable' });
    expect(memberGroupForm.defaults).toEqual({ status: '1', rules: [] });
    expect(adminForm.defaults).toEqual({ status: '1', group_arr: [] });
    expect(groupForm.defaults).toEqual({ status: '1', data_scope: 'all', rules: [] });
    expect(ruleForm.defaults).toEqual({ type: 'menu', menu_type: 'tab', extend: 'none', status: '1', weigh: 0, keepalive: '0' });
    expect(memberRuleForm.defaults).toEqual({ type: 'menu', menu_type: 'tab', extend: 'none', status: '1', weigh: 0, no_login_valid: '0' });
    expect(securityRuleForm('security.DataRecycle', 'x', false).defaults).toEqual({ status: '1' });
    expect(securityRuleForm('security.SensitiveData', 'x', true).defaults).toEqual({ status: '1', data_fields: {} });
  });
});
