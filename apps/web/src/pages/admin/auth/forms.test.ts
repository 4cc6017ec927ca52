import { describe, expect, it } from 'vitest';
import { fieldShape as shape, formField as field } from '../shared/form-shape';
import { adminForm } from './admin';
import { groupForm } from './group';

describe('admin forms (from their descriptions)', () => {
  it('admin: account, groups, avatar, contact, the password (required on add), motto, status', () => {
    expect(adminForm.fields.map(shape)).toEqual([
      ['username', 'account', ['required'], false, false],
      ['nickname', 'string', ['required'], false, false],
      ['group_arr', 'remoteSelects', ['required'], false, false],
      ['avatar', 'image', null, false, false],
      ['email', 'email', null, false, false],
      ['mobile', 'mobile', null, false, false],
      ['password', 'password', 'by operate', false, true],
      ['motto', 'textarea', null, false, false],
      ['status', 'switch', null, false, false],
    ]);
    expect(field(adminForm, 'group_arr').remote).toEqual({ resource: 'auth.Group', field: 'name', params: { isTree: true } });
    expect(field(adminForm, 'nickname').limits).toMatchObject({ maxLength: 50 });
    expect(field(adminForm, 'motto').inputProps).toEqual({ rows: 2 });
    expect(adminForm.defaults).toEqual({ status: '1', group_arr: [] });
  });

  it('group: the parent group (a tree), name (required), the rule tree, data scope (with help), status', () => {
    expect(groupForm.fields.map(shape)).toEqual([
      ['pid', 'remoteSelect', null, false, false],
      ['name', 'string', ['required'], false, false],
      ['rules', 'custom', null, false, false],
      ['data_scope', 'radio', null, false, true],
      ['status', 'radio', null, false, false],
    ]);
    expect(field(groupForm, 'pid').remote).toEqual({ resource: 'auth.Group', field: 'name', params: { isTree: true } });
    expect(field(groupForm, 'data_scope').content).toEqual([{ value: 'all', label: 'auth-group.dataScopeOptions.all' }, { value: 'own_shops', label: 'auth-group.dataScopeOptions.own_shops' }]);
    expect(field(groupForm, 'status').content).toEqual([{ value: '1', label: 'auth-group.enable' }, { value: '0', label: 'auth-group.disable' }]);
    expect(field(groupForm, 'name').limits).toMatchObject({ maxLength: 100 });
    expect(groupForm.defaults).toEqual({ data_scope: 'all', status: '1', rules: [] });
  });
});
