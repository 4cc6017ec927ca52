import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';
import {
  GatewayError, NotifyRefused, type GatewayNotice, type GatewayPayRequest, type GatewayRefundRequest, type GatewayRefundResult, type NotifyRequest, type PaymentGateway,
} from './gateway.ts';

/**
 * WeChat Pay API v3 (pay.weixin.qq.com/doc/v3/merchant), with Node's crypto and the documented
 * algorithms:
 * - requests: `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",timestamp="…",serial_no="…",signature="…"`,
 *   the signature SHA256-with-RSA (PKCS#1 v1.5) by the merchant API private key over
 *   `METHOD\nURL-path-and-query\ntimestamp\nnonce\nbody\n`, base64;
 * - answers and notifies: `Wechatpay-Signature` over `timestamp\nnonce\nbody\n` checked with the
 *   WeChat Pay public key (or platform certificate) whose id is `Wechatpay-Serial`;
 * - the notify's `resource`: AEAD_AES_256_GCM with the APIv3 key, its `nonce` and `associated_data`
 *   (the ciphertext ends with the 16-byte tag);
 * - the mini-program's `wx.requestPayment`: paySign over `appId\ntimeStamp\nnonceStr\npackage\n`, signType RSA.
 */

export interface WechatPayConfig {
  appid: string;
  mchid: string;
  /** The merchant API certificate's serial number. */
  serialNo: string;
  privateKey: crypto.KeyObject;
  /** The APIv3 key (32 bytes). */
  apiV3Key: Buffer;
  /** The WeChat Pay public key id (`PUB_KEY_ID_…`) or the platform certificate's serial. */
  platformSerial: string;
  platformKey: crypto.KeyObject;
  notifyUrl: string;
  endpoint: string;
}

const PUBLIC_ENDPOINT = 'https://api.mch.weixin.qq.com';
/** A notify or answer older or newer than this is refused (replay window). */
export const NOTIFY_MAX_SKEW_MS = 5 * 60_000;

/** A PEM pasted with its line breaks lost (a password input drops them) is put back in shape. */
function pem(text: string): string {
  const m = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(text);
  if (!m) return text;
  const body = m[2].replace(/\s+/g, '');
  return `-----BEGIN ${m[1]}-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END ${m[1]}-----\n`;
}

function platformKeyOf(text: string): crypto.KeyObject {
  const shaped = pem(text);
  return shaped.includes('CERTIFICATE') ? new crypto.X509Certificate(shaped).publicKey : crypto.createPublicKey(shaped);
}

const header = (h: NotifyRequest['headers'], name: string) => {
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] ?? '' : v ?? '';
};

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

export class WechatPay implements PaymentGateway {
  readonly name = 'wechat';
  constructor(private readonly cfg: WechatPayConfig) {}

  /** The Authorization header of a request. */
  authorization(method: string, urlPath: string, body: string, timestamp = Math.floor(Date.now() / 1000), nonce = crypto.randomBytes(16).toString('hex')): string {
    const signature = crypto.sign('sha256', Buffer.from(`${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`), this.cfg.privateKey).toString('base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.cfg.mchid}",nonce_str="${nonce}",timestamp="${timestamp}",serial_no="${this.cfg.serialNo}",signature="${signature}"`;
  }

  /** Checks a `Wechatpay-*` signature over `timestamp\nnonce\nbody\n`; the reason when refused, else null. */
  verify(headers: NotifyRequest['headers'], body: string, nowMs = Date.now()): string | null {
    const serial = header(headers, 'wechatpay-serial');
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    if (!serial || !timestamp || !nonce || !signature) return 'missing signature headers';
    if (serial !== this.cfg.platformSerial) return 'unknown serial';
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs - Number(timestamp) * 1000) > NOTIFY_MAX_SKEW_MS) return 'stale timestamp';
    const ok = crypto.verify('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), this.cfg.platformKey, Buffer.from(signature, 'base64'));
    return ok ? null : 'bad signature';
  }

  /** Decrypts a notify's `resource` (AEAD_AES_256_GCM). */
  decrypt(resource: { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string }): unknown {
    if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce) throw new NotifyRefused('unsupported resource');
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length < 17) throw new NotifyRefused('short ciphertext');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.cfg.apiV3Key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    try {
      return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8'));
    } catch {
      throw new NotifyRefused('resource does not decrypt');
    }
  }

  /** Calls the API: signed request, answer's signature checked; resolves to the parsed answer. */
  private async call<T>(method: 'GET' | 'POST', urlPath: string, payload?: object): Promise<T> {
    const body = payload ? JSON.stringify(payload) : '';
    let res: Response;
    try {
      res = await fetch(this.cfg.endpoint + urlPath, {
        method,
        headers: { authorization: this.authorization(method, urlPath, body), accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'franchise-admin' },
        body: payload ? body : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (e) {
      throw new GatewayError(0, 'NETWORK', (e as Error).message);
    }
    const text = await res.text();
    const refused = this.verify(Object.fromEntries(res.headers), text);
    if (refused) throw new GatewayError(res.status, 'SIGN_ERROR', `answer not authentic: ${refused}`);
    const parsed = (text ? JSON.parse(text) : {}) as T & { code?: string; message?: string };
    if (res.status < 200 || res.status >= 300) throw new GatewayError(res.status, parsed.code ?? 'ERROR', parsed.message ?? `HTTP ${res.status}`);
    return parsed;
  }

  /** The mini-program's `wx.requestPayment` parameters for a prepay id. */
  payParams(prepayId: string, timeStamp = String(Math.floor(Date.now() / 1000)), nonceStr = crypto.randomBytes(16).toString('hex')): Record<string, string> {
    const pkg = `prepay_id=${prepayId}`;
    const paySign = crypto.sign('sha256', Buffer.from(`${this.cfg.appid}\n${timeStamp}\n${nonceStr}\n${pkg}\n`), this.cfg.privateKey).toString('base64');
    return { appId: this.cfg.appid, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  async createPayment(req: GatewayPayRequest): Promise<Record<string, string>> {
    const { prepay_id } = await this.call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
      appid: this.cfg.appid,
      mchid: this.cfg.mchid,
      description: req.description.slice(0, 127),
      out_trade_no: req.orderNo,
      notify_url: this.cfg.notifyUrl,
      amount: { total: req.amount, currency: 'CNY' },
      payer: { openid: req.payer },
    });
    if (!prepay_id) throw new GatewayError(200, 'NO_PREPAY_ID', 'no prepay_id in the answer');
    return this.payParams(prepay_id);
  }

  parseNotify(req: NotifyRequest, nowMs = Date.now()): GatewayNotice {
    const refused = this.verify(req.headers, req.body, nowMs);
    if (refused) throw new NotifyRefused(refused);
    let event: { event_type?: string; resource_type?: string; resource?: Record<string, string> };
    try {
      event = JSON.parse(req.body);
    } catch {
      throw new NotifyRefused('not JSON');
    }
    if (!event.resource) throw new NotifyRefused('no resource');
    const r = this.decrypt(event.resource) as WechatResource;
    if (r.mchid !== this.cfg.mchid) throw new NotifyRefused('another merchant');
    if (event.event_type?.startsWith('REFUND.')) {
      const status = String(r.refund_status ?? '');
      return {
        kind: 'refund', orderNo: String(r.out_trade_no ?? ''), tradeNo: String(r.transaction_id ?? ''), outRefundNo: String(r.out_refund_no ?? ''),
        refundId: String(r.refund_id ?? ''), amount: Number(r.amount?.refund ?? 0),
        state: status === 'SUCCESS' ? 'succeeded' : status === 'PROCESSING' ? 'processing' : 'failed',
      };
    }
    if (r.appid !== this.cfg.appid) throw new NotifyRefused('another appid');
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
      notify_url: this.cfg.notifyUrl,
      amount: { refund: req.amount, total: req.total, currency: 'CNY' },
    });
    return { refundId: r.refund_id ?? '', state: r.status === 'SUCCESS' ? 'succeeded' : r.status === 'PROCESSING' ? 'processing' : 'failed' };
  }

  /** `POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close` (answer 204); a paid order cannot be closed (an error). */
  async close(orderNo: string): Promise<void> {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, { mchid: this.cfg.mchid });
  }

  async query(orderNo: string) {
    const r = await this.call<WechatResource>('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.cfg.mchid)}`);
    return this.paymentOf(r);
  }
}

/** WeChat Pay from the config centre's `pay` group; null while a setting is missing or a key does not parse. */
export async function wechatPayFromSettings(ctx: AppContext): Promise<WechatPay | null> {
  const get = async (name: string) => String((await ctx.settings.get<unknown>(name, '')) ?? '').trim();
  const [appid, mchid, serialNo, key, apiV3, platformSerial, platformKey, notifyUrl, endpoint] = await Promise.all([
    'wechatpay_appid', 'wechatpay_mchid', 'wechatpay_serial_no', 'wechatpay_key_secret', 'wechatpay_apiv3_secret',
    'wechatpay_platform_serial', 'wechatpay_platform_public_key', 'wechatpay_notify_url', 'wechatpay_endpoint',
  ].map(get));
  if (!appid || !mchid || !serialNo || !key || Buffer.byteLength(apiV3) !== 32 || !platformSerial || !platformKey || !notifyUrl) return null;
  try {
    return new WechatPay({
      appid, mchid, serialNo, privateKey: crypto.createPrivateKey(pem(key)), apiV3Key: Buffer.from(apiV3, 'utf8'),
      platformSerial, platformKey: platformKeyOf(platformKey), notifyUrl, endpoint: (endpoint || PUBLIC_ENDPOINT).replace(/\/+$/, ''),
    });
  } catch {
    return null;
  }
}
