import { expect, type Page } from '@playwright/test';
import { ClickCaptchaDialog } from './click-captcha.ts';

/** The admin (`/admin/login`, form adminLogin) and member (`/user/login`, form userLogin) login pages. */
export class LoginPage {
  readonly captcha: ClickCaptchaDialog;

  constructor(readonly page: Page, private readonly area: 'admin' | 'user') {
    this.captcha = new ClickCaptchaDialog(page);
  }

  private get form() {
    return this.area === 'admin' ? 'adminLogin' : 'userLogin';
  }

  readonly username = () => this.page.locator(`#${this.form}_username`);
  readonly password = () => this.page.locator(`#${this.form}_password`);
  readonly keep = () => this.page.locator(`#${this.form}_keep`);
  readonly submit = () => this.page.locator(`form#${this.form} button[type=submit]`);
  readonly languageSwitch = () => this.page.getByTestId('language-switch');
  readonly colorModeSwitch = () => this.page.getByTestId('color-mode-switch');

  async goto() {
    await this.page.goto(`/${this.area}/login`);
    await expect(this.username()).toBeVisible();
  }

  async fill(username: string, password: string, keep = false) {
    await this.username().fill(username);
    await this.password().fill(password);
    if (keep) await this.keep().check();
  }

  /** Submits and passes the click captcha. */
  async loginWith(username: string, password: string, keep = false) {
    await this.fill(username, password, keep);
    const id = await this.captcha.openWith(() => this.submit().click());
    await this.captcha.solve(id);
  }
}
