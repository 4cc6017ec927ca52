import type { AppContext } from '../../context.ts';
import type { withdraw } from '../../db/schema/index.ts';

/** A withdrawal row as the payout gateways see it. */
export type WithdrawRow = typeof withdraw.$inferSelect;

/**
 * What a gateway says of a payout: still running at the gateway (`paying`, maybe waiting for the
 * member to confirm it), done (`paid`), or over without money moved (`failed`, with the reason).
 * `payoutState` is the gateway's own state word, kept on the row as sent.
 */
export interface PayoutResult {
  state: 'paying' | 'paid' | 'failed';
  payoutNo?: string;
  payoutState?: string;
  /** WeChat 商家转账: the package_info the member confirms the transfer with. */
  payoutPackage?: string;
  reason?: string;
}

/**
 * A channel that pays a withdrawal out through an outside API (WeChat, Alipay). `start` asks the
 * gateway to transfer `pay_amount` with `withdraw_no` as the idempotency key, so a repeated start
 * after a timeout never pays twice; `query` asks where a started payout stands (the
 * reconciliation job). Both throw on transport errors (the row stays where it was and is asked
 * again later); a refusal by the gateway is a `failed` result.
 */
export interface PayoutGateway {
  channel: 'wechat' | 'alipay';
  start(ctx: AppContext, row: WithdrawRow): Promise<PayoutResult>;
  query(ctx: AppContext, row: WithdrawRow): Promise<PayoutResult>;
}

/**
 * The gateways by channel: a module that pays out through an outside API registers its gateway
 * here once (`registerPayoutGateway` in its `routes`); approval and the reconciliation job look
 * the channel up. A channel without a gateway stays `approved` until one is registered (or an
 * admin marks it failed).
 */
export const payoutGateways = new Map<PayoutGateway['channel'], PayoutGateway>();

export function registerPayoutGateway(gateway: PayoutGateway): void {
  payoutGateways.set(gateway.channel, gateway);
}
