import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** A code of an authenticator app, computed with the library the server checks it with (RFC 6238 defaults). */
export const totpCode = (secret: string, atMs = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: atMs });

/** A button's name as antd renders it: two CJK characters get a space between them. */
const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s?')}$`);

/** The two-factor card of the admin's profile page (enrolment, recovery codes, turn-off). */
export class TwoFactorCard {
  constructor(readonly page: Page) {}

  readonly card = () => this.page.locator('.two-factor-card');
  readonly state = () => this.card().locator('.ant-card-head .ant-tag');
  readonly secret = () => this.card().locator('.two-factor-secret code');
  readonly qr = () => this.card().locator('.two-factor-qr canvas');
  readonly recoveryCodes = () => this.card().locator('.two-factor-codes code');

  /** Password, then the QR code and the key: answers the key. */
  async start(password: string): Promise<string> {
    await this.card().getByRole('button', { name: buttonName('设置') }).click();
    await this.card().getByLabel('当前密码').fill(password);
    await this.card().getByRole('button', { name: buttonName('继续') }).click();
    await expect(this.qr()).toBeVisible({ timeout: 15_000 });
    return (await this.secret().textContent()) ?? '';
  }

  /** The first code turns it on: answers the recovery codes shown. */
  async confirm(code: string): Promise<string[]> {
    await this.card().getByLabel('验证码').fill(code);
    await this.card().getByRole('button', { name: buttonName('开启') }).click();
    await expect(this.recoveryCodes()).toHaveCount(10, { timeout: 15_000 });
    return this.recoveryCodes().allTextContents();
  }
}

/** The admin login's second step (form adminLoginTwoFactor). */
export class SecondStep {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.locator('form#adminLoginTwoFactor');
  readonly code = () => this.page.locator('#adminLoginTwoFactor_code');
  readonly submit = () => this.form().locator('button[type=submit]');
  readonly useRecovery = () => this.form().getByRole('button', { name: '使用恢复码' });

  async enter(code: string) {
    await expect(this.code()).toBeVisible({ timeout: 15_000 });
    await this.code().fill(code);
    await this.submit().click();
  }
}
