import crypto from 'node:crypto';
import http from 'node:http';

/**
 * A loopback stand-in for the Alipay OpenAPI gateway (`gateway.do`), written apart from the app's
 * adapter (which goes through alipay-sdk) so that the two check each other. It verifies every
 * request's RSA2 signature (SHA256withRSA with the app's public key over the parameters, `sign`
 * and empty ones left out, sorted by name, `k=v` joined by `&`), its app id and a fresh timestamp
 * (Beijing time); answers `{ "<method>_response": {…}, "sign": "…" }` signed over the response's
 * JSON text with Alipay's key; and keeps one transfer per out_biz_no (a repeated one is answered
 * with the transfer already made, never a second).
 */

export type TransferStatus = 'SUCCESS' | 'DEALING' | 'FAIL' | 'REFUND';

export interface AlipayTransfer {
  out_biz_no: string;
  trans_amount: string;
  product_code: string;
  biz_scene: string;
  order_title: string;
  payee_info: { identity: string; identity_type: string; name?: string };
  order_id: string;
  status: TransferStatus;
  fail_reason?: string;
  /** How many times this out_biz_no was sent. */
  sends: number;
}

/** Fresh RSA-2048 key pairs of the app and of Alipay, in PEM. */
export function makeAlipayKeys() {
  const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  return { app: pair(), alipay: pair() };
}

/** The string an RSA2 signature covers: parameters but `sign` and empty ones, sorted, `k=v&…`. */
export function signContent(params: Record<string, string>): string {
  return Object.keys(params).filter((k) => k !== 'sign' && params[k] !== '').sort().map((k) => `${k}=${params[k]}`).join('&');
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time as epoch milliseconds; NaN when malformed. */
const beijing = (t: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(t) ? Date.parse(`${t.replace(' ', 'T')}+08:00`) : NaN);

export async function startAlipayLoopback(appId: string, appPublicKey: string, alipayPrivateKey: string) {
  const transfers = new Map<string, AlipayTransfer>();
  const rejected: string[] = [];
  /** out_biz_no of every query received. */
  const queries: string[] = [];
  /** Alipay accounts: logon id → real name; a transfer to a known one with another name is refused. */
  const accounts = new Map<string, string>();
  /** What the next new transfer answers; `dropAnswers`: so many transfer requests are handled and then their connection cut (lost answers). */
  const next: { status: 'SUCCESS' | 'DEALING'; dropAnswers: number } = { status: 'SUCCESS', dropAnswers: 0 };
  /** Cuts the connection instead of answering while `next.dropAnswers` says so. */
  const dropped = (res: http.ServerResponse) => {
    if (next.dropAnswers <= 0) return false;
    next.dropAnswers--;
    res.socket?.destroy();
    return true;
  };
  let seq = 0;

  const answer = (res: http.ServerResponse, method: string, payload: object) => {
    const inner = JSON.stringify(payload);
    const sign = crypto.sign('sha256', Buffer.from(inner, 'utf8'), alipayPrivateKey).toString('base64');
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${sign}"}`);
  };
  const ok = { code: '10000', msg: 'Success' };
  const refuse = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

  const transfer = (res: http.ServerResponse, method: string, b: Omit<AlipayTransfer, 'order_id' | 'status' | 'sends'>) => {
    if (b.product_code !== 'TRANS_ACCOUNT_NO_PWD' || b.biz_scene !== 'DIRECT_TRANSFER' || !b.out_biz_no || !/^\d{1,9}\.\d{2}$/.test(b.trans_amount) || !b.order_title
      || b.payee_info?.identity_type !== 'ALIPAY_LOGON_ID' || !b.payee_info.identity || !b.payee_info.name) {
      rejected.push('INVALID_PARAMETER');
      return answer(res, method, refuse('INVALID_PARAMETER', 'bad transfer'));
    }
    const prior = transfers.get(b.out_biz_no);
    if (prior) {
      prior.sends++;
      if (prior.trans_amount !== b.trans_amount || prior.payee_info.identity !== b.payee_info.identity) return answer(res, method, refuse('REQUEST_PARAM_ILLEGAL', 'out_biz_no used with other details'));
      if (dropped(res)) return;
      return answer(res, method, { ...ok, out_biz_no: prior.out_biz_no, order_id: prior.order_id, pay_fund_order_id: prior.order_id, status: prior.status, trans_date: '2026-11-25 10:00:00' });
    }
    const known = accounts.get(b.payee_info.identity);
    if (known !== undefined && known !== b.payee_info.name) return answer(res, method, refuse('PAYEE_USER_INFO_ERROR', '支付宝账号和姓名不匹配'));
    const t: AlipayTransfer = { ...b, order_id: `20261125110070000006${++seq}`, status: next.status, sends: 1 };
    transfers.set(b.out_biz_no, t);
    if (dropped(res)) return;
    return answer(res, method, { ...ok, out_biz_no: t.out_biz_no, order_id: t.order_id, pay_fund_order_id: t.order_id, status: t.status, trans_date: '2026-11-25 10:00:00' });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://loopback');
      if (req.method !== 'POST' || url.pathname !== '/gateway.do') {
        res.writeHead(404).end();
        return;
      }
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      for (const [k, v] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) params[k] = v;
      const method = params.method ?? '';
      const failure = params.app_id !== appId ? 'isv.invalid-app-id'
        : params.sign_type !== 'RSA2' || params.charset !== 'utf-8' || params.version !== '1.0' ? 'isv.invalid-signature-type'
          : !(Math.abs(Date.now() - beijing(params.timestamp ?? '')) <= 600_000) ? 'isv.invalid-timestamp'
            : !crypto.verify('sha256', Buffer.from(signContent(params), 'utf8'), appPublicKey, Buffer.from(params.sign ?? '', 'base64')) ? 'isv.invalid-signature' : null;
      if (failure) {
        rejected.push(failure);
        return answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: failure, sub_msg: 'rejected by the loopback verifier' });
      }
      let biz: Record<string, unknown>;
      try {
        biz = JSON.parse(params.biz_content ?? '');
      } catch {
        rejected.push('biz_content');
        return answer(res, method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-biz-content', sub_msg: 'biz_content' });
      }
      if (method === 'alipay.fund.trans.uni.transfer') return transfer(res, method, biz as Omit<AlipayTransfer, 'order_id' | 'status' | 'sends'>);
      if (method === 'alipay.fund.trans.common.query') {
        const t = transfers.get(String(biz.out_biz_no ?? ''));
        queries.push(String(biz.out_biz_no ?? ''));
        if (!t) return answer(res, method, refuse('ORDER_NOT_EXIST', '转账订单不存在'));
        return answer(res, method, {
          ...ok, order_id: t.order_id, pay_fund_order_id: t.order_id, out_biz_no: t.out_biz_no, trans_amount: t.trans_amount, status: t.status,
          pay_date: '2026-11-25 10:00:00', ...(t.fail_reason ? { fail_reason: t.fail_reason } : {}),
        });
      }
      answer(res, method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: 'no such method' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    transfers,
    accounts,
    next,
    rejected,
    queries,
    /** The transfer reached `status` at Alipay (a DEALING one settled). */
    settle: (outBizNo: string, status: TransferStatus, failReason?: string) => {
      const t = transfers.get(outBizNo)!;
      t.status = status;
      if (failReason) t.fail_reason = failReason;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
