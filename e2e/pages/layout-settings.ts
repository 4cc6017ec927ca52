import { expect, type Page } from '@playwright/test';

export type LayoutMode = 'Default' | 'Classic' | 'Streamline' | 'Double' | 'Split';

/** The layout settings: the drawer, and the persisted store (storeConfig_v2 / colorMode) behind it. */
export class LayoutSettings {
  constructor(readonly page: Page) {}

  readonly drawer = () => this.page.getByTestId('layout-settings');
  /** A layout by its name in the drawer (zh-cn: 分栏 is Split). */
  readonly modeRadio = (name: string) => this.drawer().getByRole('radio', { name });

  /** Sets a colour of the current theme through its picker's hex input (the drawer open). */
  async setColor(label: string, hex: string) {
    await this.drawer().getByRole('button', { name: new RegExp(`${label}$`) }).click();
    const input = this.page.locator('.ant-color-picker:not(.ant-popover-hidden) .ant-color-picker-input input').last();
    await input.fill(hex.replace(/^#/, ''));
    await input.press('Enter');
    await expect(this.drawer().getByRole('button', { name: new RegExp(`${label}$`) })).toHaveAttribute('title', hex);
    await this.page.keyboard.press('Escape');
  }

  /** Stores a layout and a display mode the way the app persists them; takes effect on reload. */
  async store(mode: LayoutMode, dark: boolean) {
    await this.page.evaluate(
      ({ mode, dark }) => {
        const saved = JSON.parse(localStorage.getItem('storeConfig_v2') ?? '{"state":{},"version":0}');
        saved.state = saved.state ?? {};
        saved.state.layout = { ...(saved.state.layout ?? {}), layoutMode: mode, isDark: dark };
        localStorage.setItem('storeConfig_v2', JSON.stringify(saved));
        localStorage.setItem('colorMode', JSON.stringify({ state: { mode: dark ? 'dark' : 'light' }, version: 0 }));
      },
      { mode, dark },
    );
  }
}
