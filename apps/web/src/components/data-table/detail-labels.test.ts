import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { adminLogDescription, orderDescription, type ResourceDescription } from '@app/contract';
import { describedDetail } from './described-detail';

/** The page packs of both languages (the app loads one of them a page). */
const packs = import.meta.glob<{ default: Record<string, unknown> }>('../../lang/*/pages/*.ts', { eager: true });
const textAt = (lang: 'en' | 'zh-cn', key: string): unknown => {
  const [page, ...path] = key.split('.');
  return path.reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], packs[`../../lang/${lang}/pages/${page}.ts`]?.default);
};

// the admin details drawn by describedDetail, each with the pack its page labels it from
const details: [string, ResourceDescription, string][] = [
  ['the order detail', orderDescription, 'order-order'],
  ['the admin log detail', adminLogDescription, 'auth-admin-log'],
];

describe("every label of an admin detail is in both languages' packs", () => {
  it.each(details)('%s', (_, description, lang) => {
    const keys = describedDetail(description, {}, lang).map((item) => (item.label as ReactElement<{ k: string }>).props.k);
    const missing = keys.flatMap((k) => (['en', 'zh-cn'] as const).filter((l) => typeof textAt(l, k) !== 'string').map((l) => `${l}: ${k}`));
    expect(missing).toEqual([]);
  });
});
