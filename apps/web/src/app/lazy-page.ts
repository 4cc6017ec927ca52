import type { ComponentType } from 'react';
import { loadLangPacks } from '../lang/i18n';

export interface PageEntry {
  load: () => Promise<{ default: ComponentType }>;
  /** Page language packs (files in lang/<lang>/pages/) the page needs. */
  lang?: readonly string[];
}

/** A route's `lazy`: the page's code and its language packs load together, on first visit. */
export function lazyPage(entry: PageEntry) {
  return async () => {
    const [module] = await Promise.all([entry.load(), loadLangPacks(entry.lang ?? [])]);
    return { Component: module.default };
  };
}
