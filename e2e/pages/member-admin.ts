import { expect, type Locator, type Page } from '@playwright/test';
import { DataTable } from './data-table.ts';

/** The member administration menu (会员管理): its folder and its item share a title, so they are told apart. */
export class MemberMenu {
  constructor(readonly page: Page) {}

  private readonly menu = () => this.page.locator('.admin-aside nav');
  readonly folder = () => this.menu().locator('.ant-menu-submenu-title').filter({ hasText: /^会员管理$/ });
  readonly item = (title: string) => this.menu().locator('.ant-menu-item').filter({ hasText: new RegExp(`^${title}$`) });

  private readonly submenu = () =>
    this.menu().locator('.ant-menu-submenu').filter({ has: this.page.locator('.ant-menu-submenu-title').filter({ hasText: /^会员管理$/ }) });

  /** Opens the folder unless it is open already (a click would close it). */
  async expand() {
    await expect(this.folder()).toBeVisible();
    if (!(await this.submenu().evaluate((el) => el.classList.contains('ant-menu-submenu-open')))) await this.folder().click();
  }

  /** Opens a page of the folder and waits for its tab. */
  async open(title: string) {
    const item = this.item(title);
    await this.expand();
    const active = this.page.getByTestId('nav-tabs').locator('a[aria-current="page"]');
    await expect(async () => {
      if ((await active.textContent()) !== title) await item.click();
      await expect(active).toHaveText(title, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
}

/** Picks an option of a select in a dialog, typing to search it first when asked. */
async function pick(page: Page, select: Locator, option: string, search?: string) {
  await select.click();
  if (search !== undefined) await select.fill(search);
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first();
  await expect(item).toBeVisible();
  await item.click();
}

/** The member page (/admin/user/user) and its add / edit dialog. */
export class MemberPage {
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.table = new DataTable(page);
  }

  private readonly dialog = () => this.table.dialog();
  readonly balance = (kind: 'money' | 'score') => this.dialog().getByTestId(`member-${kind}`);
  readonly adjustButton = (kind: 'money' | 'score') => this.dialog().getByRole('button', { name: kind === 'money' ? '调整余额' : '调整积分' });

  async addMember(m: { group: string; username: string; nickname: string; password: string }) {
    await this.table.waitLoaded();
    await this.table.addButton().click();
    await expect(this.dialog()).toBeVisible();
    await pick(this.page, this.dialog().getByLabel('会员分组'), m.group);
    await this.dialog().getByLabel('用户名').fill(m.username);
    await this.dialog().getByLabel('昵称').fill(m.nickname);
    await this.dialog().getByLabel('密码').fill(m.password);
    const saved = this.page.waitForResponse((r) => r.url().includes('/admin/user.User/add') && r.request().method() === 'POST');
    await this.table.saveButton().click();
    expect((await (await saved).json()).code).toBe(1);
    await expect(this.dialog()).toBeHidden();
    await expect(this.table.row(m.username)).toBeVisible();
  }

  async openEdit(username: string) {
    await this.table.waitLoaded();
    await this.table.search(username);
    await expect(this.table.rows()).toHaveCount(1);
    await this.table.row(username).getByRole('button', { name: '编辑', exact: true }).click();
    await expect(this.dialog().getByLabel('用户名')).toHaveValue(username);
  }
}

/** A member ledger page (/admin/user/moneyLog, /admin/user/scoreLog) and its add dialog. */
export class LedgerPage {
  readonly table: DataTable;

  constructor(readonly page: Page, readonly kind: 'money' | 'score' = 'money') {
    this.table = new DataTable(page);
  }

  private readonly dialog = () => this.table.dialog();
  readonly userSelect = () => this.dialog().getByLabel('会员');
  readonly amount = () => this.dialog().getByLabel(this.kind === 'money' ? '变更余额' : '变更积分');
  readonly memo = () => this.dialog().getByLabel('备注');
  readonly currentBalance = () => this.dialog().getByTestId('ledger-balance');
  readonly preview = () => this.dialog().getByTestId('ledger-preview');
  readonly fieldError = (text: string) => this.dialog().locator('.ant-form-item-explain-error').filter({ hasText: text });

  async openAdd() {
    await this.table.waitLoaded();
    await this.table.addButton().click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Chooses the member by typing their username into the member select. */
  async chooseUser(username: string) {
    await pick(this.page, this.userSelect(), `${username}(ID:`, username);
  }

  async fill(amount: string, memo: string) {
    await this.amount().fill(amount);
    await this.memo().fill(memo);
  }

  /** Saves and returns the server's answer. */
  async save(): Promise<{ code: number; msg: string }> {
    const path = this.kind === 'money' ? '/admin/user.MoneyLog/add' : '/admin/user.ScoreLog/add';
    const saved = this.page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST');
    await this.table.saveButton().click();
    return (await saved).json();
  }

  /** The cells of a log row by their column titles. */
  async cells(row: Locator): Promise<Record<string, string>> {
    const titles = (await this.table.root.locator('thead th').allTextContents()).map((t) => t.trim());
    const values = (await row.locator('td').allTextContents()).map((t) => t.trim());
    return Object.fromEntries(titles.map((t, i) => [t, values[i]]));
  }
}
