import { eq, sql } from 'drizzle-orm';
import { captcha } from '../src/db/schema/index.ts';
import { captchaKey } from '../src/core/captcha/service.ts';
import { solveClickCaptcha, type CaptchaPoint } from '../src/core/captcha/index.ts';
import { lastDevSmsCode } from '../src/core/sms/log-provider.ts';
import type { SmtpLoopback } from './smtp-loopback.ts';
import type { TestServer } from './helpers.ts';

/** Sets config-centre values as an admin would and drops the settings cache. */
export async function setSettings(s: TestServer, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await s.change(sql`update config set value = ${value} where name = ${name}`);
  s.ctx.settings.invalidate();
}

export const useMail = (s: TestServer, smtp: SmtpLoopback) => setSettings(s, {
  smtp_server: '127.0.0.1', smtp_port: String(smtp.port), smtp_user: smtp.credentials.user, smtp_pass: smtp.credentials.pass,
  smtp_verification: 'SSL', smtp_sender_mail: 'noreply@example.com',
});

let n = 0;
/** A click captcha fetched over HTTP and solved from its stored layout: `{captchaId, captchaInfo}`. */
export async function solvedCaptcha(s: TestServer) {
  const id = `account-test-${process.pid}-${++n}`;
  await s.call('GET', `/api/common/clickCaptcha?id=${id}`);
  const [row] = await s.ctx.db.select().from(captcha).where(eq(captcha.key, captchaKey(id)));
  const layout = JSON.parse(row.captcha!) as { text: CaptchaPoint[]; width: number; height: number };
  return { captchaId: id, captchaInfo: solveClickCaptcha(layout.text, layout.width, layout.height, layout.width, layout.height) };
}

const en = (token?: string) => ({ 'think-lang': 'en', ...(token ? { 'ba-user-token': token } : {}) });

export async function sendEms(s: TestServer, email: string, event: string, extra: Record<string, unknown> = {}, token?: string) {
  return s.call('POST', '/api/Ems/send', { body: { email, event, ...(await solvedCaptcha(s)), ...extra }, headers: en(token) });
}

export async function sendSms(s: TestServer, mobile: string, event: string, extra: Record<string, unknown> = {}, token?: string) {
  return s.call('POST', '/api/Sms/send', { body: { mobile, template_code: event, ...(await solvedCaptcha(s)), ...extra }, headers: en(token) });
}

/** The code in the newest mail to an address. */
export function mailedCode(smtp: SmtpLoopback, email: string): string {
  const code = /(\d{6})/.exec(smtp.lastTo(email)?.html ?? '')?.[1];
  if (!code) throw new Error('no code mailed to ' + email);
  return code;
}

/** The code the development SMS provider "sent" (the log provider must be configured). */
export function smsCode(mobile: string, event?: string): string {
  const code = lastDevSmsCode(mobile, event);
  if (!code) throw new Error('no SMS code for ' + mobile);
  return code;
}

/** Registers a member by mobile code (the config centre requiring one; SMS provider `log`) through the HTTP API and returns the user info. */
export async function registerByMobile(s: TestServer, username: string, mobile: string, password = 'member-pass-1', extra: Record<string, unknown> = {}) {
  await setSettings(s, { user_register_verification: 'mobile' });
  const sent = await sendSms(s, mobile, 'user_register');
  if (sent.body.code !== 1) throw new Error('send failed: ' + JSON.stringify(sent.body));
  const res = await s.call('POST', '/api/user/checkIn', {
    body: { tab: 'register', username, password, registerType: 'mobile', mobile, captcha: smsCode(mobile, 'user_register'), ...extra },
    headers: en(),
  });
  if (res.body.code !== 1) throw new Error('register failed: ' + JSON.stringify(res.body));
  return res.body.data.userInfo as { id: number; token: string; username: string };
}

/** Makes the last code for an address and event old enough to be sent again. */
export const ageCodes = (s: TestServer) => s.change(sql`update captcha set create_time = create_time - interval '61 seconds' where key like 'code:%'`);

export const enHeaders = en;
