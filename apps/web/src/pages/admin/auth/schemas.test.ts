import { describe, expect, it } from 'vitest';
import { fieldValidators } from '../../../components/form-item/FormItem';
import { adminColumns, adminForm } from './admin';
import { prettyData } from './admin-log';
import { groupColumns, groupForm } from './group';
import { ruleForm } from './rule';

const field = (schema: { fields: { name: string }[] }, name: string) => schema.fields.find((f) => f.name === name)!;

describe('page schemas', () => {
  it('admins: the password is required on add only, and checked as a password', () => {
    const password = field(adminForm, 'password') as Parameters<typeof fieldValidators>[0];
    expect(fieldValidators(password, 'add')).toEqual(['required', 'password']);
    expect(fieldValidators(password, 'edit')).toEqual(['password']);
    // computed columns are not searchable (the server refuses unknown search fields)
    expect(adminColumns.find((c) => c.field === 'group_name_arr')?.operator).toBe(false);
  });

  it('groups: a top-level parent is 0, rules go as checked plus half-checked', () => {
    const submit = groupForm.toSubmit!({ name: 'g', pid: undefined, rules: { checked: [4, 7], halfChecked: [2, 1] } }, 'add');
    expect(submit).toMatchObject({ pid: 0, rules: [1, 2, 4, 7] });
    // leaf ids never turned into a tree state: the rules are left as they are
    expect(groupForm.toSubmit!({ name: 'g', rules: [4] }, 'edit').rules).toBeUndefined();
    // the wire's '0'/'1' reaches the radio as it is (a '0' is not turned on)
    expect(groupForm.toForm!({ id: 2, pid: 0, status: '0', rules: [4] })).toMatchObject({ pid: undefined, status: '0' });
    // new admins, groups and rules post the wire's strings
    expect([adminForm.defaults?.status, groupForm.defaults?.status, ruleForm.defaults?.status, ruleForm.defaults?.keepalive]).toEqual(['1', '1', '1', '0']);
    const hide = groupColumns.find((c) => c.render === 'buttons')!.rowButtonsDisplay!;
    expect(hide('edit', { id: 1 } as never, { group: [1] })).toBe(false);
    expect(hide('edit', { id: 2 } as never, { group: [1] })).toBe(true);
  });

  it('rules: folders and buttons have no menu type, a top-level parent is 0', () => {
    expect(ruleForm.toSubmit!({ type: 'menu_dir', title: 't', name: 'n', menu_type: 'tab' }, 'add')).toMatchObject({ pid: 0, menu_type: '' });
    expect(ruleForm.toSubmit!({ type: 'menu', title: 't', name: 'n', pid: 3, menu_type: 'iframe' }, 'edit')).toMatchObject({ pid: 3, menu_type: 'iframe' });
    expect(ruleForm.toForm!({ id: 1, pid: 0, menu_type: null })).toMatchObject({ pid: undefined, menu_type: 'tab' });
    const url = field(ruleForm, 'url') as unknown as { visible: (v: object) => boolean };
    expect(url.visible({ type: 'menu', menu_type: 'link' })).toBe(true);
    expect(url.visible({ type: 'menu', menu_type: 'tab' })).toBe(false);
  });

  it('admin log: pretty-prints the masked data', () => {
    expect(prettyData('{"username":"admin","password":"***"}')).toBe('{\n  "username": "admin",\n  "password": "***"\n}');
    expect(prettyData('not json')).toBe('not json');
  });
});
