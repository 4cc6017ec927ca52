import { expect, type Locator, type Page } from '@playwright/test';
import { DataTable } from './data-table.ts';
import { GroupPage } from './group-form.ts';

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
export async function pick(page: Page, select: Locator, option: string, search?: string) {
  // clicked as a person does, on the select's box: one holding a value shows it over its search
  // input, which then takes no pointer events
  await select.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select-selector ")][1]').click();
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
    expect((await this.table.saveDialog('user.User', 'add')).code).toBe(1);
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

  readonly mobileInput = () => this.dialog().getByLabel('手机号', { exact: true });

  /** Saves the edit dialog; resolves with the server's answer once the dialog has closed. */
  async saveEdit() {
    const body = await this.table.saveDialog('user.User', 'edit');
    expect(body.code, body.msg).toBe(1);
    await expect(this.dialog()).toBeHidden();
  }

  /** Sets a member's mobile through the edit dialog. */
  async setMobile(username: string, mobile: string) {
    await this.openEdit(username);
    await this.mobileInput().fill(mobile);
    await this.saveEdit();
    await expect(this.table.row(username)).toContainText(mobile);
  }

  /** The text of a member's cell in a column, by the column's title. */
  async cell(username: string, title: string): Promise<string> {
    const titles = (await this.table.root.locator('thead th').allTextContents()).map((t) => t.trim());
    const index = titles.indexOf(title);
    if (index < 0) throw new Error(`no column ${title} among ${titles.join(', ')}`);
    return ((await this.table.row(username).locator('td').nth(index).textContent()) ?? '').trim();
  }
}

/** The member group page (/admin/user/group): the group page, saving to user.Group. */
export class MemberGroupPage extends GroupPage {
  constructor(page: Page) {
    super(page, 'user.Group');
  }

  /** Renames a group through its edit dialog. */
  async rename(from: string, to: string) {
    await this.table.waitLoaded();
    await this.table.search(from);
    await expect(this.table.rows()).toHaveCount(1);
    await this.table.row(from).getByRole('button', { name: '编辑', exact: true }).click();
    await expect(this.nameInput()).toHaveValue(from);
    await this.nameInput().fill(to);
    const body = await this.table.saveDialog('user.Group', 'edit');
    expect(body.code, body.msg).toBe(1);
    await expect(this.table.dialog()).toBeHidden();
  }
}

/** The member rule page (/admin/user/rule): a tree of member rules and its add dialog. */
export class MemberRulePage {
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.table = new DataTable(page);
  }

  private readonly dialog = () => this.table.dialog();
  readonly typeOption = (label: string) => this.dialog().getByRole('radio', { name: label, exact: true });
  readonly parentSelect = () => this.dialog().getByLabel('上级规则');
  readonly titleInput = () => this.dialog().getByLabel('规则标题');
  // these carry a tip icon in their label
  readonly nameInput = () => this.dialog().getByLabel('规则名称');
  readonly pathInput = () => this.dialog().getByLabel('路由路径');
  readonly componentInput = () => this.dialog().getByLabel('组件路径');
  /** A rule's row by its title cell (a child row shows once its parent is expanded). */
  readonly row = (title: string) => this.table.rows().filter({ has: this.page.locator('td', { hasText: new RegExp(`^\\s*${title}\\s*$`) }) });
  readonly expandAllButton = () => this.table.headerButton('展开所有');

  /** Adds a member-centre page (菜单项, a tab) under a folder; returns the server's answer. */
  async addMenu(rule: { parent: string; title: string; name: string; path: string; component: string }): Promise<{ code: number; msg: string }> {
    await this.table.waitLoaded();
    await this.table.addButton().click();
    await expect(this.titleInput()).toBeVisible();
    await this.typeOption('会员中心菜单项').check();
    await expect(this.typeOption('会员中心菜单项')).toBeChecked();
    await pick(this.page, this.parentSelect(), rule.parent, rule.parent);
    await this.titleInput().fill(rule.title);
    await this.nameInput().fill(rule.name);
    await this.pathInput().fill(rule.path);
    await this.componentInput().fill(rule.component);
    return this.table.saveDialog('user.Rule', 'add');
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
    return this.table.saveDialog(this.kind === 'money' ? 'user.MoneyLog' : 'user.ScoreLog', 'add');
  }

  /** The cells of a log row by their column titles. */
  async cells(row: Locator): Promise<Record<string, string>> {
    const titles = (await this.table.root.locator('thead th').allTextContents()).map((t) => t.trim());
    const values = (await row.locator('td').allTextContents()).map((t) => t.trim());
    return Object.fromEntries(titles.map((t, i) => [t, values[i]]));
  }
}
