import type { Page } from '@playwright/test';

export type LayoutMode = 'Default' | 'Classic' | 'Streamline' | 'Double';

/** The layout settings: the drawer, and the persisted store (storeConfig_v2 / colorMode) behind it. */
export class LayoutSettings {
  constructor(readonly page: Page) {}

  readonly drawer = () => this.page.getByTestId('layout-settings');

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
