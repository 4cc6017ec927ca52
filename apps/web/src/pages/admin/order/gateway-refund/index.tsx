import { useState } from 'react';
import { SendOutlined, WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GATEWAY_REFUND_STATES, gatewayRefundDescription, type RowOf } from '@app/contract';
import { feedback } from '../../../../api/feedback';
import { useWrite } from '../../../../api/write';
import { DataTable, columnsOf, crudApi, describedTable, useDataTable } from '../../../../components/data-table';
import { sendWrite, toBalanceWrite } from './gateway-refund-queries';

type GatewayRefundRow = RowOf<typeof gatewayRefundDescription>;
const LANG = 'order-gateway-refund';

/**
 * Gateway refunds: the refund outbox (WeChat Pay refunds of orders and after-sales), with the
 * gateway's last error and the next automatic try of a pending refund, which an operator can send
 * now, and the failed ones, which an operator can pay to the member's balance instead; shop-scoped
 * like the orders.
 */
export default function GatewayRefundPage() {
  const { t } = useTranslation();
  // the writes read the list (and what else they change) again by their keys; a refusal was shown by the request layer
  const sendOne = useWrite(sendWrite);
  const payToBalance = useWrite(toBalanceWrite);
  const send = async (row: GatewayRefundRow) => {
    const after = await sendOne.mutateAsync({ id: row.id }).catch(() => null);
    if (!after) return;
    const warn = feedback().warning ?? feedback().codeError;
    // still to be sent: the gateway's error (in the reader's language when it is the outbox's own); failed there: to settle
    if (GATEWAY_REFUND_STATES.can('send', after)) warn(t(`${LANG}.notSent`, { error: after.last_error }));
    else if (GATEWAY_REFUND_STATES.can('toBalance', after)) warn(t(`${LANG}.failedAtGateway`));
    else feedback().success(t(`${LANG}.sent`));
  };
  const toBalance = (row: GatewayRefundRow) => void payToBalance.mutateAsync({ id: row.id }).catch(() => undefined);
  const [cols] = useState(() =>
    describedTable(
      gatewayRefundDescription,
      columnsOf<GatewayRefundRow>([
        { field: 'id', width: 70, show: false },
        { field: 'order.order_no', minWidth: 190 },
        { field: 'order_id', width: 90, show: false },
        { field: 'order.shop_id', width: 90, comSearchRender: 'remoteSelect', remote: { resource: 'shop.Shop', field: 'name' }, show: false },
        { field: 'shop.name', minWidth: 120 },
        { field: 'user.username', width: 120 },
        { field: 'gateway', width: 100, render: 'tag', replaceValue: { wechat: `${LANG}.gatewayOptions.wechat` } },
        { field: 'amount', width: 110, align: 'right' },
        { field: 'status', width: 120 },
        { field: 'attempts', width: 90, align: 'right' },
        { field: 'last_error', minWidth: 200, operator: false },
        { field: 'next_try_time', width: 170 },
        { field: 'reason', minWidth: 140, operator: false, show: false },
        { field: 'out_refund_no', width: 200, show: false },
        { field: 'refund_id', width: 200, operator: false, show: false },
        { field: 'settled_time', width: 170, show: false },
        { field: 'create_time', width: 170 },
        { field: 'update_time', width: 170, show: false },
        {
          field: 'operate', render: 'buttons', operator: false, width: 90, enableColumnDisplayControl: false,
          buttons: [
            {
              name: 'send', title: `${LANG}.send`, icon: <SendOutlined />, auth: 'send', confirm: `${LANG}.sendConfirm`,
              display: (row) => GATEWAY_REFUND_STATES.can('send', row), click: (row) => void send(row),
            },
            {
              name: 'toBalance', title: `${LANG}.toBalance`, icon: <WalletOutlined />, auth: 'toBalance', confirm: `${LANG}.toBalanceConfirm`,
              display: (row) => GATEWAY_REFUND_STATES.can('toBalance', row), click: toBalance,
            },
          ],
        },
      ]),
      LANG,
    ),
  );
  const table = useDataTable<GatewayRefundRow>({ api: crudApi<GatewayRefundRow>(gatewayRefundDescription.path), columns: cols.columns });
  return (
    <DataTable<GatewayRefundRow> table={table} lang={LANG} columns={cols.columns} quickSearchFields={cols.quickSearchFields} buttons={['refresh', 'comSearch', 'quickSearch', 'columnDisplay', 'export']} />
  );
}
