/**
 * Large totals reused for a moment (crud README: Totals). Counting a filter's rows (up to
 * TOTAL_CAP) is most of a filtered page's work on a large table, and an operator asks the same
 * count again and again: every page of a search, every refresh. A count of KEEP_FROM rows or
 * more is kept per resource and per WHERE with its values (the audience's scope is part of it,
 * so no count crosses from one admin's scope or member to another), for COUNT_REUSE_MS, on the
 * instance that counted it; the kit's own writes to the resource drop its counts at once
 * (afterKitWrite, write.ts). A write from elsewhere (an order paid by a member, another
 * instance) shows in the total within COUNT_REUSE_MS; the rows themselves are always read
 * fresh, and a page that is not full still ends the list with an exact total.
 *
 * A smaller count is kept too, but never reported: it only foretells that a page ends the list
 * (a search that found a few rows, asked again), so that page is read without its count and
 * its rows give the exact total. When the rows say otherwise (a full page), they are counted.
 */

export const COUNT_REUSE_MS = 2000;
/** Counts from this size on stand for the total; smaller ones only foretell where a list ends, and stay exact. */
export const KEEP_FROM = 1000;
/** Counts kept per resource; past it the resource's are dropped (an expired one is replaced when asked again). */
const KEPT_MAX = 1000;

export interface Total {
  total: number;
  exact: boolean;
}

const kept = new WeakMap<object, Map<string, { at: number; total: Total }>>();

/** The count kept for this list shape and values, while fresh. */
export function keptCount(resource: object, key: string): Total | undefined {
  const entry = kept.get(resource)?.get(key);
  return entry && Date.now() - entry.at < COUNT_REUSE_MS ? { ...entry.total } : undefined;
}

export function keepCount(resource: object, key: string, total: Total): void {
  let counts = kept.get(resource);
  if (!counts) kept.set(resource, (counts = new Map()));
  if (counts.size >= KEPT_MAX && !counts.has(key)) counts.clear();
  counts.set(key, { at: Date.now(), total: { ...total } });
}

/** After the kit wrote to the resource: its counts are counted again. */
export function forgetCounts(resource: object): void {
  kept.delete(resource);
}
