import type { AppContext } from '../../context.ts';
import type { ActionContext, Compiled } from './types.ts';

/** A deleted row: its key and the whole row as PostgreSQL's JSON of it (database column names). */
export interface DeletedRow {
  id: unknown;
  row: Record<string, unknown>;
}

/** Watched column values as text, before an edit. */
export type Snapshot = Map<string, string | null>;

/** What an interceptor does inside one edit's transaction (`tc`: the context of the transaction). */
export interface EditCapture {
  /** Before the update (the row is already locked). */
  before(id: unknown, tc: ActionContext): Promise<Snapshot>;
  /** After the update, with what `before` answered. */
  after(id: unknown, before: Snapshot, tc: ActionContext): Promise<void>;
}

/** What an interceptor does inside one delete's transaction, with the rows actually deleted. */
export interface DeleteCapture<C = ActionContext> {
  /** Whether it needs the whole deleted rows (`row`), not only their keys. */
  wholeRows: boolean;
  /** Before the delete, with the keys of the rows about to go (to read what goes with them). */
  before?(ids: readonly unknown[], tc: C): Promise<void>;
  deleted(rows: DeletedRow[], tc: C): Promise<void>;
}

/**
 * Cross-cutting work on the kit's writes (data security's recycle and sensitive-data logs).
 * Each method runs before the write's transaction opens (its caches load outside it) and
 * answers what to do inside it, or nothing when the write does not concern it.
 */
export interface WriteInterceptor {
  del?(r: Compiled, c: ActionContext): Promise<DeleteCapture | undefined>;
  edit?(r: Compiled, c: ActionContext): Promise<EditCapture | undefined>;
}

const interceptors = new WeakMap<AppContext, WriteInterceptor[]>();

/** Adds an interceptor to every write of the kit's resources in this application (once: apps may be built again on one context). */
export function interceptWrites(ctx: AppContext, interceptor: WriteInterceptor): void {
  const known = interceptors.get(ctx) ?? [];
  if (!known.includes(interceptor)) interceptors.set(ctx, [...known, interceptor]);
}

export const writeInterceptors = (ctx: AppContext): readonly WriteInterceptor[] => interceptors.get(ctx) ?? [];
