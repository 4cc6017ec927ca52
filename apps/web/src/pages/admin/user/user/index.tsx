import { memberAddInput, memberDescription, type RowOf } from '@app/contract';
import { DataTable, ImportButton, columnsOf, describedTable, enumContent } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';
import { BalanceField } from './BalanceField';

type MemberRow = RowOf<typeof memberDescription>;

const LANG = 'user-user';

const table = describedTable(
  memberDescription,
  columnsOf<MemberRow>([
    { field: 'id', width: 80 },
    { field: 'avatar', render: 'image', operator: false, width: 80 },
    { field: 'username', minWidth: 120 },
    { field: 'nickname', minWidth: 120 },
    { field: 'group.name', minWidth: 120 },
    { field: 'email', show: false },
    { field: 'mobile' },
    { field: 'gender', width: 90 },
    { field: 'money', width: 110, align: 'right' },
    { field: 'score', width: 100, align: 'right' },
    { field: 'last_login_time', width: 170, show: false },
    { field: 'join_time', width: 170 },
    { field: 'status', width: 90 },
    { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false },
  ]),
  LANG,
);
export const memberColumns = table.columns;

const GENDERS = enumContent(memberDescription, 'gender', LANG);
const STATUS = enumContent(memberDescription, 'status', LANG);

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
  input: memberAddInput,
  // a new member starts as the description says: gender '0', status 'enable'
  description: memberDescription,
  fields: [
    { name: 'group_id', type: 'remoteSelect', rules: ['required'], remote: { resource: 'user.Group', field: 'name' } },
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
    { name: 'motto', type: 'textarea', inputProps: { rows: 2 } },
    { name: 'status', type: 'radio', content: STATUS },
  ],
  // the radio's values are text; an unset birthday stays unset
  toForm: (row) => ({ ...row, gender: String(row.gender ?? 0), birthday: (row.birthday as string | null) || undefined }) as MemberForm,
  toSubmit: ({ money: _money, score: _score, ...values }) => ({ ...values, gender: Number(values.gender ?? 0) }),
});

/** Members (reference 10.1): group select, password optional on edit, balances through their ledgers; imports from CSV / XLSX. */
export default function MemberPage() {
  return (
    <DataTable<MemberRow> {...table} lang={LANG} form={memberForm} headerExtra={<ImportButton path="user.User" hint={`${LANG}.importHint`} alsoTouches={['user.MoneyLog', 'user.ScoreLog']} />} />
  );
}
