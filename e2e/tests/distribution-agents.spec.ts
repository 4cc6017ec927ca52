import { expect, test } from '@playwright/test';
import { AgentAdminPage, MemberAgentPage, RelationAdminPage } from '../pages/member-agent.ts';
import { AdminApi } from '../support/admin-api.ts';
import { createMember } from '../support/oracle.ts';
import { loginAdmin, loginMember, unique } from '../support/session.ts';

test('a member applies in the agent centre, the admin approves, the invite code and QR show, and a second member binds with it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const api = new AdminApi(request, await loginAdmin(page));
  const agreement = `代理协议 ${unique('a')}：诚信推广，不得虚假宣传。`;
  const ok = (r: { code: number; msg: string }) => expect(r.code, r.msg).toBe(1);
  ok(await api.post('/admin/routine.Config/edit?group=distribution', {
    distribution_bind_scope: 'any', distribution_bind_mode: 'permanent', distribution_bind_days: '30', distribution_earn_mode: 'apply',
    distribution_spend_threshold: '0.00', distribution_agreement: agreement, commission_level1_rate: '0', commission_level2_rate: '0', commission_base: 'paid', commission_self_purchase: '0',
  }));

  // the first member applies, the agreement shown (registration is member-centre.spec.ts's)
  const first = unique('ag');
  await createMember({ username: first, password: 'member-pass-1' });
  await loginMember(page, first, 'member-pass-1');
  const centre = new MemberAgentPage(page);
  await centre.goto();
  await centre.tab('申请成为代理').click();
  await expect(centre.agreement()).toHaveText(agreement);
  await centre.applyWith('张三', '13800138000');

  // the admin approves in the agents page
  const admin = new AgentAdminPage(page);
  await page.goto('/admin');
  await admin.open();
  const approved = await admin.approve(first);
  expect(approved.code, approved.msg).toBe(1);
  await expect(admin.table.row(first)).toContainText('已通过');

  // the member sees the invite code, its QR code and the link
  await centre.goto();
  await expect(centre.statusTag()).toHaveText('已通过');
  await expect(centre.inviteCode()).toHaveText(/^[2-9A-Z]{8}$/);
  const code = (await centre.inviteCode().textContent())!.trim();
  await expect(centre.qr()).toBeVisible();
  expect(await centre.qr().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

  // a second member (another browser context) binds with the code
  const other = await browser.newContext();
  const page2 = await other.newPage();
  try {
    const second = unique('bd');
    await createMember({ username: second, password: 'member-pass-1' });
    await loginMember(page2, second, 'member-pass-1');
    const centre2 = new MemberAgentPage(page2);
    await centre2.goto();
    await centre2.bind(code.toLowerCase());
    await expect(centre2.inviter()).toContainText(first);
    await expect(centre2.bindBox()).toHaveCount(0);

    // the first member's team lists the second
    await centre.goto();
    await centre.tab('我的团队').click();
    await expect(centre.team().locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(centre.team()).toContainText(second);

    const relations = await api.get<{ list: { user: { username: string }; parent: { username: string }; source: string }[] }>('/admin/user.Relation/index', { quickSearch: second });
    expect(relations.data.list).toMatchObject([{ user: { username: second }, parent: { username: first }, source: 'invite' }]);

    // the relations page lists the binding with the team sizes, and the tree shows it
    const relationsPage = new RelationAdminPage(page);
    await page.goto('/admin');
    await relationsPage.open();
    await relationsPage.table.search(second);
    await expect(relationsPage.table.row(second)).toContainText(first);
    await relationsPage.showTree();
    await relationsPage.expand(first);
    await expect(relationsPage.treeNode(second)).toBeVisible();
    await expect(relationsPage.treeNode(first)).toContainText('直推 1 · 团队 1');

    // the commission policy lists the default level and opens the global rates
    await relationsPage.openPolicy();
    await expect(relationsPage.table.rows().first()).toContainText('普通代理');
    await page.getByTestId('global-rates').click();
    await expect(page.locator('.ant-modal').filter({ visible: true }).getByLabel('全局一级佣金比例')).toHaveValue('0');
  } finally {
    await other.close();
  }
});
