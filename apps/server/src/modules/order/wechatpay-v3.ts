import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { GatewayError, NotifyRefused, type NotifyRequest } from './gateway.ts';

/**
 * WeChat Pay API v3 (pay.weixin.qq.com/doc/v3/merchant), the parts every WeChat Pay product shares
 * (payments in wechatpay.ts, 商家转账 in withdraw/wechat-transfer.ts), with Node's crypto and the
 * documented algorithms:
 * - requests: `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",timestamp="…",serial_no="…",signature="…"`,
 *   the signature SHA256-with-RSA (PKCS#1 v1.5) by the merchant API private key over
 *   `METHOD\nURL-path-and-query\ntimestamp\nnonce\nbody\n`, base64;
 * - answers and notifies: `Wechatpay-Signature` over `timestamp\nnonce\nbody\n` checked with the
 *   WeChat Pay public key (or platform certificate) whose id is `Wechatpay-Serial`;
 * - the notify's `resource`: AEAD_AES_256_GCM with the APIv3 key, its `nonce` and `associated_data`
 *   (the ciphertext ends with the 16-byte tag);
 * - sensitive request fields (敏感信息加密): RSA-OAEP (SHA-1, MGF1) with the WeChat Pay public
 *   key, base64, the key's id sent as the `Wechatpay-Serial` request header.
 */

export interface WechatPayKeys {
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
  endpoint: string;
}

const PUBLIC_ENDPOINT = 'https://api.mch.weixin.qq.com';
/** A notify or answer older or newer than this is refused (replay window). */
export const NOTIFY_MAX_SKEW_MS = 5 * 60_000;

/** A PEM pasted with its line breaks lost (a password input drops them) is put back in shape. */
export function pem(text: string): string {
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

/** A verified, decrypted notify: its event type and its resource's plain JSON. */
export interface WechatEvent {
  eventType: string;
  resource: Record<string, unknown>;
}

export class WechatPayV3 {
  constructor(readonly keys: WechatPayKeys) {}

  /** The Authorization header of a request. */
  authorization(method: string, urlPath: string, body: string, timestamp = Math.floor(Date.now() / 1000), nonce = crypto.randomBytes(16).toString('hex')): string {
    const signature = crypto.sign('sha256', Buffer.from(`${method}\n${urlPath}\n${timestamp}\n${nonce}\n${body}\n`), this.keys.privateKey).toString('base64');
    return `WECHATPAY2-SHA256-RSA2048 mchid="${this.keys.mchid}",nonce_str="${nonce}",timestamp="${timestamp}",serial_no="${this.keys.serialNo}",signature="${signature}"`;
  }

  /** Checks a `Wechatpay-*` signature over `timestamp\nnonce\nbody\n`; the reason when refused, else null. */
  verify(headers: NotifyRequest['headers'], body: string, nowMs = Date.now()): string | null {
    const serial = header(headers, 'wechatpay-serial');
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    if (!serial || !timestamp || !nonce || !signature) return 'missing signature headers';
    if (serial !== this.keys.platformSerial) return 'unknown serial';
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs - Number(timestamp) * 1000) > NOTIFY_MAX_SKEW_MS) return 'stale timestamp';
    const ok = crypto.verify('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), this.keys.platformKey, Buffer.from(signature, 'base64'));
    return ok ? null : 'bad signature';
  }

  /** Decrypts a notify's `resource` (AEAD_AES_256_GCM). */
  decrypt(resource: { algorithm?: string; ciphertext?: string; associated_data?: string; nonce?: string }): unknown {
    if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce) throw new NotifyRefused('unsupported resource');
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length < 17) throw new NotifyRefused('short ciphertext');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.keys.apiV3Key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    try {
      return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8'));
    } catch {
      throw new NotifyRefused('resource does not decrypt');
    }
  }

  /** Verifies a notify (signature, key id, freshness), decrypts its resource; throws `NotifyRefused` when it is not authentic. */
  openNotify(req: NotifyRequest, nowMs = Date.now()): WechatEvent {
    const refused = this.verify(req.headers, req.body, nowMs);
    if (refused) throw new NotifyRefused(refused);
    let event: { event_type?: string; resource?: Record<string, string> };
    try {
      event = JSON.parse(req.body);
    } catch {
      throw new NotifyRefused('not JSON');
    }
    if (!event.resource) throw new NotifyRefused('no resource');
    const resource = this.decrypt(event.resource);
    if (!resource || typeof resource !== 'object') throw new NotifyRefused('resource is not an object');
    return { eventType: String(event.event_type ?? ''), resource: resource as Record<string, unknown> };
  }

  /** Encrypts a sensitive request field (a name) for WeChat Pay: RSA-OAEP with SHA-1, base64. */
  encryptField(text: string): string {
    return crypto.publicEncrypt({ key: this.keys.platformKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from(text, 'utf8')).toString('base64');
  }

  /**
   * Calls the API: signed request, answer's signature checked; resolves to the parsed answer.
   * `sensitive`: the body carries encrypted fields, so the key id they were encrypted with is sent.
   */
  async call<T>(method: 'GET' | 'POST', urlPath: string, payload?: object, opts: { sensitive?: boolean } = {}): Promise<T> {
    const body = payload ? JSON.stringify(payload) : '';
    let res: Response;
    try {
      res = await fetch(this.keys.endpoint + urlPath, {
        method,
        headers: {
          authorization: this.authorization(method, urlPath, body), accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'franchise-admin',
          ...(opts.sensitive ? { 'wechatpay-serial': this.keys.platformSerial } : {}),
        },
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
}

/** A `pay` group setting as a trimmed string. */
export async function paySetting(ctx: AppContext, name: string): Promise<string> {
  return String((await ctx.settings.get<unknown>(name, '')) ?? '').trim();
}

/** The merchant's WeChat Pay keys from the config centre's `pay` group; null while a setting is missing or a key does not parse. */
export async function wechatPayKeysFromSettings(ctx: AppContext): Promise<WechatPayKeys | null> {
  const [appid, mchid, serialNo, key, apiV3, platformSerial, platformKey, endpoint] = await Promise.all([
    'wechatpay_appid', 'wechatpay_mchid', 'wechatpay_serial_no', 'wechatpay_key_secret', 'wechatpay_apiv3_secret',
    'wechatpay_platform_serial', 'wechatpay_platform_public_key', 'wechatpay_endpoint',
  ].map((name) => paySetting(ctx, name)));
  if (!appid || !mchid || !serialNo || !key || Buffer.byteLength(apiV3) !== 32 || !platformSerial || !platformKey) return null;
  try {
    return {
      appid, mchid, serialNo, privateKey: crypto.createPrivateKey(pem(key)), apiV3Key: Buffer.from(apiV3, 'utf8'),
      platformSerial, platformKey: platformKeyOf(platformKey), endpoint: (endpoint || PUBLIC_ENDPOINT).replace(/\/+$/, ''),
    };
  } catch {
    return null;
  }
}
