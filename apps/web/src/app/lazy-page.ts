import type { ComponentType } from 'react';
import { loadInAntd } from './antd-lazy';
import { loadLangPacks } from '../lang/i18n';

export interface PageEntry {
  load: () => Promise<{ default: ComponentType }>;
  /** Page language packs (files in lang/<lang>/pages/) the page needs. */
  lang?: readonly string[];
  /** The page renders antd: it is wrapped in the antd scope (theme, texts; `app/AntdScope.tsx`). */
  antd?: boolean;
}

/**
 * A new task before a page's code runs. On a first visit the server's hints have fetched every
 * chunk of the page's chain already (apps/server/src/spa-hints.ts), so without it the layout's,
 * the loading screen's and the page's modules would all evaluate in the entry's task, one long
 * task the phone cannot answer a tap in.
 */
const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** A route's `lazy`: the page's code and its language packs load together, on first visit. */
export function lazyPage(entry: PageEntry) {
  return async () => {
    await yieldToMain();
    const [module] = await Promise.all([entry.antd ? loadInAntd(entry.load) : entry.load(), loadLangPacks(entry.lang ?? [])]);
    return { Component: module.default };
  };
}
