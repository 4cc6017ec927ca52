import { memberAddInput, memberDescription, type RowOf } from '@app/contract';
import { DataTable, ImportButton, describedColumns, describedForm, describedTable } from '../../../../components/data-table';
import { BalanceField } from './BalanceField';
import { canSeeWechat, WechatBindings } from './WechatBindings';

type MemberRow = RowOf<typeof memberDescription>;

const LANG = 'user-user';

const table = describedTable(
  memberDescription,
  describedColumns<MemberRow>(memberDescription, LANG, {
    // searched and exported, not shown
    fields: { avatar: { width: 80 }, birthday: false, last_login_ip: false, join_ip: false, create_time: false, update_time: false, score: { width: 100, align: 'right' } },
    order: ['id', 'avatar', 'username', 'nickname', 'group.name'],
  }),
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
  /** Shown on edit, never sent (WechatBindings). */
  wechat?: never;
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
    // the member's WeChat openids per AppID, with their own nodes (user/wechat/index, del)
    { name: 'wechat', type: 'custom', visible: (v, operate) => onEdit(v, operate) && canSeeWechat(), render: (props, { values }) => <WechatBindings lang={LANG} userId={values.id} id={props.id} /> },
  ],
  // the radio's values are text; an unset birthday stays unset
  toForm: (row) => ({ ...row, gender: String(row.gender ?? 0), birthday: (row.birthday as string | null) || undefined }) as MemberForm,
  toSubmit: ({ money: _money, score: _score, wechat: _wechat, ...values }) => ({ ...values, gender: Number(values.gender ?? 0) }),
});

/** Members (reference 10.1): group select, password optional on edit, balances through their ledgers; imports from CSV / XLSX. */
export default function MemberPage() {
  return (
    <DataTable<MemberRow> {...table} lang={LANG} form={memberForm} headerExtra={<ImportButton path="user.User" hint={`${LANG}.importHint`} alsoTouches={['user.MoneyLog', 'user.ScoreLog']} />} />
  );
}
