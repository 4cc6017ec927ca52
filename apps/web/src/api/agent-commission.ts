import { withdrawEndpoints, type WithdrawApplyInput } from '@app/contract';
import { call } from './endpoint';

/** Withdraw commission: to balance at once, or to WeChat, Alipay, a bank card after review. */
export function applyWithdraw(data: WithdrawApplyInput) {
  return call(withdrawEndpoints.apply, data, { showSuccessMessage: true });
}

/** Cancel an own pending withdrawal. */
export function cancelWithdraw(id: number) {
  return call(withdrawEndpoints.cancel, { id }, { showSuccessMessage: true });
}
