import { describe, expect, it } from 'vitest';
import { fieldShape as shape, formField as field } from '../shared/form-shape';
import { memberGroupColumns, memberGroupForm } from './group';
import { memberColumns, memberForm } from './user';

describe('member forms (from their descriptions)', () => {
  it('member: group, account, contact, profile, the balances and WeChat bindings on edit, the password (required on add), motto, status', () => {
    expect(memberForm.fields.map(shape)).toEqual([
      ['group_id', 'remoteSelect', ['required'], false, false],
      ['username', 'account', ['required'], false, false],
      ['nickname', 'string', ['required'], false, false],
      ['email', 'email', null, false, false],
      ['mobile', 'mobile', null, false, false],
      ['avatar', 'image', null, false, false],
      ['gender', 'radio', null, false, false],
      ['birthday', 'date', null, false, false],
      ['money', 'custom', null, true, false],
      ['score', 'custom', null, true, false],
      ['wechat', 'custom', null, true, false],
      ['password', 'password', 'by operate', false, true],
      ['motto', 'textarea', null, false, false],
      ['status', 'radio', null, false, false],
    ]);
    expect(field(memberForm, 'group_id').remote).toEqual({ resource: 'user.Group', field: 'name' });
    expect(field(memberForm, 'gender').content).toEqual(['0', '1', '2'].map((v) => ({ value: v, label: `user-user.genderOptions.${v}` })));
    expect(field(memberForm, 'status').content).toEqual(['enable', 'disable'].map((v) => ({ value: v, label: `user-user.statusOptions.${v}` })));
    expect(field(memberForm, 'nickname').limits).toMatchObject({ maxLength: 50 });
    expect(field(memberForm, 'motto').inputProps).toEqual({ rows: 2 });
    expect(memberForm.defaults).toEqual({ gender: '0', status: 'enable' });
  });

  it('member group: name (required), the rule tree, status', () => {
    expect(memberGroupForm.fields.map(shape)).toEqual([
      ['name', 'string', ['required'], false, false],
      ['rules', 'custom', null, false, false],
      ['status', 'radio', null, false, false],
    ]);
    expect(field(memberGroupForm, 'status').content).toEqual([{ value: '1', label: 'user-group.enable' }, { value: '0', label: 'user-group.disable' }]);
    expect(field(memberGroupForm, 'name').limits).toMatchObject({ maxLength: 50 });
    expect(memberGroupForm.defaults).toEqual({ status: '1', rules: [] });
  });

  it('columns from the descriptions: the password, motto and group rules are no columns, e-mail and last login start hidden', () => {
    const shown = (c: { field: string; show?: boolean }) => [c.field, c.show ?? true];
    expect(memberColumns.map(shown)).toEqual([
      ['id', true], ['avatar', true], ['username', true], ['nickname', true], ['group.name', true], ['email', false], ['mobile', true], ['gender', true],
      ['money', true], ['score', true], ['last_login_time', false], ['join_time', true], ['status', true], ['operate', true],
    ]);
    expect(memberColumns.find((c) => c.field === 'avatar')).toMatchObject({ render: 'image', width: 80, operator: false });
    expect(memberColumns.find((c) => c.field === 'join_time')).toMatchObject({ render: 'datetime', operator: 'RANGE' });
    expect(memberGroupColumns.map(shown)).toEqual([['id', true], ['name', true], ['status', true], ['create_time', true], ['update_time', false], ['operate', true]]);
  });
});
