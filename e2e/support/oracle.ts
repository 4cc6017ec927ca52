import type { CaptchaPoint } from '../../apps/server/src/core/captcha/click-captcha.ts';
import { E2E } from './env.ts';

/** The stored layout of a click captcha, read from the test database. */
export async function captchaLayout(id: string): Promise<{ text: CaptchaPoint[]; width: number; height: number }> {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}/captcha?id=${encodeURIComponent(id)}`);
  if (!res.ok) throw new Error(`no captcha ${id}`);
  return (await res.json()) as { text: CaptchaPoint[]; width: number; height: number };
}

export async function createMember(m: { username: string; password: string; nickname?: string; email?: string; mobile?: string }): Promise<number | null> {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}/members`, { method: 'POST', body: JSON.stringify(m) });
  if (!res.ok) throw new Error('could not create member');
  return ((await res.json()) as { id: number | null }).id;
}

/** A member's order of one product, created and paid with the balance through the order engine. */
export async function placePaidOrder(o: { user_id: number; shop_id: number; product_id: number; quantity: number }): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}/orders`, { method: 'POST', body: JSON.stringify(o) });
  if (!res.ok) throw new Error(`could not place the order: ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** A member's order of one product paid through WeChat Pay: its payment recorded as the verified notify records it. */
export async function placeGatewayPaidOrder(o: { user_id: number; shop_id: number; product_id: number; quantity: number; trade_no: string }): Promise<{ id: number; orderNo: string }> {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}/orders/gateway-paid`, { method: 'POST', body: JSON.stringify(o) });
  if (!res.ok) throw new Error(`could not place the order: ${await res.text()}`);
  return (await res.json()) as { id: number; orderNo: string };
}

/** An order paid with the balance and then through WeChat Pay as well (the notify's engine): paid twice, the second payment queued to be refunded. */
export async function placePaidTwiceOrder(o: { user_id: number; shop_id: number; product_id: number; quantity: number; trade_no: string }): Promise<{ id: number; orderNo: string }> {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}/orders/paid-twice`, { method: 'POST', body: JSON.stringify(o) });
  if (!res.ok) throw new Error(`could not place the order: ${await res.text()}`);
  return (await res.json()) as { id: number; orderNo: string };
}

/** An approved agent's downline buys, pays and completes an order of `price` cents (the engine through the oracle); its order number. */
export async function completedAgentOrder(agent: string, price: number): Promise<{ orderNo: string }> {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}/distribution/completed-order`, { method: 'POST', body: JSON.stringify({ agent, price }) });
  if (!res.ok) throw new Error('could not make the agent order: ' + (await res.text()));
  return (await res.json()) as { orderNo: string };
}

/** Centre of a target in the rendered image; text points have their baseline at y. */
export function clickPosition(p: CaptchaPoint, scaleX: number, scaleY: number) {
  const y = p.icon ? p.y + p.height / 2 : p.y - p.height / 2;
  return { x: (p.x + p.width / 2) * scaleX, y: y * scaleY };
}

async function oracleGet<T>(pathAndQuery: string): Promise<T | null> {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}${pathAndQuery}`);
  return res.ok ? ((await res.json()) as T) : null;
}

/** Retries a read of the oracle for a few seconds (a code arrives just after the send call answers). */
async function eventually<T>(read: () => Promise<T | null>, what: string): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${what}`);
}

export interface ReceivedMail { /** The envelope sender. */ from: string; subject: string; html: string }

/** The newest mail the loopback SMTP server received for an address. */
export function lastMail(to: string) {
  return eventually(() => mailTo(to), `mail to ${to}`);
}

/** The newest mail to an address as the mailbox holds it now (no waiting): null when there is none. */
export function mailTo(to: string) {
  return oracleGet<ReceivedMail>(`/mails?to=${encodeURIComponent(to)}`);
}

/** The newest SMS the loopback Alibaba Cloud endpoint accepted for a number. */
export function lastSms(mobile: string) {
  return eventually(() => oracleGet<{ event: string; code: string }>(`/sms?mobile=${encodeURIComponent(mobile)}`), `SMS to ${mobile}`);
}

/** The code in a code mail ("Your verification code is: 123456"). */
export function codeInMail(html: string): string {
  const code = html.replace(/<[^>]+>/g, ' ').match(/[:：]\s*([0-9A-Za-z]{4,8})\b/)?.[1];
  if (!code) throw new Error(`no code in mail: ${html}`);
  return code;
}

/** Rebuilds the web app and restarts the app server on the same data (after the CRUD generator wrote an area). */
export async function rebuildAndRestart(): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}/restart`, { method: 'POST' });
  if (!res.ok) throw new Error(`restart failed: ${await res.text()}`);
}
