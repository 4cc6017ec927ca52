import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlipaySdk } from 'alipay-sdk';
import { makeAlipayKeys, startAlipayLoopback } from '../../../test/alipay-loopback.ts';
import { AlipayTransfer, beijingTimestamp, pkcs8, resultOfTransfer } from './alipay-transfer.ts';
import type { WithdrawRow } from './payout.ts';

/**
 * The Alipay transfer adapter (alipay-sdk) against the Alipay loopback, which verifies our RSA2
 * signature over the sorted parameters and signs its answers: one transfer per out_biz_no, the
 * status mapping, refusals, lost answers and answers that are not Alipay's.
 */
const APP_ID = '2021000000000001';
const keys = makeAlipayKeys();
const other = makeAlipayKeys();
let ali: Awaited<ReturnType<typeof startAlipayLoopback>>;
let gw: AlipayTransfer;

const client = (over: { privateKey?: string; alipayPublicKey?: string } = {}) => new AlipayTransfer(new AlipaySdk({
  appId: APP_ID, privateKey: pkcs8(over.privateKey ?? keys.app.privateKey).trim(), keyType: 'PKCS8',
  alipayPublicKey: (over.alipayPublicKey ?? keys.alipay.publicKey).trim(), gateway: ali.gateway, camelcase: false, timeout: 5000,
}), '佣金提现');

let seq = 0;
const row = (over: Partial<WithdrawRow> = {}): WithdrawRow => ({
  id: ++seq, withdrawNo: `W2026112502${String(seq).padStart(6, '0')}`, userId: 1, shopId: null, channel: 'alipay', amount: 12_350, fee: 100, payAmount: 12_250,
  accountName: '李四', accountNo: 'lisi@example.com', bankName: '', bankBranch: '', status: 'paying', reason: '', voucher: '', adminRemark: '',
  payoutNo: '', payoutState: '', payoutPackage: '', payoutChecks: 0, auditAdminId: null, auditTime: null, payingTime: new Date(), paidTime: null, closedTime: null,
  updateTime: new Date(), createTime: new Date(), ...over,
});

beforeAll(async () => {
  ali = await startAlipayLoopback(APP_ID, keys.app.publicKey, keys.alipay.privateKey);
  gw = client();
});
afterAll(() => ali?.close());

describe('resultOfTransfer', () => {
  it('maps every status', () => {
    expect(resultOfTransfer({ status: 'SUCCESS', order_id: 'A1' })).toEqual({ state: 'paid', payoutNo: 'A1', payoutState: 'SUCCESS' });
    expect(resultOfTransfer({ status: 'DEALING' })).toMatchObject({ state: 'paying' });
    expect(resultOfTransfer({ status: 'FAIL', fail_reason: '收款账户状态异常' })).toMatchObject({ state: 'failed', reason: '收款账户状态异常' });
    expect(resultOfTransfer({ status: 'REFUND' })).toMatchObject({ state: 'failed', reason: 'REFUND' });
  });
});

describe('the timestamp', () => {
  it('is Beijing time whatever the server zone', () => {
    expect(beijingTimestamp(new Date('2026-11-25T17:30:05Z'))).toBe('2026-11-26 01:30:05');
  });
});

describe('the app key', () => {
  it('is read as PKCS#8 PEM, PKCS#1 PEM without line breaks, or bare base64', () => {
    const key = crypto.createPrivateKey(keys.app.privateKey);
    const pkcs1 = key.export({ format: 'pem', type: 'pkcs1' }).toString().replace(/\n/g, ' ');
    const bare = (key.export({ format: 'der', type: 'pkcs8' }) as Buffer).toString('base64');
    for (const text of [keys.app.privateKey, pkcs1, bare]) expect(pkcs8(text)).toBe(key.export({ format: 'pem', type: 'pkcs8' }).toString());
  });
});

describe('transfer and query', () => {
  it('pays once per out_biz_no, signed as Alipay checks it', async () => {
    const r = row();
    const first = await gw.start(r);
    expect(first).toMatchObject({ state: 'paid', payoutState: 'SUCCESS' });
    const t = ali.transfers.get(r.withdrawNo)!;
    expect(t).toMatchObject({ trans_amount: '122.50', product_code: 'TRANS_ACCOUNT_NO_PWD', biz_scene: 'DIRECT_TRANSFER', payee_info: { identity: 'lisi@example.com', identity_type: 'ALIPAY_LOGON_ID', name: '李四' } });
    expect(first.payoutNo).toBe(t.order_id);
    expect(await gw.start(r)).toEqual(first);
    expect(t.sends).toBe(2);
    expect(ali.transfers.size).toBe(1);
    expect(await gw.query(r)).toEqual(first);
    expect(ali.rejected).toEqual([]);
  });

  it('lost answers throw (the HTTP client retries a cut connection once, with the same out_biz_no); the retry finds the same transfer', async () => {
    const r = row();
    ali.next.dropAnswers = 2;
    await expect(gw.start(r)).rejects.toThrow();
    expect(await gw.start(r)).toMatchObject({ state: 'paid' });
    expect(ali.transfers.get(r.withdrawNo)!.sends).toBe(3);
    expect([...ali.transfers.values()].filter((t) => t.payee_info.identity === r.accountNo && t.out_biz_no === r.withdrawNo)).toHaveLength(1);
  });

  it('a transfer in progress is paying until the query finds it settled; one Alipay never saw is started by the query', async () => {
    const r = row();
    ali.next.status = 'DEALING';
    try {
      expect(await gw.start(r)).toMatchObject({ state: 'paying', payoutState: 'DEALING' });
      expect(await gw.query(r)).toMatchObject({ state: 'paying' });
      ali.settle(r.withdrawNo, 'FAIL', '收款账户状态异常');
      expect(await gw.query(r)).toMatchObject({ state: 'failed', reason: '收款账户状态异常' });
    } finally {
      ali.next.status = 'SUCCESS';
    }
    const unseen = row();
    expect(await gw.query(unseen)).toMatchObject({ state: 'paid' });
    expect(ali.transfers.get(unseen.withdrawNo)!.sends).toBe(1);
  });

  it('a refusal is a failed payout with its reason', async () => {
    ali.accounts.set('wangwu@example.com', '王五');
    const r = row({ accountNo: 'wangwu@example.com', accountName: '王六' });
    expect(await gw.start(r)).toMatchObject({ state: 'failed', payoutState: 'PAYEE_USER_INFO_ERROR', reason: expect.stringContaining('PAYEE_USER_INFO_ERROR') });
    expect(ali.transfers.has(r.withdrawNo)).toBe(false);
  });

  it('a request signed with another app key is refused by Alipay; an answer signed by another key throws', async () => {
    const r = row();
    expect(await client({ privateKey: other.app.privateKey }).start(r)).toMatchObject({ state: 'failed', payoutState: 'isv.invalid-signature' });
    expect(ali.rejected).toEqual(['isv.invalid-signature']);
    expect(ali.transfers.has(r.withdrawNo)).toBe(false);
    await expect(client({ alipayPublicKey: other.alipay.publicKey }).start(r)).rejects.toThrow(/验签失败/);
  });
});
