import { useRef, useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Space, Statistic, theme } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined, PayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_STATES, withdrawAdminEndpoints as api, withdrawDescription, type RowOf, type WithdrawTotals } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { DataTable, columnsOf, crudApi, describedTable, useAuth, useDataTable, useTable, useTableStore, type TableStore } from '../../../../components/data-table';
import { FieldInput, validated } from '../../../../components/form-item';
import { WithdrawDetail } from './WithdrawDetail';

type WithdrawRow = RowOf<typeof withdrawDescription>;
const LANG = 'finance-withdraw';
const PATH = withdrawDescription.path;

const SAY = { showSuccessMessage: true };

/** The totals of the filtered set (the index answer's `totals`), whatever page is shown. */
function Totals() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const totals = useTable((s) => s.extra.totals as WithdrawTotals | undefined);
  if (!totals) return null;
  return (
    <Space size="large" data-testid="withdraw-totals" style={{ padding: '4px 12px' }} wrap>
      {(['count', 'amount', 'open', 'paid', 'fee'] as const).map((key) => (
        <Statistic key={key} title={t(`${LANG}.totals.${key}`)} value={totals[key]} valueStyle={{ fontSize: 16, color: token.colorText }} />
      ))}
    </Space>
  );
}

/** Batch approval of the selected rows; behind the `approve` node. */
function ApproveSelected() {
  const { t } = useTranslation();
  const auth = useAuth();
  const store = useTableStore();
  const selection = useTable((s) => s.selection);
  if (!auth('approve')) return null;
  return (
    <Popconfirm title={t(`${LANG}.approveSelectedConfirm`, { count: selection.length })} disabled={!selection.length}
      onConfirm={() => call(api.approve, { ids: selection.map(Number) }, SAY).then(() => store.getState().refresh(), () => undefined)}>
      <Button type="primary" icon={<CheckOutlined />} disabled={!selection.length}>{t(`${LANG}.approveSelected`)}</Button>
    </Popconfirm>
  );
}

type Ask = { kind: 'reject' | 'fail' | 'pay'; row: WithdrawRow };

/**
 * Withdrawals (issue 14): filters by status, channel, member, shop, time and amount; the filtered
 * set's totals; approve (batch), reject and fail with a reason, mark a bank transfer paid with its
 * voucher; the detail with the ledger rows; export (without account numbers).
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const l = (k: string) => t(`${LANG}.${k}`);
  const store = useRef<TableStore<WithdrawRow> | null>(null);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [form] = Form.useForm<{ reason?: string; voucher?: string; remark?: string }>();
  const refresh = () => void store.current?.getState().refresh();
  const open = (kind: Ask['kind'], row: WithdrawRow) => {
    form.resetFields();
    setAsk({ kind, row });
  };
  const submit = async () => {
    if (!ask) return;
    const values = await validated(form);
    if (!values) return;
    const id = ask.row.id;
    const sent = ask.kind === 'pay' ? call(api.pay, { id, voucher: values.voucher ?? '', remark: values.remark }, SAY) : call(api[ask.kind], { id, reason: values.reason ?? '' }, SAY);
    await sent.then(() => (setAsk(null), refresh()), () => undefined);
  };

  const [cols] = useState(() =>
    describedTable(
      withdrawDescription,
      columnsOf<WithdrawRow>([
        { field: 'id', width: 70 },
        { field: 'withdraw_no', minWidth: 190 },
        { field: 'user_id', width: 90, show: false },
        { field: 'user.username', width: 120 },
        { field: 'shop_id', width: 90, comSearchRender: 'remoteSelect', remote: { resource: 'shop.Shop', field: 'name' }, show: false },
        { field: 'channel', width: 100 },
        { field: 'amount', width: 100, align: 'right' },
        { field: 'fee', width: 90, align: 'right', operator: false },
        { field: 'pay_amount', width: 100, align: 'right', operator: false },
        { field: 'account_name', width: 120 },
        { field: 'account_no', width: 170, operator: false },
        { field: 'bank_name', width: 110, operator: false, show: false },
        { field: 'status', width: 100 },
        { field: 'reason', minWidth: 140, operator: false, show: false },
        { field: 'create_time', width: 170 },
        { field: 'paid_time', width: 170, operator: false, show: false },
        {
          field: 'operate', render: 'buttons', operator: false, width: 200, enableColumnDisplayControl: false,
          buttons: [
            { name: 'detail', title: `${LANG}.detail`, icon: <EyeOutlined />, auth: 'index', click: (row) => setViewing(row.id) },
            {
              name: 'approve', title: `${LANG}.approve`, icon: <CheckOutlined />, auth: 'approve', confirm: `${LANG}.approveConfirm`,
              display: (row) => WITHDRAW_STATES.can('approve', row),
              click: (row) => void call(api.approve, { ids: [row.id] }, SAY).then(refresh, () => undefined),
            },
            { name: 'reject', title: `${LANG}.reject`, icon: <CloseOutlined />, auth: 'reject', danger: true, display: (row) => WITHDRAW_STATES.can('reject', row), click: (row) => open('reject', row) },
            { name: 'pay', title: `${LANG}.pay`, icon: <PayCircleOutlined />, auth: 'pay', display: (row) => WITHDRAW_STATES.can('pay', row), click: (row) => open('pay', row) },
            { name: 'fail', title: `${LANG}.fail`, icon: <StopOutlined />, auth: 'fail', danger: true, display: (row) => WITHDRAW_STATES.can('fail', row), click: (row) => open('fail', row) },
          ],
        },
      ]),
      LANG,
    ),
  );
  const table = useDataTable<WithdrawRow>({ api: crudApi<WithdrawRow>(PATH), columns: cols.columns });
  store.current = table;
  return (
    <DataTable<WithdrawRow>
      table={table}
      lang={LANG}
      columns={cols.columns}
      quickSearchFields={cols.quickSearchFields}
      buttons={['refresh', 'comSearch', 'quickSearch', 'columnDisplay', 'export']}
      selectable
      headerExtra={<><ApproveSelected /><Totals /></>}
    >
      <Modal open={ask !== null} title={ask ? l(`${ask.kind}Title`) : ''} onCancel={() => setAsk(null)} onOk={() => void submit()}
        okButtonProps={{ danger: ask?.kind !== 'pay' }} destroyOnHidden>
        {ask && (
          <Form form={form} layout="vertical" preserve={false}>
            <p>{ask.row.withdraw_no} · {ask.row.pay_amount} · {ask.row.account_name} {ask.row.account_no}</p>
            {ask.kind === 'pay' ? (
              <>
                <Form.Item name="voucher" label={l('voucher')} rules={[{ required: true, message: l('voucherRequired') }]}>
                  <FieldInput type="image" />
                </Form.Item>
                <Form.Item name="remark" label={l('admin_remark')}>
                  <Input.TextArea rows={2} maxLength={255} showCount />
                </Form.Item>
              </>
            ) : (
              <Form.Item name="reason" label={l('reason')} rules={[{ required: true, whitespace: true, message: l('reasonRequired') }]}>
                <Input.TextArea rows={3} maxLength={255} showCount />
              </Form.Item>
            )}
          </Form>
        )}
      </Modal>
      <WithdrawDetail id={viewing} lang={LANG} onClose={() => setViewing(null)} />
    </DataTable>
  );
}
