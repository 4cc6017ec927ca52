import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../src/db/schema/index.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { startAliyunSmsLoopback } from './aliyun-loopback.ts';
import { enHeaders, sendSms, setSettings } from './account-support.ts';

const KEY_ID = 'LTAIapitest';
const KEY_SECRET = 'api-test-access-key-secret';
let s: TestServer;
let aliyun: Awaited<ReturnType<typeof startAliyunSmsLoopback>>;

beforeAll(async () => {
  aliyun = await startAliyunSmsLoopback({ [KEY_ID]: KEY_SECRET });
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
  await aliyun.close();
});

const offered = async () => (await s.call('GET', '/api/user/checkIn')).body.data.accountVerificationType as string[];

describe('SMS codes through Alibaba Cloud SMS', () => {
  it('an admin chooses the provider in the config centre; it counts once key, sign name and templates are set', async () => {
    const h = { batoken: (await loginAdmin(s)).token };
    const sms = (await s.call('GET', '/admin/routine.Config/index', { headers: h })).body.data.list.sms.list as { name: string; content: Record<string, string> }[];
    expect(sms.find((i) => i.name === 'sms_provider')!.content).toMatchObject({ aliyun: '阿里云短信', tencent: '腾讯云短信' });
    const save = await s.call('POST', '/admin/routine.Config/edit?group=sms', {
      headers: h,
      body: { sms_provider: 'aliyun', sms_endpoint: aliyun.endpoint, sms_secret_id: KEY_ID, sms_secret_key: KEY_SECRET, sms_sign_name: '加盟商城', sms_region: '', sms_sdk_app_id: '' },
    });
    expect(save.body.code).toBe(1);
    // Region and SdkAppId are Tencent's; the templates are still missing.
    expect(await offered()).toEqual([]);
    await setSettings(s, { sms_tpl_user_register: 'SMS_9001', sms_tpl_user_change_mobile: 'SMS_9002', sms_tpl_user_retrieve_pwd: 'SMS_9003', sms_tpl_user_mobile_verify: 'SMS_9004' });
    expect(await offered()).toEqual(['mobile']);
  });

  it('sends a registration code in a signed SendSms request, and the member registers with it', async () => {
    const res = await sendSms(s, '13600000001', 'user_register');
    expect(res.body).toMatchObject({ code: 1, msg: 'SMS sent successfully~' });
    expect(aliyun.rejected).toEqual([]);
    const sms = aliyun.received.at(-1)!;
    expect(sms).toMatchObject({ phoneNumbers: '13600000001', signName: '加盟商城', templateCode: 'SMS_9001' });
    expect(sms.templateParam.code).toMatch(/^\d{6}$/);

    await setSettings(s, { user_register_verification: 'mobile' });
    const reg = await s.call('POST', '/api/user/checkIn', {
      body: { tab: 'register', username: 'aliyun_member', password: 'member-pass-1', registerType: 'mobile', mobile: '13600000001', captcha: sms.templateParam.code },
      headers: enHeaders(),
    });
    expect(reg.body).toMatchObject({ code: 1, data: { userInfo: { username: 'aliyun_member', mobile: '13600000001' } } });
    const [row] = await s.ctx.db.select().from(user).where(eq(user.username, 'aliyun_member'));
    expect(row.mobile).toBe('13600000001');
  });

  it('an error answer is a failed delivery with the generic message, and the member may ask again at once', async () => {
    aliyun.failWith('isv.BUSINESS_LIMIT_CONTROL');
    const failed = await sendSms(s, '13600000002', 'user_register');
    aliyun.failWith(null);
    expect(failed.body).toMatchObject({ code: 0, msg: 'Failed to send the SMS, please try again later' });
    expect(JSON.stringify(failed.body)).not.toContain('BUSINESS_LIMIT_CONTROL');
    expect(aliyun.rejected.at(-1)).toBe('isv.BUSINESS_LIMIT_CONTROL');

    expect((await sendSms(s, '13600000002', 'user_register')).body).toMatchObject({ code: 1, msg: 'SMS sent successfully~' });
    expect(aliyun.received.at(-1)).toMatchObject({ phoneNumbers: '13600000002', templateCode: 'SMS_9001' });
  });

  it('a refused signature (wrong AccessKey secret) fails the same way', async () => {
    await setSettings(s, { sms_secret_key: 'not-the-secret' });
    expect((await sendSms(s, '13600000003', 'user_register')).body).toMatchObject({ code: 0, msg: 'Failed to send the SMS, please try again later' });
    expect(aliyun.rejected.at(-1)).toBe('SignatureDoesNotMatch');
    await setSettings(s, { sms_secret_key: KEY_SECRET });
    expect((await sendSms(s, '13600000003', 'user_register')).body.code).toBe(1);
  });
});
