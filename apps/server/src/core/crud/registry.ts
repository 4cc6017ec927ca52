import type { AppContext } from '../../context.ts';
import type { Compiled } from './types.ts';

// Per application context: tests build several apps, each with its own context.
const registered = new WeakMap<AppContext, Map<string, Compiled>>();

/** Records a served resource (called by registerResource). */
export function rememberResource(ctx: AppContext, r: Compiled): void {
  let byPath = registered.get(ctx);
  if (!byPath) registered.set(ctx, (byPath = new Map()));
  byPath.set(r.controller, r);
}

/** Every resource served by this application, by controller path (`auth/admin`). */
export function registeredResources(ctx: AppContext): ReadonlyMap<string, Compiled> {
  return registered.get(ctx) ?? new Map();
}

/** Whether a resource offers these actions (the data-security rules only make sense for them). */
export const canDelete = (r: Compiled) => r.def.del !== false;
export const canEdit = (r: Compiled) => r.def.edit !== false && Boolean(r.def.edit?.input ?? r.def.add);
