import { expect, test } from '@playwright/test';
import { TerminalPanel } from '../pages/terminal-panel.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { loginAdmin } from '../support/session.ts';

test('the terminal runs the version check, shows its output and keeps the task after a reload', async ({ page }) => {
  await loginAdmin(page);
  const terminal = new TerminalPanel(page);
  await terminal.open();
  await expect(terminal.dialog().getByText('暂无任务')).toBeVisible();

  await terminal.runVersionCheck('node');
  await terminal.expectStatus('version.node', 'success');
  await expect(terminal.task('version.node').getByText('执行成功')).toBeVisible();
  const output = await terminal.output('version.node');
  await expect(output).toContainText('> node -v');
  await expect(output).toContainText(/v\d+\.\d+\.\d+/);
  await expect(output).toContainText('exitCode: 0');

  await new AdminShell(page).reload();
  await terminal.open();
  await expect(terminal.tasks()).toHaveCount(1);
  await terminal.expectStatus('version.node', 'success', 1000);
  await expect(await terminal.output('version.node')).toContainText('exitCode: 0');
});
