import type { Page } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations of a page: the `securitypolicyviolation`
 * events of each document (read with `collect()` before the test leaves it), and the console
 * errors Chromium prints for blocked resources, frames included.
 */
export class CspWatch {
  private readonly found: string[] = [];

  constructor(private readonly page: Page) {
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) this.found.push(`${page.url()}: ${m.text()}`);
    });
  }

  async start() {
    await this.page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`));
    });
  }

  /** The violations so far, those of the current document included. */
  async collect(): Promise<string[]> {
    const events = await this.page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp?.splice(0) ?? []);
    this.found.push(...events);
    return [...this.found];
  }
}
