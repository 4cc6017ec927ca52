import { expect, type Page } from '@playwright/test';

/**
 * Watches the page's requests from now on; the function it answers resolves once no request has
 * been running for 500 ms (networkidle, for navigations inside the app, which Playwright's
 * load states do not see).
 */
export function networkQuiet(page: Page): () => Promise<void> {
  let running = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => ((running += by), (lastChange = Date.now()));
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return () => expect.poll(() => running <= 0 && Date.now() - lastChange >= 500, { intervals: [100], timeout: 20_000 }).toBe(true);
}

/**
 * Resolves once nothing on the page moves: no finite CSS animation or transition running (a
 * card fading in, a dialog closing; a spinner's endless one does not count) and every image
 * loaded. A check of colours made mid-fade reads a colour the reader never settles on.
 */
export async function stillPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
      && Array.from(document.images).every((img) => img.complete),
    null,
    { polling: 100, timeout: 10_000 },
  );
}
