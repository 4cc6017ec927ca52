import type { Page } from '@playwright/test';
import { axeSource } from 'lighthouse/core/lib/axe.js';
import { stillPage } from './settled.ts';

/** Lighthouse 12's switches on top of the WCAG A and AA tags (core/gather/gatherers/accessibility.js). */
const ENABLED = [
  'accesskeys', 'aria-allowed-role', 'aria-conditional-attr', 'aria-deprecated-role',
  'aria-dialog-name', 'aria-prohibited-attr', 'aria-treeitem-name', 'aria-text', 'empty-heading',
  'heading-order', 'html-xml-lang-mismatch', 'identical-links-same-purpose', 'image-redundant-alt',
  'input-button-name', 'label-content-name-mismatch', 'landmark-one-main', 'link-in-text-block',
  'meta-viewport', 'select-name', 'skip-link', 'tabindex', 'table-duplicate-name',
  'table-fake-caption', 'target-size', 'td-has-header',
];
const DISABLED = [
  'area-alt', 'aria-braille-equivalent', 'aria-roledescription', 'audio-caption', 'blink',
  'duplicate-id', 'frame-focusable-content', 'frame-title-unique', 'marquee', 'nested-interactive',
  'no-autoplay-audio', 'role-img-alt', 'scrollable-region-focusable', 'server-side-image-map',
  'summary-name', 'svg-img-alt',
];
const AXE_RULES = Object.fromEntries([...ENABLED.map((id) => [id, { enabled: true }]), ...DISABLED.map((id) => [id, { enabled: false }])]);

/** An accessibility violation: the axe rule and the elements that break it. */
export interface Violation {
  id: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page with the rules Lighthouse's accessibility category runs (the axe
 * that Lighthouse ships, and its gatherer's configuration, Lighthouse 12), so that "no violation"
 * here is Lighthouse's accessibility 100 without a Lighthouse run's 5–10 s per page.
 * Evaluated over the DevTools protocol: the page's CSP does not apply. Run once nothing moves
 * (`stillPage`): colours read mid-fade are not the page's.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await stillPage(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
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
      rules,
    });
    return violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, AXE_RULES);
}
