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

/** A route's `lazy`: the page's code and its language packs load together, on first visit. */
export function lazyPage(entry: PageEntry) {
  return async () => {
    const [module] = await Promise.all([entry.antd ? loadInAntd(entry.load) : entry.load(), loadLangPacks(entry.lang ?? [])]);
    return { Component: module.default };
  };
}
