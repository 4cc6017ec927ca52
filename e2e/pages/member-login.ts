import { expect, type Locator, type Page } from '@playwright/test';
import { ClickCaptchaDialog } from './click-captcha.ts';
import { LoginPage } from './login-page.ts';

/** A "send code" button: the click captcha first, then the e-mail or SMS request. */
export async function sendCodeWith(page: Page, button: Locator, endpoint: '/api/Ems/send' | '/api/Sms/send') {
  const captcha = new ClickCaptchaDialog(page);
  const id = await captcha.openWith(() => button.click());
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().includes(endpoint)), captcha.solve(id)]);
  const body = (await res.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(1);
  await expect(button).toBeDisabled(); // the 60-second countdown
}

/** `/user/login`: the login tab (LoginPage), the register tab and the retrieve-password dialog. */
export class MemberLoginPage extends LoginPage {
  constructor(page: Page) {
    super(page, 'user');
  }

  readonly tab = (name: RegExp) => this.page.getByRole('tab', { name });
  readonly loginTab = () => this.tab(/^(登录|Log in)$/);
  readonly registerTab = () => this.tab(/^(注册|Register)$/);

  private readonly reg = (field: string) => this.page.locator(`#userRegister_${field}`);
  readonly registerForm = () => this.page.locator('form#userRegister');
  readonly registerUsername = () => this.reg('username');
  readonly registerPassword = () => this.reg('password');
  readonly registerEmail = () => this.reg('email');
  readonly registerCode = () => this.reg('captcha');
  readonly registerInvite = () => this.reg('inviteCode');
  readonly registerSubmit = () => this.registerForm().locator('button[type=submit]');

  readonly forgotPassword = () => this.page.getByRole('button', { name: /忘记密码|Forgot password/ });
  readonly retrieveDialog = () => this.page.locator('.ant-modal').filter({ has: this.page.locator('form#retrievePassword') });

  async gotoRegister(query = '') {
    await this.page.goto(`/user/login?type=register${query}`);
    await expect(this.registerUsername()).toBeVisible();
  }

  /** Registers as the site does out of the box: username, password, then the click captcha. */
  async registerWith(username: string, password: string) {
    await this.registerUsername().fill(username);
    await this.registerPassword().fill(password);
    const id = await this.captcha.openWith(() => this.registerSubmit().click());
    await this.captcha.solve(id);
  }

  /** Opens "forgot password" and asks for a code to the e-mail address. */
  async startRetrieveByEmail(email: string) {
    await this.forgotPassword().click();
    const dialog = this.retrieveDialog();
    await expect(dialog).toBeVisible();
    await dialog.locator('#retrievePassword_account').fill(email);
    await sendCodeWith(this.page, dialog.getByTestId('send-code'), '/api/Ems/send');
  }

  async finishRetrieve(code: string, newPassword: string) {
    const dialog = this.retrieveDialog();
    await dialog.locator('#retrievePassword_captcha').fill(code);
    await dialog.locator('#retrievePassword_password').fill(newPassword);
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(dialog).toBeHidden();
  }
}
