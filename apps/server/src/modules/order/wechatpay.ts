import crypto from 'node:crypto';
import type { WechatPayParams } from '@app/contract';
import type { AppContext } from '../../context.ts';
import {
  GatewayError, NotifyRefused, type GatewayNotice, type GatewayPayRequest, type GatewayRefundRequest, type GatewayRefundResult, type NotifyRequest, type PaymentGateway,
} from './gateway.ts';
import { paySetting, wechatPayKeysFromSettings, WechatPayV3, type WechatPayKeys } from './wechatpay-v3.ts';

/**
 * WeChat Pay API v3 payments (JSAPI orders, refunds, queries, closes) on the shared signing,
 * answer verification and notify decryption of wechatpay-v3.ts; the mini-program's
 * `wx.requestPayment`: paySign over `appId\ntimeStamp\nnonceStr\npackage\n`, signType RSA.
 */

/** The fields read from a decrypted notify resource or a query answer (transaction or refund). */
interface WechatResource {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  out_refund_no?: string;
  refund_id?: string;
  refund_status?: string;
  amount?: { total?: number; refund?: number };
}

export class WechatPay extends WechatPayV3 implements PaymentGateway {
  readonly name = 'wechat';
  constructor(keys: WechatPayKeys, private readonly notifyUrl: string) {
    super(keys);
  }

  /** The mini-program's `wx.requestPayment` parameters for a prepay id. */
  payParams(prepayId: string, timeStamp = String(Math.floor(Date.now() / 1000)), nonceStr = crypto.randomBytes(16).toString('hex')): WechatPayParams {
    const pkg = `prepay_id=${prepayId}`;
    const paySign = crypto.sign('sha256', Buffer.from(`${this.keys.appid}\n${timeStamp}\n${nonceStr}\n${pkg}\n`), this.keys.privateKey).toString('base64');
    return { appId: this.keys.appid, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  async createPayment(req: GatewayPayRequest): Promise<WechatPayParams> {
    const { prepay_id } = await this.call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
      appid: this.keys.appid,
      mchid: this.keys.mchid,
      description: req.description.slice(0, 127),
      out_trade_no: req.orderNo,
      notify_url: this.notifyUrl,
      amount: { total: req.amount, currency: 'CNY' },
      payer: { openid: req.payer },
    });
    if (!prepay_id) throw new GatewayError(200, 'NO_PREPAY_ID', 'no prepay_id in the answer');
    return this.payParams(prepay_id);
  }

  parseNotify(req: NotifyRequest, nowMs = Date.now()): GatewayNotice {
    const { eventType, resource } = this.openNotify(req, nowMs);
    const r = resource as WechatResource;
    if (r.mchid !== this.keys.mchid) throw new NotifyRefused('another merchant');
    if (eventType.startsWith('REFUND.')) {
      const status = String(r.refund_status ?? '');
      return {
        kind: 'refund', orderNo: String(r.out_trade_no ?? ''), tradeNo: String(r.transaction_id ?? ''), outRefundNo: String(r.out_refund_no ?? ''),
        refundId: String(r.refund_id ?? ''), amount: Number(r.amount?.refund ?? 0),
        state: status === 'SUCCESS' ? 'succeeded' : status === 'PROCESSING' ? 'processing' : 'failed',
      };
    }
    if (r.appid !== this.keys.appid) throw new NotifyRefused('another appid');
    return this.paymentOf(r);
  }

  private paymentOf(r: WechatResource): GatewayNotice & { kind: 'payment' } {
    const state = String(r.trade_state ?? '');
    return { kind: 'payment', orderNo: String(r.out_trade_no ?? ''), tradeNo: String(r.transaction_id ?? ''), amount: Number(r.amount?.total ?? -1), paid: state === 'SUCCESS', state };
  }

  async refund(req: GatewayRefundRequest): Promise<GatewayRefundResult> {
    const r = await this.call<{ refund_id?: string; status?: string }>('POST', '/v3/refund/domestic/refunds', {
      transaction_id: req.tradeNo,
      out_refund_no: req.outRefundNo,
      reason: req.reason.slice(0, 80),
      notify_url: this.notifyUrl,
      amount: { refund: req.amount, total: req.total, currency: 'CNY' },
    });
    return { refundId: r.refund_id ?? '', state: r.status === 'SUCCESS' ? 'succeeded' : r.status === 'PROCESSING' ? 'processing' : 'failed' };
  }

  /** `POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close` (answer 204); a paid order cannot be closed (an error). */
  async close(orderNo: string): Promise<void> {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, { mchid: this.keys.mchid });
  }

  async query(orderNo: string) {
    const r = await this.call<WechatResource>('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.keys.mchid)}`);
    return this.paymentOf(r);
  }
}

/** WeChat Pay from the config centre's `pay` group; null while a setting is missing or a key does not parse. */
export async function wechatPayFromSettings(ctx: AppContext): Promise<WechatPay | null> {
  const [keys, notifyUrl] = await Promise.all([wechatPayKeysFromSettings(ctx), paySetting(ctx, 'wechatpay_notify_url')]);
  return keys && notifyUrl ? new WechatPay(keys, notifyUrl) : null;
}
