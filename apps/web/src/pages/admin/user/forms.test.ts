import { describe, expect, it } from 'vitest';
import { memberGroupForm } from './group';
import { memberForm } from './user';

type Field = { name: string; type?: string; rules?: unknown; visible?: unknown; blockHelp?: unknown };
// no type is a text input; rules by operate are a function
const shape = (f: Field) => [f.name, f.type ?? 'string', typeof f.rules === 'function' ? 'by operate' : (f.rules ?? null), typeof f.visible === 'function', typeof f.blockHelp === 'function'];
const field = (form: { fields: Field[] }, name: string) => form.fields.find((f) => f.name === name) as Field & { content?: unknown; remote?: unknown; limits?: unknown; inputProps?: unknown };

describe('member forms (from their descriptions)', () => {
  it('member: group, account, contact, profile, the balances on edit, the password (required on add), motto, status', () => {
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
});
