import type { AdminAddInput, Flag } from '@app/contract';
import { DataTable, columnsOf } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';

/** A row of `/admin/auth.Admin/index`. */
export interface AdminRow extends Record<string, unknown> {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  motto: string;
  status: Flag;
  last_login_time: string;
  last_login_ip: string;
  create_time: number;
  update_time: number;
  group_arr: number[];
  group_name_arr: string[];
}

const LANG = 'auth-admin';
const STATUS = { '1': `${LANG}.enable`, '0': `${LANG}.disable` };

export const adminColumns = columnsOf<AdminRow>([
  { field: 'id', width: 70, sort: true, operator: 'RANGE' },
  { field: 'username', operator: 'LIKE', sort: true },
  { field: 'nickname', operator: 'LIKE' },
  { field: 'group_name_arr', render: 'tags', operator: false },
  { field: 'avatar', render: 'image', operator: false, width: 80 },
  { field: 'email', operator: 'LIKE', show: false },
  { field: 'mobile', operator: 'LIKE' },
  { field: 'last_login_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
  { field: 'create_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
  { field: 'status', render: 'switch', replaceValue: STATUS, width: 90 },
  { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false },
]);

type AdminForm = AdminAddInput & { password: string };

export const adminForm = formSchema<AdminForm>({
  fields: [
    { name: 'username', type: 'account', rules: ['required'] },
    { name: 'nickname', rules: ['required'] },
    {
      name: 'group_arr',
      type: 'remoteSelects',
      rules: ['required'],
      remote: { url: '/admin/auth.Group/index', field: 'name', params: { isTree: true } },
    },
    { name: 'avatar', type: 'image' },
    { name: 'email', type: 'email' },
    { name: 'mobile', type: 'mobile' },
    {
      name: 'password',
      type: 'password',
      // optional on edit: left blank, the password stays
      rules: ({ operate }) => (operate === 'add' ? ['required'] : []),
      blockHelp: (operate) => (operate === 'edit' ? `${LANG}.passwordKeep` : undefined),
    },
    { name: 'motto', type: 'textarea', inputProps: { rows: 2, maxLength: 255 } },
    { name: 'status', type: 'switch' },
  ],
  defaults: { status: '1', group_arr: [] },
});

/** Administrators (reference 4.6): group multi-select, password optional on edit, status switch. */
export default function AdminPage() {
  return (
    <DataTable<AdminRow>
      resource="auth.Admin"
      lang={LANG}
      columns={adminColumns}
      form={adminForm}
      quickSearchFields={['username', 'nickname']}
    />
  );
}
