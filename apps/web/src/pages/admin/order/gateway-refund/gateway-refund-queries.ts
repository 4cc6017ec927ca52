import { dashboardEndpoints, gatewayRefundAdminEndpoints as api, gatewayRefundDescription, memberDescription, moneyLogDescription, orderAdminEndpoints } from '@app/contract';
import { endpointWrite } from '../../../../api/endpoint';
import { resourceKeys } from '../../../../api/query-keys';

/** The refunds' lists, and the dashboard's to-do of refunds an operator should look at. */
const refundTouches = () => [resourceKeys.list(gatewayRefundDescription.path), dashboardEndpoints.index];

/** "Send now": the row moves on (or keeps the gateway's new error); the page says which. */
export const sendWrite = endpointWrite(api.send, { touches: refundTouches });

/** "Pay to the balance": the member's balance and money log, and the order's timeline, change too. */
export const toBalanceWrite = endpointWrite(api.toBalance, {
  touches: () => [...refundTouches(), orderAdminEndpoints.detail, ...resourceKeys.all(memberDescription.path), resourceKeys.list(moneyLogDescription.path)],
  options: { showSuccessMessage: true },
});
