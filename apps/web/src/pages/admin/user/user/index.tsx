import { memberAddInput, memberDescription, type RowOf } from '@app/contract';
import { DataTable, ImportButton, columnsOf, describedForm, describedTable } from '../../../../components/data-table';
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

// a new member starts as the description says: gender '0', status 'enable'
export const memberForm = describedForm<MemberForm>(memberDescription, LANG, {
  input: memberAddInput,
  fields: {
    username: { type: 'account' },
    email: { type: 'email' },
    mobile: { type: 'mobile' },
    birthday: { type: 'date' },
    password: {
      // optional on edit: left blank, the password stays
      rules: ({ operate }) => (operate === 'add' ? ['required'] : []),
      blockHelp: (operate) => (operate === 'edit' ? `${LANG}.passwordKeep` : undefined),
    },
    motto: { inputProps: { rows: 2 } },
  },
  // the balances are shown on edit before the password; they change only through their ledgers
  order: [
    'group_id', 'username', 'nickname', 'email', 'mobile', 'avatar', 'gender', 'birthday',
    { name: 'money', type: 'custom', visible: onEdit, render: (props, { values }) => <BalanceField kind="money" lang={LANG} userId={values.id} {...props} /> },
    { name: 'score', type: 'custom', visible: onEdit, render: (props, { values }) => <BalanceField kind="score" lang={LANG} userId={values.id} {...props} /> },
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
