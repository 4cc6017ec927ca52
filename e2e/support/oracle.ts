import { E2E } from './env.ts';

export interface CaptchaPoint { text: string; icon: boolean; x: number; y: number; width: number; height: number }

/** The stored layout of a click captcha, read from the test database. */
export async function captchaLayout(id: string): Promise<{ text: CaptchaPoint[]; width: number; height: number }> {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}/captcha?id=${encodeURIComponent(id)}`);
  if (!res.ok) throw new Error(`no captcha ${id}`);
  return (await res.json()) as { text: CaptchaPoint[]; width: number; height: number };
}

export async function createMember(m: { username: string; password: string; nickname?: string; email?: string; mobile?: string }) {
  const res = await fetch(`http://127.0.0.1:${E2E.oraclePort}/members`, { method: 'POST', body: JSON.stringify(m) });
  if (!res.ok) throw new Error('could not create member');
}

/** Centre of a target in the rendered image; text points have their baseline at y. */
export function clickPosition(p: CaptchaPoint, scaleX: number, scaleY: number) {
  const y = p.icon ? p.y + p.height / 2 : p.y - p.height / 2;
  return { x: (p.x + p.width / 2) * scaleX, y: y * scaleY };
}
