import crypto from 'node:crypto';
import http from 'node:http';

/**
 * A loopback stand-in for WeChat Pay API v3, written apart from the app's adapter so that the two
 * check each other: it verifies every request's `WECHATPAY2-SHA256-RSA2048` Authorization with
 * the merchant's public key (mchid, serial, a fresh timestamp, the signature over
 * `METHOD\nURL\ntimestamp\nnonce\nbody\n`), signs its answers with the platform key, keeps the
 * JSAPI orders and refunds it accepted, and builds signed, AES-256-GCM encrypted notifies.
 * It also stands in for 商家转账 (transfer bills): it decrypts the payee's name with the platform
 * private key (RSA-OAEP), checks the `Wechatpay-Serial` it was encrypted for, keeps one bill per
 * out_bill_no (a repeated one is answered with the same bill, never a second transfer) and
 * builds the signed MCHTRANSFER notifies.
 */

export interface LoopbackKeys {
  mchid: string;
  appid: string;
  merchantSerial: string;
  apiV3Key: string;
  platformSerial: string;
}

/** The merchant the tests configure (any values of these forms; the loopback checks requests against them). */
export const TEST_MERCHANT: LoopbackKeys = {
  mchid: '1900000109', appid: 'wx8888888888888888', merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', apiV3Key: 'an-apiv3-key-of-32-bytes-0123456', platformSerial: 'PUB_KEY_ID_0114232134912410000000000000',
};

/** The config centre's WeChat Pay settings of a merchant with these keys, its API served at `endpoint` (a loopback). */
export const wechatPaySettings = (keys: LoopbackKeys, pems: ReturnType<typeof makeKeys>, endpoint: string): Record<string, string> => ({
  wechatpay_appid: keys.appid, wechatpay_mchid: keys.mchid, wechatpay_serial_no: keys.merchantSerial, wechatpay_key_secret: pems.merchant.privateKey,
  wechatpay_apiv3_secret: keys.apiV3Key, wechatpay_platform_serial: keys.platformSerial, wechatpay_platform_public_key: pems.platform.publicKey,
  wechatpay_notify_url: 'https://shop.example.com/api/pay/wechat/notify', wechatpay_endpoint: endpoint,
});

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
  /** What the refund's creation answered (a resend answers the same). */
  status: 'PROCESSING' | 'ABNORMAL' | 'CLOSED';
}

export type BillState = 'ACCEPTED' | 'PROCESSING' | 'WAIT_USER_CONFIRM' | 'TRANSFERING' | 'SUCCESS' | 'FAIL' | 'CANCELLED';

export interface TransferBill {
  appid: string;
  out_bill_no: string;
  transfer_scene_id: string;
  openid: string;
  /** The payee's name as decrypted ('' when none was sent). */
  user_name: string;
  transfer_amount: number;
  transfer_remark: string;
  notify_url: string;
  transfer_scene_report_infos: { info_type: string; info_content: string }[];
  transfer_bill_no: string;
  state: BillState;
  fail_reason?: string;
  package_info?: string;
  /** How many times this out_bill_no was sent. */
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
  const bills = new Map<string, TransferBill>();
  /** What the next new transfer bill answers; `dropAnswer` creates the bill and then cuts the connection (a lost answer). */
  const transfers: { state: BillState; failReason?: string; dropAnswer?: boolean } = { state: 'WAIT_USER_CONFIRM' };
  /**
   * While `failure` is set, every refund is answered with it (WeChat Pay down, or refusing), and not
   * recorded; `status` is the state a new refund is answered with (default PROCESSING).
   */
  const refundAnswers: { failure?: { status: number; code: string; message: string }; status?: 'ABNORMAL' | 'CLOSED' } = {};
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

  const billAnswer = (bill: TransferBill) => ({
    out_bill_no: bill.out_bill_no, transfer_bill_no: bill.transfer_bill_no, state: bill.state, create_time: new Date().toISOString(),
    ...(bill.state === 'WAIT_USER_CONFIRM' ? { package_info: bill.package_info } : {}), ...(bill.fail_reason ? { fail_reason: bill.fail_reason } : {}),
  });

  /** 发起转账: the name decrypted with the platform key, one bill per out_bill_no. */
  const transferBill = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => {
    const t = JSON.parse(body) as Omit<TransferBill, 'user_name'> & { user_name?: string };
    let userName = '';
    if (t.user_name) {
      if (req.headers['wechatpay-serial'] !== keys.platformSerial) {
        rejected.push('SERIAL_MISMATCH');
        return answer(res, 400, { code: 'PARAM_ERROR', message: 'Wechatpay-Serial does not name the key the name was encrypted with' });
      }
      try {
        userName = crypto.privateDecrypt({ key: platformPrivateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from(t.user_name, 'base64')).toString('utf8');
      } catch {
        rejected.push('DECRYPT_ERROR');
        return answer(res, 400, { code: 'PARAM_ERROR', message: 'user_name does not decrypt' });
      }
    }
    if (t.appid !== keys.appid || !t.out_bill_no || !t.transfer_scene_id || !t.openid || !Number.isInteger(t.transfer_amount) || !(t.transfer_amount > 0)
      || !t.transfer_remark || t.transfer_remark.length > 32 || !t.notify_url || !Array.isArray(t.transfer_scene_report_infos)) {
      rejected.push('PARAM_ERROR');
      return answer(res, 400, { code: 'PARAM_ERROR', message: 'bad transfer' });
    }
    const prior = bills.get(t.out_bill_no);
    if (prior) {
      prior.sends++;
      if (prior.transfer_amount !== t.transfer_amount || prior.openid !== t.openid) return answer(res, 400, { code: 'INVALID_REQUEST', message: 'out_bill_no used with other details' });
      return answer(res, 200, billAnswer(prior));
    }
    const no = ++seq;
    const bill: TransferBill = {
      ...t, user_name: userName, transfer_bill_no: `1330000071100999991182020050700019480${no}`, state: transfers.state, sends: 1,
      ...(transfers.failReason ? { fail_reason: transfers.failReason } : {}),
      ...(transfers.state === 'WAIT_USER_CONFIRM' ? { package_info: `affffddafdfafddffda==${no}` } : {}),
    };
    bills.set(t.out_bill_no, bill);
    if (transfers.dropAnswer) {
      transfers.dropAnswer = false;
      return res.socket?.destroy();
    }
    return answer(res, 200, billAnswer(bill));
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
        const { failure } = refundAnswers;
        if (failure) return answer(res, failure.status, { code: failure.code, message: failure.message });
        const r = JSON.parse(body) as AcceptedRefund;
        const prior = refunds.get(r.out_refund_no);
        if (prior) prior.sends++;
        const accepted = prior ?? { ...r, refund_id: `50${Date.now()}${++seq}`, sends: 1, status: refundAnswers.status ?? 'PROCESSING' };
        refunds.set(r.out_refund_no, accepted);
        return answer(res, 200, { refund_id: accepted.refund_id, out_refund_no: r.out_refund_no, transaction_id: r.transaction_id, status: accepted.status, amount: r.amount });
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
      if (req.method === 'POST' && url === '/v3/fund-app/mch-transfer/transfer-bills') return transferBill(req, res, body);
      const b = /^\/v3\/fund-app\/mch-transfer\/transfer-bills\/out-bill-no\/([^/?]+)$/.exec(url);
      if (req.method === 'GET' && b) {
        const bill = bills.get(decodeURIComponent(b[1]));
        if (!bill) return answer(res, 404, { code: 'NOT_FOUND', message: 'no such bill' });
        queries.push(bill.out_bill_no);
        return answer(res, 200, { mch_id: keys.mchid, mchid: keys.mchid, ...billAnswer(bill), appid: bill.appid, transfer_amount: bill.transfer_amount, transfer_remark: bill.transfer_remark, openid: bill.openid, create_time: new Date().toISOString(), update_time: new Date().toISOString() });
      }
      answer(res, 404, { code: 'NOT_FOUND', message: 'no such API' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  /** A notify of `eventType` with `resource` encrypted (AEAD_AES_256_GCM) and signed; `over` forges it. */
  const notify = (eventType: string, resource: object, over: { timestamp?: number; serial?: string; key?: string; tamper?: (body: string) => string } = {}) => {
    const nonce = crypto.randomBytes(6).toString('hex'); // 12 characters, the GCM IV
    const associated = eventType.startsWith('REFUND.') ? 'refund' : eventType.startsWith('MCHTRANSFER.') ? 'mch_payment' : 'transaction';
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

  /** The bill reached `state` at WeChat Pay (the member confirmed it, or it failed); its notify is sent or lost by the test. */
  const settleBill = (outBillNo: string, state: BillState, failReason?: string) => {
    const bill = bills.get(outBillNo)!;
    bill.state = state;
    if (failReason) bill.fail_reason = failReason;
  };

  /** The MCHTRANSFER.BILL.FINISHED notify of a bill as it stands (`amount` forges its amount). */
  const transferNotify = (outBillNo: string, over: { amount?: number } & Parameters<typeof notify>[2] = {}) => {
    const bill = bills.get(outBillNo)!;
    return notify('MCHTRANSFER.BILL.FINISHED', {
      mchid: keys.mchid, out_bill_no: outBillNo, transfer_bill_no: bill.transfer_bill_no, state: bill.state, transfer_amount: over.amount ?? bill.transfer_amount,
      openid: bill.openid, create_time: new Date().toISOString(), update_time: new Date().toISOString(), ...(bill.fail_reason ? { fail_reason: bill.fail_reason } : {}),
    }, over);
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
    refundAnswers,
    rejected,
    queries,
    bills,
    transfers,
    settleBill,
    transferNotify,
    pay,
    /** Signature headers for a body (a test forges around them). */
    sign: (body: string) => signed(body),
    notify,
    paymentNotify,
    refundNotify,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
