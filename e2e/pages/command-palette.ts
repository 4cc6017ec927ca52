import { expect, type Page } from '@playwright/test';

/** The back office's command palette (Ctrl+K / ⌘+K or the header's magnifier). */
export class CommandPalette {
  constructor(readonly page: Page) {}

  readonly button = () => this.page.getByTestId('command-palette-open');
  readonly dialog = () => this.page.getByRole('dialog').filter({ has: this.page.getByTestId('command-palette-input') });
  readonly input = () => this.page.getByRole('combobox', { name: /Command palette|命令面板/ });
  readonly options = () => this.dialog().getByRole('option');
  /** The highlighted option (the one Enter opens). */
  readonly active = () => this.dialog().getByRole('option', { selected: true });
  readonly option = (source: string, text: string | RegExp) => this.dialog().locator(`[role="option"][data-source="${source}"]`).filter({ hasText: text });
  /** The option of this source whose own label (not its folders or detail) is exactly `label`. */
  readonly labelled = (source: string, label: string) =>
    this.dialog().locator(`[role="option"][data-source="${source}"]`).filter({ has: this.page.locator('.command-palette-label').getByText(label, { exact: true }) });

  /** Opens it with the keyboard, as an admin does on any page. */
  async openWithKeys() {
    await this.page.keyboard.press('ControlOrMeta+k');
    await expect(this.input()).toBeFocused();
  }

  /** Types into the search, key by key. */
  async type(text: string) {
    await this.input().pressSequentially(text);
  }
}
