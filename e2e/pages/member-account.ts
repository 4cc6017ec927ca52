import { expect, type Page } from '@playwright/test';
import { sendCodeWith } from './member-login.ts';

/** The member centre's account pages: overview, profile (with the bind dialogs), change password. */
export class MemberAccountPages {
  constructor(readonly page: Page) {}

  readonly welcome = () => this.page.getByTestId('overview-welcome');
  readonly gender = () => this.welcome().getByTestId('member-gender');
  readonly overviewMoney = () => this.page.getByTestId('overview-money');
  readonly menu = () => this.page.getByRole('navigation', { name: /会员菜单|Member menu/ });

  /**
   * Opens a page from the member menu (in-app navigation, as a member would). The click is
   * repeated until the entry is the selected one: a click while a folder still expands can land
   * on the layout as it moves and leave the route where it was.
   */
  async openFromMenu(entry: RegExp) {
    const item = this.menu().getByRole('menuitem', { name: entry });
    await expect(async () => {
      await item.click();
      await expect(item).toHaveClass(/ant-menu-item-selected/, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  async gotoOverview() {
    await this.openFromMenu(/^(账户概览|Overview)$/);
    await this.expectWelcome();
  }

  /** The overview's greeting (after a login or registration the lazy page and the member's data load first). */
  async expectWelcome(username?: string) {
    if (username) await expect(this.welcome()).toContainText(username, { timeout: 15_000 });
    else await expect(this.welcome()).toBeVisible({ timeout: 15_000 });
  }

  private readonly profileField = (field: string) => this.page.locator(`#memberProfile_${field}`);
  readonly nickname = () => this.profileField('nickname');
  readonly motto = () => this.profileField('motto');
  readonly birthday = () => this.profileField('birthday');
  readonly genderOption = (label: RegExp) => this.page.locator('form#memberProfile').getByRole('radio', { name: label });
  readonly saveProfileButton = () => this.page.locator('form#memberProfile button[type=submit]');
  readonly boundValue = (type: 'email' | 'mobile') => this.page.getByTestId(`profile-${type}`);
  readonly bindButton = (type: 'email' | 'mobile') => this.page.getByTestId(new RegExp(`^profile-${type}-(bind|change)$`));

  readonly avatarInput = () => this.page.locator('#memberProfile_avatar input[type=file]');
  readonly avatarPreview = () => this.page.locator('#memberProfile_avatar .form-item-files img').first();

  /** Uploads a new avatar through the member upload call; resolves with the stored URL. */
  async uploadAvatar(file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
    const [res] = await Promise.all([
      this.page.waitForResponse((r) => r.url().includes('/api/ajax/upload') && r.request().method() === 'POST'),
      this.avatarInput().setInputFiles(file),
    ]);
    const body = (await res.json()) as { code: number; data: { file: { url: string } } };
    expect(body.code).toBe(1);
    return body.data.file.url;
  }

  readonly balanceLog = () => this.page.getByTestId('balance-log');
  readonly currentBalance = () => this.balanceLog().locator('.member-ledger-current');
  readonly balanceRow = (text: string) => this.balanceLog().locator('tbody tr.ant-table-row').filter({ hasText: text });

  /** Opens a folder of the member menu unless it is open already (a closed folder's entries are not shown). */
  async openFolder(title: RegExp) {
    const folder = this.menu().locator('.ant-menu-submenu-title').filter({ hasText: title });
    if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  }

  /** The balance log, through the menu (no reload: the balance shown is what the page keeps). */
  async openBalance() {
    await this.openFolder(/^(我的账户|My account)$/);
    await this.openFromMenu(/^(余额记录|Balance log)$/);
    await expect(this.balanceLog()).toBeVisible({ timeout: 20_000 });
    await expect(this.balanceLog().locator('.ant-spin-spinning')).toHaveCount(0);
  }

  async gotoProfile() {
    await this.openFromMenu(/个人资料|Profile/);
    await expect(this.nickname()).toBeVisible({ timeout: 15_000 });
  }

  async saveProfile() {
    const [res] = await Promise.all([
      this.page.waitForResponse((r) => r.url().includes('/api/account/profile') && r.request().method() === 'POST'),
      this.saveProfileButton().click(),
    ]);
    expect(((await res.json()) as { code: number }).code).toBe(1);
  }

  readonly bindDialog = (type: 'email' | 'mobile') =>
    this.page.locator('.ant-modal').filter({ has: this.page.locator(`form#bind_${type}, form#verify_${type}`) });

  /** With nothing bound yet: the password, the new number and the SMS code sent to it. */
  async startBindMobile(password: string, mobile: string) {
    await this.bindButton('mobile').click();
    const dialog = this.bindDialog('mobile');
    await expect(dialog).toBeVisible();
    await dialog.locator('#bind_mobile_password').fill(password);
    await dialog.locator('#bind_mobile_address').fill(mobile);
    await sendCodeWith(this.page, dialog.getByTestId('send-code'), '/api/Sms/send');
  }

  /** With an e-mail bound: prove it (password + a code sent to it), which leads to the new-address step. */
  async verifyCurrentEmail(password: string, readCode: () => Promise<string>) {
    await this.bindButton('email').click();
    const dialog = this.bindDialog('email');
    await expect(dialog).toBeVisible();
    await dialog.locator('#verify_email_password').fill(password);
    await sendCodeWith(this.page, dialog.getByTestId('send-code'), '/api/Ems/send');
    await dialog.locator('#verify_email_captcha').fill(await readCode());
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(dialog.locator('#bind_email_address')).toBeVisible();
  }

  async startBindEmail(email: string) {
    const dialog = this.bindDialog('email');
    await dialog.locator('#bind_email_address').fill(email);
    await sendCodeWith(this.page, dialog.getByTestId('send-code'), '/api/Ems/send');
  }

  async finishBind(type: 'email' | 'mobile', code: string) {
    const dialog = this.bindDialog(type);
    await dialog.locator(`#bind_${type}_captcha`).fill(code);
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(dialog).toBeHidden();
  }

  async changePassword(oldPassword: string, newPassword: string) {
    await this.openFromMenu(/修改密码|Change password/);
    const field = (name: string) => this.page.locator(`#memberChangePassword_${name}`);
    await field('oldPassword').fill(oldPassword);
    await field('newPassword').fill(newPassword);
    await field('confirmPassword').fill(newPassword);
    await this.page.locator('form#memberChangePassword button[type=submit]').click();
  }
}
