import crypto from 'node:crypto';
import http from 'node:http';

/**
 * A loopback stand-in for WeChat Pay API v3, written apart from the app's adapter so that the two
 * check each other: it verifies every request's `WECHATPAY2-SHA256-RSA2048` Authorization with
 * the merchant's public key (mchid, serial, a fresh timestamp, the signature over
 * `METHOD\nURL\ntimestamp\nnonce\nbody\n`), signs its answers with the platform key, keeps the
 * JSAPI orders and refunds it accepted, and builds signed, AES-256-GCM encrypted notifies.
 */

export interface LoopbackKeys {
  mchid: string;
  appid: string;
  merchantSerial: string;
  apiV3Key: string;
  platformSerial: string;
}

/** Fresh RSA-2048 key pairs for the merchant and the platform, in PEM. */
export function makeKeys() {
  const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  return { merchant: pair(), platform: pair() };
}

export interface JsapiOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  notify_url: string;
  amount: { total: number; currency: string };
  payer: { openid: string };
  prepay_id: string;
  /** NOTPAY until `pay` (the payer paid: SUCCESS) or a close (CLOSED). */
  trade_state?: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transaction_id?: string;
  /** Close requests received for it. */
  closes?: number;
}

export interface AcceptedRefund {
  transaction_id: string;
  out_refund_no: string;
  refund_id: string;
  amount: { refund: number; total: number; currency: string };
  /** How many times this out_refund_no was sent. */
  sends: number;
}

/** Checks a request's Authorization; the WeChat Pay error code, or null when authentic. */
export function verifyAuthorization(keys: LoopbackKeys, merchantPublicKey: string, method: string, url: string, authorization: string, body: string, now = Date.now()): string | null {
  const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(authorization);
  if (!m) return 'SIGN_ERROR';
  const fields = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
  if (fields.mchid !== keys.mchid) return 'MCH_NOT_EXISTS';
  if (fields.serial_no !== keys.merchantSerial) return 'SIGN_ERROR';
  if (!fields.nonce_str || !/^\d+$/.test(fields.timestamp ?? '') || Math.abs(now / 1000 - Number(fields.timestamp)) > 300) return 'SIGN_ERROR';
  const message = `${method}\n${url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
  const ok = crypto.verify('sha256', Buffer.from(message), merchantPublicKey, Buffer.from(fields.signature ?? '', 'base64'));
  return ok ? null : 'SIGN_ERROR';
}

/** Checks the mini-program's paySign with the merchant's public key. */
export function verifyPaySign(merchantPublicKey: string, p: Record<string, string>): boolean {
  if (p.signType !== 'RSA') return false;
  return crypto.verify('sha256', Buffer.from(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`), merchantPublicKey, Buffer.from(p.paySign, 'base64'));
}

export async function startWechatPayLoopback(keys: LoopbackKeys, merchantPublicKey: string, platformPrivateKey: string) {
  const orders = new Map<string, JsapiOrder>();
  const refunds = new Map<string, AcceptedRefund>();
  const rejected: string[] = [];
  /** out_trade_no of every query received. */
  const queries: string[] = [];
  let seq = 0;

  /** Signature headers over `timestamp\nnonce\nbody\n` with the platform key. */
  const signed = (body: string, over: { timestamp?: number; serial?: string; key?: string } = {}) => {
    const timestamp = String(over.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = crypto.randomBytes(16).toString('hex');
    const signature = crypto.sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), over.key ?? platformPrivateKey).toString('base64');
    return { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': nonce, 'wechatpay-signature': signature, 'wechatpay-serial': over.serial ?? keys.platformSerial };
  };
  const answer = (res: http.ServerResponse, status: number, payload: object) => {
    const body = JSON.stringify(payload);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': crypto.randomUUID(), ...signed(body) });
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = req.url ?? '/';
      const failure = verifyAuthorization(keys, merchantPublicKey, req.method ?? '', url, String(req.headers.authorization ?? ''), body);
      if (failure) {
        rejected.push(failure);
        return answer(res, 401, { code: failure, message: 'rejected by the loopback verifier' });
      }
      if (req.method === 'POST' && url === '/v3/pay/transactions/jsapi') {
        const o = JSON.parse(body) as JsapiOrder;
        if (o.appid !== keys.appid || o.mchid !== keys.mchid || !o.out_trade_no || !o.notify_url || !o.payer?.openid || !(o.amount?.total > 0) || o.amount.currency !== 'CNY') {
          rejected.push('PARAM_ERROR');
          return answer(res, 400, { code: 'PARAM_ERROR', message: 'bad order' });
        }
        const prior = orders.get(o.out_trade_no);
        if (prior && prior.amount.total !== o.amount.total) return answer(res, 400, { code: 'INVALID_REQUEST', message: 'out_trade_no used with another amount' });
        const prepay_id = prior?.prepay_id ?? `wx${Date.now()}${++seq}`;
        orders.set(o.out_trade_no, { ...o, prepay_id });
        return answer(res, 200, { prepay_id });
      }
      if (req.method === 'POST' && url === '/v3/refund/domestic/refunds') {
        const r = JSON.parse(body) as AcceptedRefund;
        const prior = refunds.get(r.out_refund_no);
        if (prior) prior.sends++;
        const accepted = prior ?? { ...r, refund_id: `50${Date.now()}${++seq}`, sends: 1 };
        refunds.set(r.out_refund_no, accepted);
        return answer(res, 200, { refund_id: accepted.refund_id, out_refund_no: r.out_refund_no, transaction_id: r.transaction_id, status: 'PROCESSING', amount: r.amount });
      }
      const q = /^\/v3\/pay\/transactions\/out-trade-no\/([^?]+)\?mchid=(.+)$/.exec(url);
      if (req.method === 'GET' && q) {
        const o = orders.get(decodeURIComponent(q[1]));
        if (!o) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
        queries.push(o.out_trade_no);
        return answer(res, 200, {
          appid: o.appid, mchid: o.mchid, out_trade_no: o.out_trade_no, trade_state: o.trade_state ?? 'NOTPAY', amount: { total: o.amount.total },
          ...(o.transaction_id ? { transaction_id: o.transaction_id } : {}),
        });
      }
      // Close an unpaid order: 204 with a signed empty body; a paid one cannot be closed.
      const c = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)\/close$/.exec(url);
      if (req.method === 'POST' && c) {
        const o = orders.get(decodeURIComponent(c[1]));
        const { mchid } = JSON.parse(body || '{}') as { mchid?: string };
        if (mchid !== keys.mchid) return answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid' });
        if (!o) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
        o.closes = (o.closes ?? 0) + 1;
        if (o.trade_state === 'SUCCESS') return answer(res, 400, { code: 'ORDERPAID', message: 'the order has been paid' });
        o.trade_state = 'CLOSED';
        res.writeHead(204, { 'request-id': crypto.randomUUID(), ...signed('') });
        return res.end();
      }
      answer(res, 404, { code: 'NOT_FOUND', message: 'no such API' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  /** A notify of `eventType` with `resource` encrypted (AEAD_AES_256_GCM) and signed; `over` forges it. */
  const notify = (eventType: string, resource: object, over: { timestamp?: number; serial?: string; key?: string; tamper?: (body: string) => string } = {}) => {
    const nonce = crypto.randomBytes(6).toString('hex'); // 12 characters, the GCM IV
    const associated = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associated, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: crypto.randomUUID(), create_time: new Date().toISOString(), resource_type: 'encrypt-resource', event_type: eventType, summary: 'notify',
      resource: { original_type: associated, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associated, nonce },
    });
    const headers = signed(body, over);
    return { headers, body: over.tamper ? over.tamper(body) : body };
  };

  /** The payment notify WeChat Pay sends when the order `outTradeNo` was paid (`total` cents, default what was ordered). */
  const paymentNotify = (outTradeNo: string, over: { total?: number; transactionId?: string } & Parameters<typeof notify>[2] = {}) => {
    const o = orders.get(outTradeNo);
    return notify('TRANSACTION.SUCCESS', {
      appid: keys.appid, mchid: keys.mchid, out_trade_no: outTradeNo, transaction_id: over.transactionId ?? `4200${Date.now()}${++seq}`,
      trade_type: 'JSAPI', trade_state: 'SUCCESS', trade_state_desc: '支付成功', bank_type: 'OTHERS', attach: '', success_time: new Date().toISOString(),
      payer: { openid: o?.payer.openid ?? 'unknown' }, amount: { total: over.total ?? o?.amount.total ?? 0, payer_total: over.total ?? o?.amount.total ?? 0, currency: 'CNY', payer_currency: 'CNY' },
    }, over);
  };

  const refundNotify = (outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS') => {
    const r = refunds.get(outRefundNo)!;
    return notify(`REFUND.${status}`, {
      mchid: keys.mchid, out_trade_no: '', transaction_id: r.transaction_id, out_refund_no: outRefundNo, refund_id: r.refund_id, refund_status: status,
      success_time: new Date().toISOString(), amount: { total: r.amount.total, refund: r.amount.refund, payer_total: r.amount.total, payer_refund: r.amount.refund },
    });
  };

  /** The payer paid the order (its notify is sent or lost by the test): a query answers SUCCESS. */
  const pay = (outTradeNo: string) => {
    const o = orders.get(outTradeNo)!;
    o.trade_state = 'SUCCESS';
    o.transaction_id = `4200${Date.now()}${++seq}`;
    return o.transaction_id;
  };

  return {
    endpoint: `http://127.0.0.1:${port}`,
    orders,
    refunds,
    rejected,
    queries,
    pay,
    /** Signature headers for a body (a test forges around them). */
    sign: (body: string) => signed(body),
    notify,
    paymentNotify,
    refundNotify,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
