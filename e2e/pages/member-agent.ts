import { expect, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';
import { DataTable } from './data-table.ts';

/** The member centre's agent centre (/user/agent/index): status, apply, invite code and QR, team, binding an inviter. */
export class MemberAgentPage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('agent-centre');
  readonly statusTag = () => this.page.getByTestId('agent-status-tag');
  readonly agreement = () => this.page.getByTestId('agent-agreement');
  readonly apply = () => this.page.getByTestId('agent-apply');
  readonly inviteCode = () => this.page.getByTestId('invite-code');
  readonly qr = () => this.page.getByTestId('invite-qr');
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
}
