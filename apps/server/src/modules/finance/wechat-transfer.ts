import type { AppContext } from '../../context.ts';
import { GatewayError, NotifyRefused, paySetting, wechatPayKeysFromSettings, WechatPayV3, type NotifyRequest, type WechatPayKeys } from '../order/index.ts';
import type { PayoutGateway, PayoutResult, WithdrawRow } from './payout.ts';

/**
 * WeChat Pay 商家转账 (the user-confirmation transfer of 2025, API v3), followed from WeChat Pay's
 * merchant documentation as mirrored on wechatpay.im: "发起转账"
 * (`POST /v3/fund-app/mch-transfer/transfer-bills`), "商户单号查询转账单"
 * (`GET /v3/fund-app/mch-transfer/transfer-bills/out-bill-no/{out_bill_no}`) and the notify
 * "商家转账回调通知" (event `MCHTRANSFER.BILL.FINISHED`, resource `mch_payment`). Signing, answer
 * verification, notify decryption and the name's RSA-OAEP encryption are the shared WeChat Pay
 * v3 client's (commerce/wechatpay-v3.ts).
 *
 * `out_bill_no` is the withdrawal's `withdraw_no`: WeChat Pay answers a repeated one with the bill
 * it already has, so a start repeated after a timeout never transfers twice.
 */

/** The transfer settings of the config centre's `pay` group, beside the merchant's keys. */
export interface TransferSettings {
  /** 转账场景ID, e.g. 1005 (佣金报酬). */
  sceneId: string;
  notifyUrl: string;
  /** 转账备注 shown to the member (at most 32 characters). */
  remark: string;
  /** 转账场景报备信息 the scene requires, e.g. 岗位类型 and 报酬说明 for 1005. */
  reportInfos: { info_type: string; info_content: string }[];
}

/** A transfer bill as the start, the query and the notify tell it. */
export interface TransferBill {
  mchid?: string;
  out_bill_no?: string;
  transfer_bill_no?: string;
  state?: string;
  transfer_amount?: number;
  package_info?: string;
  fail_reason?: string;
}

/** A verified transfer notify: the bill's out_bill_no and amount, and what it means for the payout. */
export interface TransferNotice {
  outBillNo: string;
  amount: number;
  result: PayoutResult;
}

/** The report infos setting: one `type=content` a line. */
export function parseReportInfos(text: string): TransferSettings['reportInfos'] {
  return text.split('\n').map((line) => line.trim()).filter(Boolean).map((line) => {
    const at = line.indexOf('=');
    return at < 0 ? { info_type: line, info_content: '' } : { info_type: line.slice(0, at).trim(), info_content: line.slice(at + 1).trim() };
  });
}

/**
 * A bill's state as a payout result: SUCCESS is paid; FAIL and CANCELLED are over with nothing
 * transferred; ACCEPTED, PROCESSING, WAIT_USER_CONFIRM, TRANSFERING and CANCELING still run
 * (WAIT_USER_CONFIRM with the package_info the member confirms the transfer with).
 */
export function resultOfBill(bill: TransferBill): PayoutResult {
  const state = String(bill.state ?? '');
  const common = { payoutNo: String(bill.transfer_bill_no ?? ''), payoutState: state };
  if (state === 'SUCCESS') return { state: 'paid', ...common };
  if (state === 'FAIL' || state === 'CANCELLED') return { state: 'failed', ...common, reason: String(bill.fail_reason || state) };
  return { state: 'paying', ...common, ...(state === 'WAIT_USER_CONFIRM' && bill.package_info ? { payoutPackage: String(bill.package_info) } : {}) };
}

const BILLS = '/v3/fund-app/mch-transfer/transfer-bills';

export class WechatTransfer extends WechatPayV3 {
  constructor(keys: WechatPayKeys, private readonly settings: TransferSettings) {
    super(keys);
  }

  /** The bill WeChat Pay has for `row`, checked to be ours and of its amount. */
  private checked(row: WithdrawRow, bill: TransferBill): PayoutResult {
    if (bill.out_bill_no !== row.withdrawNo || (bill.transfer_amount !== undefined && bill.transfer_amount !== row.payAmount)) {
      throw new GatewayError(200, 'MISMATCH', `the bill answered is not withdrawal ${row.withdrawNo} of ${row.payAmount} cents`);
    }
    return resultOfBill(bill);
  }

  /**
   * 发起转账. A refusal (an authentic 400/403 with WeChat Pay's code) is a failed payout; anything
   * else (transport, 5xx, 429, an answer whose signature does not verify) throws and is asked again later.
   */
  async start(row: WithdrawRow): Promise<PayoutResult> {
    const payload = {
      appid: this.keys.appid,
      out_bill_no: row.withdrawNo,
      transfer_scene_id: this.settings.sceneId,
      openid: row.accountNo,
      ...(row.accountName ? { user_name: this.encryptField(row.accountName) } : {}),
      transfer_amount: row.payAmount,
      transfer_remark: this.settings.remark.slice(0, 32),
      notify_url: this.settings.notifyUrl,
      transfer_scene_report_infos: this.settings.reportInfos,
    };
    try {
      const bill = await this.call<TransferBill>('POST', BILLS, payload, { sensitive: Boolean(row.accountName) });
      // The start's answer leaves out the amount: the bill is ours by its out_bill_no.
      return this.checked(row, { ...bill, transfer_amount: undefined });
    } catch (e) {
      if (e instanceof GatewayError && (e.status === 400 || e.status === 403) && e.code !== 'SIGN_ERROR') return { state: 'failed', payoutState: e.code, reason: `${e.code}: ${e.message}`.slice(0, 255) };
      throw e;
    }
  }

  /**
   * 商户单号查询转账单. A bill WeChat Pay does not know (the start never reached it) is started
   * again under the same out_bill_no, which cannot transfer twice.
   */
  async query(row: WithdrawRow): Promise<PayoutResult> {
    try {
      return this.checked(row, await this.call<TransferBill>('GET', `${BILLS}/out-bill-no/${encodeURIComponent(row.withdrawNo)}`));
    } catch (e) {
      if (e instanceof GatewayError && e.status === 404) return this.start(row);
      throw e;
    }
  }

  /** Verifies and decrypts a 商家转账 notify; throws `NotifyRefused` when it is not authentic or not ours. */
  parseNotify(req: NotifyRequest, nowMs = Date.now()): TransferNotice {
    const { eventType, resource } = this.openNotify(req, nowMs);
    const bill = resource as TransferBill;
    if (!eventType.startsWith('MCHTRANSFER.')) throw new NotifyRefused(`not a transfer event: ${eventType}`);
    if (bill.mchid !== this.keys.mchid) throw new NotifyRefused('another merchant');
    if (!bill.out_bill_no || typeof bill.transfer_amount !== 'number') throw new NotifyRefused('no bill number or amount');
    return { outBillNo: bill.out_bill_no, amount: bill.transfer_amount, result: resultOfBill(bill) };
  }
}

/** 商家转账 from the config centre's `pay` group; null while a setting is missing or a key does not parse. */
export async function wechatTransferFromSettings(ctx: AppContext): Promise<WechatTransfer | null> {
  const [keys, sceneId, notifyUrl, remark, infos] = await Promise.all([
    wechatPayKeysFromSettings(ctx),
    ...['wechatpay_transfer_scene_id', 'wechatpay_transfer_notify_url', 'wechatpay_transfer_remark', 'wechatpay_transfer_report'].map((name) => paySetting(ctx, name)),
  ]);
  if (!keys || !sceneId || !notifyUrl) return null;
  return new WechatTransfer(keys, { sceneId, notifyUrl, remark: remark || '佣金提现', reportInfos: parseReportInfos(infos) });
}

async function configured(ctx: AppContext): Promise<WechatTransfer> {
  const gw = await wechatTransferFromSettings(ctx);
  if (!gw) throw new GatewayError(0, 'NOT_CONFIGURED', 'WeChat transfer is not configured');
  return gw;
}

/** The `wechat` payout channel of the withdrawal engine. */
export const wechatTransferGateway: PayoutGateway = {
  channel: 'wechat',
  start: async (ctx, row) => (await configured(ctx)).start(row),
  query: async (ctx, row) => (await configured(ctx)).query(row),
};
