import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError, NotifyRefused } from '../order/gateway.ts';
import type { WechatPayKeys } from '../order/wechatpay-v3.ts';
import { makeKeys, startWechatPayLoopback } from '../../../test/wechatpay-loopback.ts';
import { parseReportInfos, resultOfBill, WechatTransfer, type TransferSettings } from './wechat-transfer.ts';
import type { WithdrawRow } from './payout.ts';

/**
 * The 商家转账 adapter against the WeChat Pay loopback, which checks our request signatures and
 * decrypts the payee's name with the platform private key: signing, the name's RSA-OAEP
 * encryption, the state mapping, one bill per out_bill_no, and notifies that are or are not authentic.
 */
const KEYS = { mchid: '1900000109', appid: 'wx8888888888888888', merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', apiV3Key: 'an-apiv3-key-of-32-bytes-0123456', platformSerial: 'PUB_KEY_ID_0114232134912410000000000000' };
const pems = makeKeys();
const other = makeKeys();
const SETTINGS: TransferSettings = { sceneId: '1005', notifyUrl: 'https://shop.example.com/api/withdraw/wechat/notify', remark: '佣金提现', reportInfos: parseReportInfos('岗位类型=推广代理\n报酬说明=推广佣金') };
let wx: Awaited<ReturnType<typeof startWechatPayLoopback>>;
let gw: WechatTransfer;

const keysWith = (over: Partial<WechatPayKeys> = {}): WechatPayKeys => ({
  appid: KEYS.appid, mchid: KEYS.mchid, serialNo: KEYS.merchantSerial, privateKey: crypto.createPrivateKey(pems.merchant.privateKey),
  apiV3Key: Buffer.from(KEYS.apiV3Key), platformSerial: KEYS.platformSerial, platformKey: crypto.createPublicKey(pems.platform.publicKey), endpoint: wx.endpoint, ...over,
});

let seq = 0;
/** A withdrawal row as the engine hands it to the gateway. */
const row = (over: Partial<WithdrawRow> = {}): WithdrawRow => ({
  id: ++seq, withdrawNo: `W2026112501${String(seq).padStart(6, '0')}`, userId: 1, shopId: null, channel: 'wechat', amount: 10_100, fee: 100, payAmount: 10_000,
  accountName: '张三', accountNo: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', bankName: '', bankBranch: '', status: 'paying', reason: '', voucher: '', adminRemark: '',
  payoutNo: '', payoutState: '', payoutPackage: '', payoutChecks: 0, auditAdminId: null, auditTime: null, payingTime: new Date(), paidTime: null, closedTime: null,
  updateTime: new Date(), createTime: new Date(), ...over,
});

beforeAll(async () => {
  wx = await startWechatPayLoopback(KEYS, pems.merchant.publicKey, pems.platform.privateKey);
  gw = new WechatTransfer(keysWith(), SETTINGS);
});
afterAll(() => wx?.close());

describe('resultOfBill', () => {
  it('maps every bill state', () => {
    expect(resultOfBill({ state: 'SUCCESS', transfer_bill_no: 'B1' })).toEqual({ state: 'paid', payoutNo: 'B1', payoutState: 'SUCCESS' });
    expect(resultOfBill({ state: 'FAIL', fail_reason: 'PAYEE_ACCOUNT_ABNORMAL' })).toMatchObject({ state: 'failed', reason: 'PAYEE_ACCOUNT_ABNORMAL' });
    expect(resultOfBill({ state: 'CANCELLED' })).toMatchObject({ state: 'failed', reason: 'CANCELLED' });
    expect(resultOfBill({ state: 'WAIT_USER_CONFIRM', package_info: 'pkg' })).toMatchObject({ state: 'paying', payoutState: 'WAIT_USER_CONFIRM', payoutPackage: 'pkg' });
    for (const state of ['ACCEPTED', 'PROCESSING', 'TRANSFERING', 'CANCELING']) expect(resultOfBill({ state, package_info: 'x' })).toEqual({ state: 'paying', payoutNo: '', payoutState: state });
  });
  it('reads the report infos one type=content a line', () => {
    expect(parseReportInfos(' 岗位类型 = 推广代理 \n\n报酬说明=推广佣金')).toEqual([{ info_type: '岗位类型', info_content: '推广代理' }, { info_type: '报酬说明', info_content: '推广佣金' }]);
  });
});

describe('the payee name', () => {
  it('is encrypted with RSA-OAEP for the platform key, fresh each time', () => {
    const a = gw.encryptField('张三');
    expect(a).not.toBe(gw.encryptField('张三'));
    const plain = crypto.privateDecrypt({ key: pems.platform.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from(a, 'base64'));
    expect(plain.toString('utf8')).toBe('张三');
  });
});

describe('start and query', () => {
  it('creates one bill waiting for the member, signed and with the name decrypting; a repeat returns that bill', async () => {
    const r = row();
    const first = await gw.start(r);
    expect(first).toMatchObject({ state: 'paying', payoutState: 'WAIT_USER_CONFIRM' });
    expect(first.payoutPackage).toBeTruthy();
    const bill = wx.bills.get(r.withdrawNo)!;
    expect(bill).toMatchObject({ user_name: '张三', transfer_amount: 10_000, openid: r.accountNo, transfer_scene_id: '1005', notify_url: SETTINGS.notifyUrl, transfer_remark: '佣金提现' });
    expect(bill.transfer_scene_report_infos).toEqual(SETTINGS.reportInfos);
    expect(await gw.start(r)).toEqual(first);
    expect(bill.sends).toBe(2);
    expect(wx.rejected).toEqual([]);
    wx.settleBill(r.withdrawNo, 'SUCCESS');
    expect(await gw.query(r)).toEqual({ state: 'paid', payoutNo: bill.transfer_bill_no, payoutState: 'SUCCESS' });
  });

  it('a lost answer throws; the retry finds the same bill', async () => {
    const r = row();
    wx.transfers.dropAnswer = true;
    await expect(gw.start(r)).rejects.toBeInstanceOf(GatewayError);
    expect(await gw.start(r)).toMatchObject({ state: 'paying' });
    expect(wx.bills.get(r.withdrawNo)!.sends).toBe(2);
  });

  it('a bill WeChat Pay never saw is started by the query, once', async () => {
    const r = row();
    expect(await gw.query(r)).toMatchObject({ state: 'paying', payoutState: 'WAIT_USER_CONFIRM' });
    expect(wx.bills.get(r.withdrawNo)!.sends).toBe(1);
  });

  it('a failed bill is a failed payout with the reason', async () => {
    const r = row();
    wx.transfers.state = 'FAIL';
    wx.transfers.failReason = 'PAYEE_ACCOUNT_ABNORMAL';
    try {
      expect(await gw.start(r)).toMatchObject({ state: 'failed', payoutState: 'FAIL', reason: 'PAYEE_ACCOUNT_ABNORMAL' });
    } finally {
      wx.transfers.state = 'WAIT_USER_CONFIRM';
      delete wx.transfers.failReason;
    }
  });

  it('a refusal (bad request) is a failed payout; an unauthentic answer throws', async () => {
    expect(await gw.start(row({ accountNo: '' }))).toMatchObject({ state: 'failed', payoutState: 'PARAM_ERROR' });
    const trusting = new WechatTransfer(keysWith({ platformKey: crypto.createPublicKey(other.platform.publicKey) }), SETTINGS);
    await expect(trusting.start(row({ accountName: '' }))).rejects.toMatchObject({ status: 200, code: 'SIGN_ERROR' });
    // its name encrypted for the wrong key: WeChat Pay's 400 cannot be told from a forgery either
    await expect(trusting.start(row())).rejects.toMatchObject({ status: 400, code: 'SIGN_ERROR' });
  });

  it('a request signed with another merchant key is refused by WeChat Pay and fails', async () => {
    const before = wx.rejected.length;
    const forger = new WechatTransfer(keysWith({ privateKey: crypto.createPrivateKey(other.merchant.privateKey) }), SETTINGS);
    const r = row();
    await expect(forger.start(r)).rejects.toMatchObject({ status: 401 });
    expect(wx.rejected.slice(before)).toEqual(['SIGN_ERROR']);
    expect(wx.bills.has(r.withdrawNo)).toBe(false);
  });
});

describe('notifies', () => {
  it('an authentic notify tells the bill; forged, stale or foreign ones are refused', async () => {
    const r = row();
    await gw.start(r);
    wx.settleBill(r.withdrawNo, 'SUCCESS');
    const n = wx.transferNotify(r.withdrawNo);
    expect(gw.parseNotify(n)).toEqual({ outBillNo: r.withdrawNo, amount: 10_000, result: { state: 'paid', payoutNo: wx.bills.get(r.withdrawNo)!.transfer_bill_no, payoutState: 'SUCCESS' } });
    expect(() => gw.parseNotify(wx.transferNotify(r.withdrawNo, { key: other.platform.privateKey }))).toThrow(NotifyRefused);
    expect(() => gw.parseNotify(wx.transferNotify(r.withdrawNo, { timestamp: Math.floor(Date.now() / 1000) - 600 }))).toThrow('stale timestamp');
    expect(() => gw.parseNotify(wx.transferNotify(r.withdrawNo, { tamper: (b) => b.replace('"summary":"notify"', '"summary":"forged"') }))).toThrow('bad signature');
    expect(() => gw.parseNotify(wx.paymentNotify('no-such-order'))).toThrow('not a transfer event');
  });
});
