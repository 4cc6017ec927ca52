import { expect, test } from '@playwright/test';
import { AgentCommissionPages, CommissionAdminPage } from '../pages/agent-commission.ts';
import { completedAgentOrder, createMember } from '../support/oracle.ts';
import { loginAdmin, loginMember, unique } from '../support/session.ts';

test("a completed order's commission shows in the agent's member centre; the admin settles it; the wallet shows it", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const agentName = unique('ag');
  await createMember({ username: agentName, password: 'member-pass-1' });
  // A downline of the agent pays 88.00 and the order completes: 10% for the agent.
  const { orderNo } = await completedAgentOrder(agentName, 8800);

  await loginMember(page, agentName, 'member-pass-1');
  const agentPages = new AgentCommissionPages(page);
  await agentPages.gotoCommissions();
  await expect(agentPages.commissionRow(orderNo)).toContainText('8.80');
  await expect(agentPages.commissionRow(orderNo)).toContainText(/待结算|Pending/);
  await expect(agentPages.commissionTotals()).toContainText('8.80');

  // The admin, in a browser of their own, settles it now from the commissions list.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAdmin(adminPage);
  const admin = new CommissionAdminPage(adminPage);
  await admin.goto();
  await expect(admin.row(orderNo)).toContainText(/待结算|Pending/);
  const settled = await admin.settleRow(orderNo);
  expect(settled).toMatchObject({ code: 1, data: { count: 1, amount: '8.80' } });
  await expect(admin.row(orderNo)).toContainText(/已结算|Settled/);
  await adminContext.close();

  await agentPages.gotoWallet();
  await expect(agentPages.walletBalance()).toContainText('8.80');
  await expect(agentPages.walletRows().first()).toContainText('+8.80');
  await expect(agentPages.walletRows().first()).toContainText(orderNo);
  await agentPages.gotoCommissions();
  await expect(agentPages.commissionRow(orderNo)).toContainText(/已结算|Settled/);
});
