import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captcha } from '../../db/schema/index.ts';
import type { Lang } from '../i18n/index.ts';
import type { CaptchaPoint } from './index.ts';

// The renderer (canvas, font, icons) loads on the first captcha, not at start-up.
const renderer = () => import('../../core/captcha/index.ts');

export const CLICK_CAPTCHA_TTL_SECONDS = 600;

interface StoredLayout {
  text: CaptchaPoint[];
  width: number;
  height: number;
}

export const captchaKey = (id: string) => 'click:' + crypto.createHash('sha256').update(id).digest('hex').slice(0, 58);

/** Click captchas stored in the database so that any instance can check them (reference 14.1). */
export class ClickCaptchaService {
  constructor(private readonly db: Db) {}

  async create(id: string, lang: Lang) {
    const rendered = await (await renderer()).renderClickCaptcha({ lang });
    const layout: StoredLayout = { text: rendered.points, width: rendered.width, height: rendered.height };
    const now = new Date();
    const row = {
      key: captchaKey(id),
      code: crypto.createHash('sha256').update(rendered.text.join(',')).digest('hex'),
      captcha: JSON.stringify(layout),
      attempts: 0,
      createTime: now,
      expireTime: new Date(now.getTime() + CLICK_CAPTCHA_TTL_SECONDS * 1000),
    };
    await this.db.insert(captcha).values(row).onConflictDoUpdate({ target: captcha.key, set: row });
    return {
      id,
      text: rendered.text,
      base64: 'data:image/png;base64,' + rendered.png.toString('base64'),
      width: rendered.width,
      height: rendered.height,
    };
  }

  /** Removes expired captchas and verification codes (the `captcha-cleanup` job). */
  async deleteExpired(): Promise<void> {
    await this.db.delete(captcha).where(lt(captcha.expireTime, new Date()));
  }

  /**
   * Checks the clicked points. With `unset` (the business endpoint) the captcha is consumed
   * atomically, so it passes at most once; a failed check always consumes it.
   */
  async check(id: string, info: string, unset: boolean): Promise<boolean> {
    if (!id || !info) return false;
    const key = captchaKey(id);
    const [row] = unset
      ? await this.db.delete(captcha).where(eq(captcha.key, key)).returning()
      : await this.db.select().from(captcha).where(eq(captcha.key, key));
    if (!row || row.expireTime.getTime() <= Date.now() || !row.captcha) {
      if (row && !unset) await this.db.delete(captcha).where(eq(captcha.key, key));
      return false;
    }
    let layout: StoredLayout;
    try {
      layout = JSON.parse(row.captcha) as StoredLayout;
    } catch {
      return false;
    }
    const ok = (await renderer()).checkClickCaptchaPoints(layout.text, layout.width, layout.height, info);
    if (!ok && !unset) await this.db.delete(captcha).where(eq(captcha.key, key));
    return ok;
  }
}
