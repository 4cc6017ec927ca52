import { useState } from 'react';
import { DesktopOutlined, SafetyOutlined } from '@ant-design/icons';
import { adminAddInput, adminDescription, type AdminAddInput, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedForm, describedTable } from '../../../../components/data-table';
import { useAdminInfo } from '../../../../stores/admin-info';
import { resetTwoFactorWrite } from '../../../../api/two-factor-queries';
import { useWrite } from '../../../../api/write';
import { AdminSessionsDialog } from './AdminSessionsDialog';

type AdminRow = RowOf<typeof adminDescription>;

const LANG = 'auth-admin';
/** The table; `onSessions` opens an admin's sessions, `onResetTwoFactor` turns their second factor off (a super administrator's buttons). */
const adminTable = (onSessions: (row: AdminRow) => void = () => undefined, onResetTwoFactor: (row: AdminRow) => void = () => undefined) =>
  describedTable(
    adminDescription,
    columnsOf<AdminRow>([
      { field: 'id', width: 70 },
      { field: 'username' },
      { field: 'nickname' },
      { field: 'group_name_arr', render: 'tags', operator: false },
      { field: 'avatar', render: 'image', operator: false, width: 80 },
      { field: 'email', show: false },
      { field: 'mobile' },
      { field: 'last_login_time', width: 170 },
      { field: 'create_time', width: 170 },
      { field: 'status', render: 'switch', width: 90 },
      {
        field: 'operate', render: 'buttons', operator: false, width: 160, enableColumnDisplayControl: false,
        buttons: [
          'edit',
          'delete',
          // the server lets only super administrators see and end an admin's sessions
          { name: 'sessions', title: 'sessions.title', icon: <DesktopOutlined />, display: () => useAdminInfo.getState().super, click: onSessions },
          // a lost device: only a super administrator may, and not for themselves (their own is turned off with a code)
          {
            name: 'resetTwoFactor', title: 'twoFactor.reset', icon: <SafetyOutlined />, danger: true, confirm: 'twoFactor.resetConfirm',
            display: (row) => useAdminInfo.getState().super && row.id !== useAdminInfo.getState().id, click: onResetTwoFactor,
          },
        ],
      },
    ]),
    LANG,
  );
export const adminColumns = adminTable().columns;

type AdminForm = AdminAddInput & { password: string };

export const adminForm = describedForm<AdminForm>(adminDescription, LANG, {
  input: adminAddInput,
  fields: {
    username: { type: 'account' },
    email: { type: 'email' },
    mobile: { type: 'mobile' },
    password: {
      // optional on edit: left blank, the password stays
      rules: ({ operate }) => (operate === 'add' ? ['required'] : []),
      blockHelp: (operate) => (operate === 'edit' ? `${LANG}.passwordKeep` : undefined),
    },
    motto: { inputProps: { rows: 2 } },
    status: { type: 'switch' },
  },
  order: ['username', 'nickname', 'group_arr', 'avatar', 'email', 'mobile'],
  defaults: { group_arr: [] },
});

/** Administrators (reference 4.6): group multi-select, password optional on edit, status switch; a super administrator sees an admin's sessions. */
export default function AdminPage() {
  const [sessionsOf, setSessionsOf] = useState<AdminRow | null>(null);
  const { mutate: resetTwoFactor } = useWrite(resetTwoFactorWrite);
  const [table] = useState(() => adminTable(setSessionsOf, (row) => resetTwoFactor(row.id)));
  return (
    <DataTable<AdminRow> {...table} lang={LANG} form={adminForm}>
      <AdminSessionsDialog admin={sessionsOf} onClose={() => setSessionsOf(null)} />
    </DataTable>
  );
}
