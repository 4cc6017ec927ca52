import { expect, type Page } from '@playwright/test';

const STATUS = { waiting: 0, connecting: 1, executing: 2, success: 3, failed: 4, unknown: 5 } as const;

/** The background terminal of the admin header (super admins): its panel, task list and actions. */
export class TerminalPanel {
  constructor(readonly page: Page) {}

  readonly button = () => this.page.getByTestId('admin-terminal');
  readonly dialog = () => this.page.getByRole('dialog', { name: /^(终端|Terminal)$/ });
  readonly tasks = () => this.dialog().getByTestId('terminal-task');
  readonly task = (command: string) => this.dialog().locator(`[data-testid="terminal-task"][data-command="${command}"]`);

  /** The confirmation "Republish" asks for (a dialog of its own over the panel). */
  readonly republishConfirm = () => this.page.locator('.ant-modal-confirm').filter({ hasText: /重新发布|Republish/ });

  /** Clicks Republish and waits for its confirmation (nothing runs until it is confirmed). */
  async askRepublish() {
    await this.dialog().getByRole('button', { name: /(重新发布|Republish)$/ }).click();
    await expect(this.republishConfirm()).toBeVisible();
  }

  async open() {
    await this.button().click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Queues `version.<tool>` from the version-check menu. */
  async runVersionCheck(tool: 'node' | 'npm') {
    await this.dialog().getByTestId('terminal-version-check').click();
    await this.page.getByRole('menuitem', { name: `${tool} -v`, exact: true }).click();
  }

  async expectStatus(command: string, status: keyof typeof STATUS, timeout = 15_000) {
    await expect(this.task(command)).toHaveAttribute('data-status', String(STATUS[status]), { timeout });
  }

  /** Opens a finished task's output and returns it. */
  async output(command: string) {
    const task = this.task(command);
    const output = task.getByTestId('terminal-output');
    if (!(await output.isVisible())) await task.getByRole('button', { name: /命令运行日志|Command run log/ }).click();
    await expect(output).toBeVisible();
    return output;
  }
}
