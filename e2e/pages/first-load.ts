import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** One script the first load requested, with its body gzipped at level 9. */
export interface LoadedScript {
  path: string;
  gzip: number;
}

/**
 * The JavaScript a first visit downloads: every script response from opening `path` until the
 * page shows `ready` and the network has been idle for half a second (chunks the page fetches
 * by itself once painted count; what only a click would load does not).
 */
export class FirstLoad {
  constructor(private readonly page: Page) {}

  async scripts(path: string, ready: () => Promise<void>): Promise<LoadedScript[]> {
    const pending: Promise<LoadedScript>[] = [];
    this.page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(res.body().then((body) => ({ path: new URL(res.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await this.page.goto(path);
    await ready();
    await this.page.waitForLoadState('networkidle');
    return Promise.all(pending);
  }
}

export const kilobytes = (scripts: LoadedScript[]) => Math.round((scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024) * 10) / 10;
