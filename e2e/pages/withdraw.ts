import { expect, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';
import { UploadField } from './attachment-page.ts';
import { DataTable } from './data-table.ts';
import { MemberAccountPages } from './member-account.ts';

/** A withdrawal as the member API answers it (the fields the tests read). */
export interface WithdrawAnswer {
  code: number;
  msg: string;
  data: { row: { withdraw_no: string; channel: string; status: string; amount: string; fee: string; pay_amount: string } };
}

export interface WithdrawForm {
  channel: RegExp;
  amount: string;
  accountName?: string;
  cardNo?: string;
  bankName?: string;
}

/** The agent centre's withdraw page (/user/agent/withdraw): the wallet's figures, the apply form, own withdrawals. */
export class MemberWithdrawPage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('agent-withdraw');
  readonly form = () => this.page.getByTestId('withdraw-form');
  readonly preview = () => this.page.getByTestId('withdraw-preview');
  /** The value of a figure of the wallet ("¥5.00"). */
  private readonly figure = (title: RegExp) =>
    this.page.getByTestId('withdraw-wallet').locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
  readonly withdrawable = () => this.figure(/可提现佣金|Withdrawable/);
  readonly beingWithdrawn = () => this.figure(/提现中|Being withdrawn/);
  readonly status = (withdrawNo: string) => this.page.getByTestId(`withdraw-status-${withdrawNo}`);
  /** A notification the page shows (the server's reason for a refused application). */
  readonly notice = (text: string) => this.page.locator('.ant-notification-notice').filter({ hasText: text });
  private readonly field = (label: RegExp) => this.form().getByLabel(label);

  /** Through the member menu: the agent centre's folder, then its 佣金提现 entry. */
  async open() {
    const account = new MemberAccountPages(this.page);
    await account.openFolder(/^(代理中心|Agent centre)$/);
    await account.openFromMenu(/^(佣金提现|Withdrawals)$/);
    await this.waitLoaded();
  }

  private async waitLoaded() {
    await expect(this.form()).toBeVisible({ timeout: 20_000 });
    await expect(this.root().locator('.ant-spin-spinning')).toHaveCount(0);
  }

  /** Picks a channel of the apply form (button-styled radios: the visible part is the label). */
  async chooseChannel(channel: RegExp) {
    await this.form().locator('.ant-radio-button-wrapper').filter({ hasText: channel }).click();
    await expect(this.form().getByRole('radio', { name: channel })).toBeChecked();
  }

  /** The form's notice that a WeChat withdrawal needs WeChat authorization first, and its button inside WeChat. */
  readonly wechatNeeded = () => this.form().getByTestId('withdraw-wechat-needed');
  readonly authorizeWechat = () => this.wechatNeeded().getByRole('button', { name: /微信授权|Authorize with WeChat/ });

  /** Opens the page by its address (a reload). */
  async goto() {
    await this.page.goto('/user/agent/withdraw');
    await this.waitLoaded();
  }

  /** Fills the form for a channel (its account fields shown for it). */
  async fill(f: WithdrawForm) {
    // the channels are button-styled radios: the visible part is the label
    await this.form().locator('.ant-radio-button-wrapper').filter({ hasText: f.channel }).click();
    await expect(this.form().getByRole('radio', { name: f.channel })).toBeChecked();
    await this.field(/^(提现金额|Amount)$/).fill(f.amount);
    if (f.accountName !== undefined) await this.field(/^(收款人姓名|Account holder)$/).fill(f.accountName);
    if (f.cardNo !== undefined) await this.field(/^(银行卡号|Card number)$/).fill(f.cardNo);
    if (f.bankName !== undefined) await this.field(/^(开户银行|Bank)$/).fill(f.bankName);
  }

  /** Clicks send on a form its own checks refuse: the field's message shows and no request leaves. */
  async submitRefusedByForm(message: RegExp) {
    let asked = false;
    const watch = (r: { url(): string }) => void (r.url().includes('/api/withdraw/apply') && (asked = true));
    this.page.on('request', watch);
    await this.form().getByRole('button', { name: /^(申请提现|Withdraw)$/ }).click();
    await expect(this.form().locator('.ant-form-item-explain-error').filter({ hasText: message })).toBeVisible();
    this.page.off('request', watch);
    expect(asked).toBe(false);
  }

  /** Sends the filled form; resolves with the server's answer (the new withdrawal). */
  async submit(): Promise<WithdrawAnswer> {
    const answered = this.page.waitForResponse((r) => r.url().includes('/api/withdraw/apply') && r.request().method() === 'POST');
    await this.form().getByRole('button', { name: /^(申请提现|Withdraw)$/ }).click();
    return (await (await answered).json()) as WithdrawAnswer;
  }
}

/** The back office's withdrawals (财务 / 佣金提现): the list, approve, mark a bank transfer paid with its voucher, the detail. */
export class WithdrawAdminPage {
  readonly shell: AdminShell;
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
    this.table = new DataTable(page);
  }

  readonly totals = () => this.page.getByTestId('withdraw-totals');
  readonly row = (withdrawNo: string) => this.table.row(withdrawNo);
  readonly payDialog = () => this.page.getByRole('dialog', { name: /确认已打款|Mark the bank transfer paid/ });
  readonly voucher = () => new UploadField(this.payDialog());
  readonly detail = () => this.page.getByTestId('withdraw-detail');

  async open() {
    await this.shell.openMenu('财务', '佣金提现');
    await this.table.waitLoaded();
    await expect(this.totals()).toBeVisible();
  }

  /** Narrows the list to one withdrawal by its number (the quick search). */
  async find(withdrawNo: string) {
    await this.table.search(withdrawNo);
    await expect(this.table.rows()).toHaveCount(1);
    await expect(this.row(withdrawNo)).toBeVisible();
  }

  private answerOf(action: string) {
    return this.page.waitForResponse((r) => r.url().includes(`/admin/finance.Withdraw/${action}`) && r.request().method() === 'POST');
  }

  /** Approves one row with its button and confirms; resolves with the server's answer. */
  async approve(withdrawNo: string): Promise<{ code: number; msg: string }> {
    await this.row(withdrawNo).getByRole('button', { name: /^(通过|Approve)$/ }).click();
    const answered = this.answerOf('approve');
    await this.page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: /确\s*定|OK/ }).click();
    return (await (await answered).json()) as { code: number; msg: string };
  }

  /** Opens the row's "mark paid" dialog (bank transfers once approved). */
  async openPay(withdrawNo: string) {
    await this.row(withdrawNo).getByRole('button', { name: /^(确认打款|Mark paid)$/ }).click();
    await expect(this.payDialog()).toBeVisible();
  }

  /** Uploads the voucher image through the dialog's image input; resolves with its stored url. */
  async uploadVoucher(file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
    const uploaded = this.page.waitForResponse((r) => r.url().includes('/admin/ajax/upload') && r.request().method() === 'POST');
    await this.voucher().upload(file);
    const body = (await (await uploaded).json()) as { code: number; msg: string; data: { file: { url: string } } };
    expect(body.code, body.msg).toBe(1);
    await expect(this.voucher().thumbnails().first()).toBeVisible();
    return body.data.file.url;
  }

  /** Writes the note and confirms the dialog; resolves with the server's answer. */
  async confirmPay(note: string): Promise<{ code: number; msg: string }> {
    await this.payDialog().getByLabel(/^(备注|Note)$/).fill(note);
    const answered = this.answerOf('pay');
    await this.payDialog().getByRole('button', { name: /确\s*定|OK/ }).click();
    const body = (await (await answered).json()) as { code: number; msg: string };
    await expect(this.payDialog()).toBeHidden();
    return body;
  }

  async openDetail(withdrawNo: string) {
    await this.row(withdrawNo).getByRole('button', { name: /^(详情|Detail)$/ }).click();
    await expect(this.detail()).toBeVisible();
  }
}
