import { expect, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';
import { DataTable } from './data-table.ts';
import { pick } from './member-admin.ts';

/** The member centre's agent centre (/user/agent/index): status, apply, invite code and QR, team, binding an inviter. */
export class MemberAgentPage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('agent-centre');
  readonly statusTag = () => this.page.getByTestId('agent-status-tag');
  readonly agreement = () => this.page.getByTestId('agent-agreement');
  readonly apply = () => this.page.getByTestId('agent-apply');
  readonly inviteCode = () => this.page.getByTestId('invite-code');
  readonly qr = () => this.page.getByTestId('invite-qr');
  /** The invite link as the agent centre shows it (to share). */
  readonly inviteLink = () => this.page.getByTestId('agent-invite').locator('.agent-link');
  readonly inviter = () => this.page.getByTestId('agent-inviter');
  readonly bindBox = () => this.page.getByTestId('bind-inviter');
  readonly team = () => this.page.getByTestId('agent-team');
  readonly tab = (name: string) => this.root().getByRole('tab', { name });

  async goto() {
    await this.page.goto('/user/agent/index');
    await expect(this.page.getByTestId('agent-status')).toBeVisible({ timeout: 30_000 }); // a first visit loads the page's code
  }

  /** Fills the application (agreement accepted) and submits it. */
  async applyWith(realName: string, mobile: string) {
    await this.tab('申请成为代理').click();
    await this.apply().getByLabel('真实姓名').fill(realName);
    await this.apply().getByLabel('手机号').fill(mobile);
    await this.apply().getByRole('checkbox').check();
    await this.apply().getByRole('button', { name: '提交申请' }).click();
    await expect(this.statusTag()).toHaveText('待审核');
  }

  async bind(code: string) {
    await this.bindBox().getByRole('textbox').fill(code);
    await this.bindBox().getByRole('button', { name: /绑\s?定/ }).click();
    await expect(this.inviter()).toBeVisible();
  }
}

/** The admin's agents page (分销 / 代理商): review actions on a row. */
export class AgentAdminPage {
  readonly shell: AdminShell;
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
    this.table = new DataTable(page);
  }

  async open() {
    await this.shell.openMenu('分销', '代理商');
    await this.table.waitLoaded();
  }

  /** Approves the application of the row showing `text` (its confirm answered), resolving with the server's answer. */
  async approve(text: string) {
    await this.table.search(text);
    const row = this.table.row(text);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '通过' }).click();
    const answer = this.page.waitForResponse((r) => r.url().includes('/admin/distribution.Agent/approve'));
    await this.page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: /确\s?定|OK/ }).click();
    return (await answer).json() as Promise<{ code: number; msg: string }>;
  }

  /** Sets the level of the agent of the row showing `text` through its edit dialog; the server's answer. */
  async setLevel(text: string, level: string) {
    await this.table.search(text);
    await this.table.row(text).getByRole('button', { name: '编辑', exact: true }).click();
    await expect(this.table.dialog()).toBeVisible();
    await pick(this.page, this.table.dialog().getByLabel('等级', { exact: true }), level, level);
    return this.table.saveDialog('distribution.Agent', 'edit');
  }
}

/** The admin's member relations page (会员管理 / 会员关系) and the commission policy (总部 / 佣金与等级). */
export class RelationAdminPage {
  readonly shell: AdminShell;
  readonly table: DataTable;

  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
    this.table = new DataTable(page);
  }

  readonly tree = () => this.page.getByTestId('relation-tree');
  readonly treeNode = (text: string) => this.tree().locator('.ant-tree-treenode').filter({ hasText: text });

  async open() {
    await this.shell.openMenu('会员管理', '会员关系');
    await this.table.waitLoaded();
  }

  async showTree() {
    await this.page.locator('.ant-segmented-item').filter({ hasText: '树形', visible: true }).click();
    await expect(this.tree()).toBeVisible();
  }

  /** Opens a node of the tree (its invitees load). */
  async expand(text: string) {
    await this.treeNode(text).locator('.ant-tree-switcher').click();
  }

  async openPolicy() {
    await this.shell.openMenu('总部', '佣金与等级');
    await this.table.waitLoaded();
  }

  readonly ratesDialog = () => this.page.locator('.ant-modal').filter({ visible: true }).filter({ hasText: '全局佣金设置' });

  /**
   * The global rates (typed in percent) and the commission base, through the policy page's
   * dialog; the server's answer, with the rates the dialog showed before (as `saveRates` takes
   * them: basis points).
   */
  async saveGlobalRates(level1: string, level2: string, base: '实付金额' | '利润（实付减成本价）') {
    await this.page.getByTestId('global-rates').click();
    const dialog = this.ratesDialog();
    await expect(dialog).toBeVisible();
    const basisPoints = async (label: string) => Math.round(Number(await dialog.getByLabel(label).inputValue()) * 100);
    const before = {
      commission_level1_rate: await basisPoints('全局一级佣金比例'),
      commission_level2_rate: await basisPoints('全局二级佣金比例'),
      commission_base: (await dialog.getByRole('radio', { name: '实付金额', exact: true }).isChecked()) ? 'paid' : 'profit',
      commission_self_purchase: (await dialog.getByRole('switch').getAttribute('aria-checked')) === 'true' ? '1' : '0',
    };
    await dialog.getByLabel('全局一级佣金比例').fill(level1);
    await dialog.getByLabel('全局二级佣金比例').fill(level2);
    await dialog.getByRole('radio', { name: base, exact: true }).check();
    const saved = this.page.waitForResponse((r) => r.url().includes('/admin/hq.Commission/saveRates'));
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    const body = (await (await saved).json()) as { code: number; msg: string };
    await expect(dialog).toBeHidden();
    return { ...body, before };
  }

  /** Adds an agent level: its rates (in percent) and an invitation task no one meets (so no agent is raised to it by the upgrade job). */
  async addLevel(l: { name: string; grade: string; level1: string; level2: string; invites: string }) {
    await this.table.addButton().click();
    const dialog = this.table.dialog();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('等级名称').fill(l.name);
    await dialog.getByLabel('等级序号').fill(l.grade);
    await dialog.getByLabel('一级佣金比例').fill(l.level1);
    await dialog.getByLabel('二级佣金比例').fill(l.level2);
    await dialog.getByLabel('直推人数').fill(l.invites);
    return this.table.saveDialog('hq.Commission', 'add');
  }
}
