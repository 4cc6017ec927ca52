import { DataTable, columnsOf } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';
import { BalanceField } from './BalanceField';

/** A row of `/admin/user.User/index` (the group joined). */
export interface MemberRow extends Record<string, unknown> {
  id: number;
  group_id: number;
  group: { name: string } | null;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  avatar: string;
  gender: number;
  birthday: string | null;
  /** Yuan ("12.30"). */
  money: string;
  score: number;
  last_login_time: number | null;
  join_time: number | null;
  motto: string;
  status: 'enable' | 'disable';
}

const LANG = 'user-user';
const GENDERS = { '0': `${LANG}.genderOptions.0`, '1': `${LANG}.genderOptions.1`, '2': `${LANG}.genderOptions.2` };
const STATUS = { enable: `${LANG}.statusOptions.enable`, disable: `${LANG}.statusOptions.disable` };

export const memberColumns = columnsOf<MemberRow>([
  { field: 'id', width: 80, sort: true, operator: 'RANGE' },
  { field: 'avatar', render: 'image', operator: false, width: 80 },
  { field: 'username', operator: 'LIKE', sort: true, minWidth: 120 },
  { field: 'nickname', operator: 'LIKE', minWidth: 120 },
  { field: 'group.name', operator: 'LIKE', minWidth: 120 },
  { field: 'email', operator: 'LIKE', show: false },
  { field: 'mobile', operator: 'LIKE' },
  { field: 'gender', render: 'tag', replaceValue: GENDERS, custom: { '0': 'default', '1': 'processing', '2': 'magenta' }, width: 90 },
  // cents on the server: sortable, not searchable by the yuan shown
  { field: 'money', operator: 'RANGE', sort: true, width: 110, align: 'right' },
  { field: 'score', operator: 'RANGE', sort: true, width: 100, align: 'right' },
  { field: 'last_login_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170, show: false },
  { field: 'join_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
  { field: 'status', render: 'tag', replaceValue: STATUS, custom: { enable: 'success', disable: 'error' }, width: 90 },
  { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false },
]);

interface MemberForm {
  id?: number;
  group_id?: number;
  username: string;
  nickname: string;
  email?: string;
  mobile?: string;
  avatar?: string;
  gender?: string;
  birthday?: string;
  money?: string;
  score?: number;
  password?: string;
  motto?: string;
  status?: MemberRow['status'];
}

const onEdit = (_v: unknown, operate: string) => operate === 'edit';

export const memberForm = formSchema<MemberForm>({
  fields: [
    { name: 'group_id', type: 'remoteSelect', rules: ['required'], remote: { url: '/admin/user.Group/index', field: 'name' } },
    { name: 'username', type: 'account', rules: ['required'] },
    { name: 'nickname', rules: ['required'] },
    { name: 'email', type: 'email' },
    { name: 'mobile', type: 'mobile' },
    { name: 'avatar', type: 'image' },
    { name: 'gender', type: 'radio', content: GENDERS },
    { name: 'birthday', type: 'date' },
    // balances change only through their ledgers
    { name: 'money', type: 'custom', visible: onEdit, render: (props, { values }) => <BalanceField kind="money" lang={LANG} userId={values.id} {...props} /> },
    { name: 'score', type: 'custom', visible: onEdit, render: (props, { values }) => <BalanceField kind="score" lang={LANG} userId={values.id} {...props} /> },
    {
      name: 'password',
      type: 'password',
      // optional on edit: left blank, the password stays
      rules: ({ operate }) => (operate === 'add' ? ['required'] : []),
      blockHelp: (operate) => (operate === 'edit' ? `${LANG}.passwordKeep` : undefined),
    },
    { name: 'motto', type: 'textarea', inputProps: { rows: 2, maxLength: 255 } },
    { name: 'status', type: 'radio', content: STATUS },
  ],
  defaults: { gender: '0', status: 'enable' },
  // the radio's values are text; an unset birthday stays unset
  toForm: (row) => ({ ...row, gender: String(row.gender ?? 0), birthday: (row.birthday as string | null) || undefined }) as MemberForm,
  toSubmit: ({ money: _money, score: _score, ...values }) => ({ ...values, gender: Number(values.gender ?? 0) }),
});

/** Members (reference 10.1): group select, password optional on edit, balances through their ledgers. */
export default function MemberPage() {
  return <DataTable<MemberRow> resource="user.User" lang={LANG} columns={memberColumns} form={memberForm} quickSearchFields={['username', 'nickname', 'id']} />;
}
