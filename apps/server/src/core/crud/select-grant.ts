import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registeredResources } from './registry.ts';
import { unknownField } from './search.ts';
import type { Compiled, ParsedListQuery } from './types.ts';

/**
 * Remote selects declared by forms (issue 11 #14): a resource whose add or edit form picks rows of
 * another resource declares it (`remoteSelects: { 'user.Group': 'name' }`), and whoever may use
 * that form may read the other resource's index in remote-select mode (`select=true`) without its
 * index node: only the key and the declared label come back, and only they can be searched,
 * sorted or pre-filled, so the grant reveals nothing else of the rows.
 */

/** The form nodes that open `path`'s remote select, with the label each form shows. */
export function selectGrants(ctx: AppContext, path: string): { node: string; label: string }[] {
  const out: { node: string; label: string }[] = [];
  for (const form of registeredResources(ctx).values()) {
    const label = form.def.remoteSelects?.[path];
    if (!label) continue;
    const prefix = form.def.nodes ?? form.controller;
    if (form.def.add) out.push({ node: `${prefix}/add`, label });
    if (form.def.edit !== false) out.push({ node: `${prefix}/edit`, label });
  }
  return out;
}

/** Whether the raw query asks for remote-select mode (before validation: `select=true|1`). */
export const asksSelect = (req: FastifyRequest) => ['true', '1'].includes(String((req.query as Record<string, unknown> | undefined)?.select));

/** Refuses a select-only query that touches any field but the key and the granted labels. */
export function checkSelectQuery(r: Compiled, q: ParsedListQuery, labels: readonly string[]): void {
  const allowed = new Set([r.pkName, ...labels]);
  const check = (field: string | undefined) => {
    if (field && !allowed.has(field)) throw unknownField(field);
  };
  for (const item of q.search ?? []) check(item.field);
  check(q.order?.split(',')[0].trim());
  check(q.initKey);
  if (q.quickSearch) for (const f of r.def.quickSearch ?? [r.pkName]) check(f);
}

type Item = Record<string, unknown>;
const pick = (item: Item, fields: readonly string[]): Item => ({
  ...Object.fromEntries(fields.filter((f) => f in item).map((f) => [f, item[f]])),
  ...(Array.isArray(item.children) ? { children: (item.children as Item[]).map((child) => pick(child, fields)) } : {}),
});

/** The select answer cut down to `{list|options, total, totalExact?}` of key and labels (children kept nested). */
export function narrowSelect(answer: unknown, r: Compiled, labels: readonly string[]): Record<string, unknown> {
  const a = (answer ?? {}) as Item;
  const fields = [r.pkName, ...labels];
  const out: Record<string, unknown> = {};
  for (const key of ['list', 'options'] as const) if (Array.isArray(a[key])) out[key] = (a[key] as Item[]).map((item) => pick(item, fields));
  if (a.total !== undefined) out.total = a.total;
  if (a.totalExact === false) out.totalExact = false;
  return out;
}
