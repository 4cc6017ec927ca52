import crypto from 'node:crypto';
import type { AlipaySdk } from 'alipay-sdk';
import { yuanOf } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { GatewayError, paySetting, pem } from '../order/index.ts';
import type { PayoutGateway, PayoutResult, WithdrawRow } from './payout.ts';

/**
 * Alipay 单笔转账 (opendocs.alipay.com/open/62987723_alipay.fund.trans.uni.transfer) and its query
 * (alipay.fund.trans.common.query), through Alipay's maintained Node SDK `alipay-sdk` (v4): its
 * `exec` signs the request (RSA2 over the sorted parameters, app private key), posts it to the
 * configured gateway and, with `validateSign`, checks the answer's `sign` with the Alipay public
 * key. `out_biz_no` is the withdrawal's `withdraw_no`: Alipay answers a repeated one with the
 * transfer it already made, so a start repeated after a timeout never pays twice.
 */

const PUBLIC_GATEWAY = 'https://openapi.alipay.com/gateway.do';
const TRANSFER = 'alipay.fund.trans.uni.transfer';
const QUERY = 'alipay.fund.trans.common.query';
const PRODUCT = { product_code: 'TRANS_ACCOUNT_NO_PWD', biz_scene: 'DIRECT_TRANSFER' };

/** An answer of either API (snake_case, as sent). */
interface TransferAnswer {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  out_biz_no?: string;
  order_id?: string;
  status?: string;
  trans_amount?: string;
  fail_reason?: string;
}

/** Errors after which Alipay's state is unknown: asked again later with the same out_biz_no. */
const UNKNOWN = new Set(['SYSTEM_ERROR', 'ACQ.SYSTEM_ERROR', 'isp.unknow-error', 'aop.ACQ.SYSTEM_ERROR']);

/**
 * A transfer's status as a payout result: SUCCESS is paid; FAIL, REFUND (退票) and CLOSED are over
 * with the money back at the merchant; DEALING and WAIT_PAY still run.
 */
export function resultOfTransfer(a: TransferAnswer): PayoutResult {
  const state = String(a.status ?? '');
  const common = { payoutNo: String(a.order_id ?? ''), payoutState: state };
  if (state === 'SUCCESS') return { state: 'paid', ...common };
  if (state === 'FAIL' || state === 'REFUND' || state === 'CLOSED') return { state: 'failed', ...common, reason: String(a.fail_reason || state) };
  return { state: 'paying', ...common };
}

/** A private key pasted as PEM (PKCS#1 or PKCS#8, line breaks optional) or as the bare base64 of Alipay's key tool, as PKCS#8 PEM. */
export function pkcs8(text: string): string {
  const shaped = pem(text.trim());
  const key = shaped.startsWith('-----') ? crypto.createPrivateKey(shaped) : (() => {
    const der = Buffer.from(shaped.replace(/\s+/g, ''), 'base64');
    try {
      return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    } catch {
      return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
    }
  })();
  return key.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/** Now as `yyyy-MM-dd HH:mm:ss` in Beijing time, the gateway's clock (the SDK would send the server's local time). */
export function beijingTimestamp(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export class AlipayTransfer {
  constructor(private readonly sdk: AlipaySdk, private readonly title: string) {}

  private async exec(method: string, bizContent: object): Promise<TransferAnswer> {
    // A transport error, a non-200 answer or one whose sign does not verify throws (AlipayRequestError).
    return await this.sdk.exec(method, { bizContent, timestamp: beijingTimestamp() }, { validateSign: true }) as TransferAnswer;
  }

  /** The answer's business error as a result, or null when it succeeded; an unknown outcome throws. */
  private refusal(a: TransferAnswer): PayoutResult | null {
    if (a.code === '10000') return null;
    const code = String(a.sub_code || a.code || 'ERROR');
    if (a.code === '20000' || UNKNOWN.has(code)) throw new GatewayError(200, code, String(a.sub_msg || a.msg || 'unknown outcome'));
    return { state: 'failed', payoutState: code, reason: `${code}: ${a.sub_msg || a.msg || ''}`.slice(0, 255) };
  }

  private checked(row: WithdrawRow, a: TransferAnswer): PayoutResult {
    if (a.out_biz_no !== undefined && a.out_biz_no !== row.withdrawNo) throw new GatewayError(200, 'MISMATCH', `the answer is not of withdrawal ${row.withdrawNo}`);
    if (a.trans_amount !== undefined && a.trans_amount !== yuanOf(row.payAmount)) throw new GatewayError(200, 'MISMATCH', `the transfer is not of ${yuanOf(row.payAmount)} yuan`);
    return resultOfTransfer(a);
  }

  async start(row: WithdrawRow): Promise<PayoutResult> {
    const a = await this.exec(TRANSFER, {
      out_biz_no: row.withdrawNo,
      trans_amount: yuanOf(row.payAmount),
      ...PRODUCT,
      order_title: this.title,
      payee_info: { identity: row.accountNo, identity_type: 'ALIPAY_LOGON_ID', name: row.accountName },
    });
    return this.refusal(a) ?? this.checked(row, a);
  }

  /** Where the transfer stands; one Alipay does not know (the start never reached it) is started again under the same out_biz_no. */
  async query(row: WithdrawRow): Promise<PayoutResult> {
    const a = await this.exec(QUERY, { out_biz_no: row.withdrawNo, ...PRODUCT });
    if (a.sub_code === 'ORDER_NOT_EXIST') return this.start(row);
    return this.refusal(a) ?? this.checked(row, a);
  }
}

/** Alipay transfers from the config centre's `pay` group; null while a setting is missing or a key does not parse. */
export async function alipayTransferFromSettings(ctx: AppContext): Promise<AlipayTransfer | null> {
  const [appId, privateKey, alipayPublicKey, gateway, title] = await Promise.all(
    ['alipay_app_id', 'alipay_private_key_secret', 'alipay_public_key', 'alipay_gateway', 'alipay_transfer_title'].map((name) => paySetting(ctx, name)),
  );
  if (!appId || !privateKey || !alipayPublicKey) return null;
  const { AlipaySdk } = await import('alipay-sdk'); // loaded by the first transfer, not at start-up
  try {
    const sdk = new AlipaySdk({
      // trimmed: the SDK re-wraps the keys line by line and takes a trailing empty line for body
      appId, privateKey: pkcs8(privateKey).trim(), keyType: 'PKCS8', alipayPublicKey: pem(alipayPublicKey).trim(),
      gateway: gateway || PUBLIC_GATEWAY, signType: 'RSA2', camelcase: false, timeout: 10_000,
    });
    return new AlipayTransfer(sdk, title || '佣金提现');
  } catch {
    return null;
  }
}

async function configured(ctx: AppContext): Promise<AlipayTransfer> {
  const gw = await alipayTransferFromSettings(ctx);
  if (!gw) throw new GatewayError(0, 'NOT_CONFIGURED', 'Alipay transfer is not configured');
  return gw;
}

/** The `alipay` payout channel of the withdrawal engine. */
export const alipayTransferGateway: PayoutGateway = {
  channel: 'alipay',
  start: async (ctx, row) => (await configured(ctx)).start(row),
  query: async (ctx, row) => (await configured(ctx)).query(row),
};
