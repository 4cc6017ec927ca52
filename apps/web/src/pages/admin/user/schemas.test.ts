import { describe, expect, it } from 'vitest';
import { fieldValidators } from '../../../components/form-item/FormItem';
import type { FormField } from '../../../components/form-item/form-field';
import { memberGroupForm } from './group';
import { amountProblem, ledgerColumns, ledgerForm } from './ledger/LedgerLogPage';
import { memberRuleForm } from './rule';
import { memberColumns, memberForm } from './user';

const field = (schema: { fields: FormField<never>[] }, name: string) => schema.fields.find((f) => f.name === name)! as FormField;
const visible = (schema: { fields: FormField<never>[] }, name: string, values: object, operate: 'add' | 'edit' = 'add') =>
  (field(schema, name).visible ?? (() => true))(values, operate);

describe('member pages', () => {
  it('members: password required on add only; balances shown on edit and never submitted', () => {
    expect(fieldValidators(field(memberForm, 'password'), 'add')).toEqual(['required', 'password']);
    expect(fieldValidators(field(memberForm, 'password'), 'edit')).toEqual(['password']);
    expect(visible(memberForm, 'money', {}, 'add')).toBe(false);
    expect(visible(memberForm, 'score', {}, 'edit')).toBe(true);
    const row = { id: 3, group_id: 1, username: 'u1', nickname: 'n', gender: 2, birthday: null, money: '12.30', score: 5, status: 'enable' };
    const values = memberForm.toForm!(row);
    expect(values).toMatchObject({ gender: '2', birthday: undefined, money: '12.30' });
    const out = memberForm.toSubmit!(values as never, 'edit');
    expect(out).toMatchObject({ gender: 2, username: 'u1' });
    expect(out).not.toHaveProperty('money');
    expect(out).not.toHaveProperty('score');
    // money is searched by range in yuan (the server converts to cents)
    expect(memberColumns.find((c) => c.field === 'money')?.operator).toBe('RANGE');
  });

  it('member groups: rules go as checked plus half-checked ids, untouched trees leave them alone', () => {
    expect(memberGroupForm.toSubmit!({ name: 'g', rules: { checked: [5], halfChecked: [1] }, status: '1' }, 'add')).toMatchObject({ rules: [1, 5], status: '1' });
    expect(memberGroupForm.toSubmit!({ name: 'g', rules: [5] }, 'edit').rules).toBeUndefined();
    const row = { id: 1, name: 'g', status: '0', rules: [2] };
    expect(memberGroupForm.toForm?.(row) ?? row).toMatchObject({ status: '0', rules: [2] });
    expect([memberGroupForm.defaults?.status, memberRuleForm.defaults?.no_login_valid]).toEqual(['1', '0']);
  });

  it('member rules: menu types for pages and navigation, guests only for routes, navigation and buttons', () => {
    expect(visible(memberRuleForm, 'menu_type', { type: 'nav_user_menu' })).toBe(true);
    expect(visible(memberRuleForm, 'menu_type', { type: 'route' })).toBe(false);
    expect(visible(memberRuleForm, 'component', { type: 'route' })).toBe(true);
    expect(visible(memberRuleForm, 'component', { type: 'nav', menu_type: 'link' })).toBe(false);
    expect(visible(memberRuleForm, 'url', { type: 'nav', menu_type: 'link' })).toBe(true);
    expect(visible(memberRuleForm, 'no_login_valid', { type: 'nav' })).toBe(true);
    expect(visible(memberRuleForm, 'no_login_valid', { type: 'menu' })).toBe(false);
    expect(memberRuleForm.fields.some((f) => f.name === 'keepalive')).toBe(false);
    // member rules always have a menu type
    expect(memberRuleForm.toSubmit!({ type: 'button', title: 't', name: 'n', menu_type: 'iframe' }, 'add')).toMatchObject({ pid: 0, menu_type: 'tab' });
    expect(memberRuleForm.toSubmit!({ type: 'nav', title: 't', name: 'n', pid: 4, menu_type: 'link' }, 'add')).toMatchObject({ pid: 4, menu_type: 'link' });
  });

  it('ledgers: a preselected member, the amount checked against the balance, only the wire fields sent', () => {
    const form = ledgerForm('money', 'user-money-log', '7');
    expect(form.defaults).toEqual({ user_id: '7' });
    // the member as `GET add?userId=` answers it (ledgerEndpoints.moneyAddForm)
    const user = { id: 7, group_id: 1, username: 'u', nickname: 'n', email: '', mobile: '', avatar: '', gender: 0 as const, status: 'enable' as const, money: '12.30', score: 0 };
    expect(amountProblem('money', 'L', -12.31, { user })).toBe('L.problem.negative');
    expect(amountProblem('money', 'L', 0, { user })).toBe('L.problem.zero');
    expect(amountProblem('money', 'L', -12.3, { user })).toBeUndefined();
    expect(amountProblem('money', 'L', undefined, { user })).toBe('form-item.validate.required');
    // before the balance is known, 0 is still refused
    expect(amountProblem('score', 'L', 0, {})).toBe('L.problem.zero');
    expect(form.toSubmit!({ user_id: '7', money: 12.3, memo: 'gift', user }, 'add')).toEqual({ user_id: 7, money: '12.30', memo: 'gift' });
    expect(ledgerForm('score', 'L').toSubmit!({ user_id: 7, score: 5, memo: 'm' }, 'add')).toEqual({ user_id: 7, score: 5, memo: 'm' });
    // amounts are searched by range (money in yuan, converted by the server); no edit or delete buttons
    const money = ledgerColumns('money');
    expect(money.filter((c) => ['money', 'before', 'after'].includes(c.field)).every((c) => c.operator === 'RANGE')).toBe(true);
    expect(ledgerColumns('score').find((c) => c.field === 'score')?.operator).toBe('RANGE');
    expect(money.some((c) => c.render === 'buttons')).toBe(false);
  });
});
