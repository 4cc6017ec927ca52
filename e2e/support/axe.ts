import type { Page } from '@playwright/test';
import { axeSource } from 'lighthouse/core/lib/axe.js';

/** An accessibility violation: the axe rule and the elements that break it. */
export interface Violation {
  id: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page with the rules Lighthouse's accessibility category runs (the axe
 * that Lighthouse ships, and its gatherer's configuration, Lighthouse 12), so that "no violation"
 * here is Lighthouse's accessibility 100 without a Lighthouse run's 5–10 s per page.
 * Evaluated over the DevTools protocol: the page's CSP does not apply.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Axe = {
      run: (
        context: Document,
        options: unknown,
      ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
      // Lighthouse 12's switches on top of the WCAG A and AA tags (core/gather/gatherers/accessibility.js)
      rules: {
        accesskeys: { enabled: true },
        'area-alt': { enabled: false },
        'aria-allowed-role': { enabled: true },
        'aria-braille-equivalent': { enabled: false },
        'aria-conditional-attr': { enabled: true },
        'aria-deprecated-role': { enabled: true },
        'aria-dialog-name': { enabled: true },
        'aria-prohibited-attr': { enabled: true },
        'aria-roledescription': { enabled: false },
        'aria-treeitem-name': { enabled: true },
        'aria-text': { enabled: true },
        'audio-caption': { enabled: false },
        blink: { enabled: false },
        'duplicate-id': { enabled: false },
        'empty-heading': { enabled: true },
        'frame-focusable-content': { enabled: false },
        'frame-title-unique': { enabled: false },
        'heading-order': { enabled: true },
        'html-xml-lang-mismatch': { enabled: true },
        'identical-links-same-purpose': { enabled: true },
        'image-redundant-alt': { enabled: true },
        'input-button-name': { enabled: true },
        'label-content-name-mismatch': { enabled: true },
        'landmark-one-main': { enabled: true },
        'link-in-text-block': { enabled: true },
        marquee: { enabled: false },
        'meta-viewport': { enabled: true },
        'nested-interactive': { enabled: false },
        'no-autoplay-audio': { enabled: false },
        'role-img-alt': { enabled: false },
        'scrollable-region-focusable': { enabled: false },
        'select-name': { enabled: true },
        'server-side-image-map': { enabled: false },
        'skip-link': { enabled: true },
        'summary-name': { enabled: false },
        'svg-img-alt': { enabled: false },
        tabindex: { enabled: true },
        'table-duplicate-name': { enabled: true },
        'table-fake-caption': { enabled: true },
        'target-size': { enabled: true },
        'td-has-header': { enabled: true },
      },
    });
    return violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
