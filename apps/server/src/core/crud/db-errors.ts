import { ApiError, FieldName } from '../http/errors.ts';

// SQLSTATE codes a request can cause with valid-looking input, and what to tell the client.
const MESSAGES: Record<string, string> = {
  '23505': 'A record with the same value already exists',
  '23503': 'A related record does not exist',
  '23502': 'Parameter error',
  '23514': 'Parameter error',
  '22001': 'A value is too long',
  '22003': 'A number is out of range',
  '22P02': 'Parameter error',
  '22007': 'Parameter error',
  '22008': 'Parameter error',
};

/** What the driver said of a failed statement: its SQLSTATE ('' when none), constraint, detail and message. */
export interface DriverError { code: string; constraint?: string; detail?: unknown; message?: string }

/** The driver's error under drizzle's wrapper (both drivers put `code`, `constraint` and `detail` on it). */
export function driverError(e: unknown): DriverError {
  const outer = e as ({ code?: unknown; cause?: { code?: unknown } }) | null;
  const err = (typeof outer?.code === 'string' ? outer : typeof outer?.cause?.code === 'string' ? outer.cause : null) as
    { code: string; constraint?: unknown; detail?: unknown } | null;
  if (!err) return { code: '' };
  return { code: err.code, constraint: typeof err.constraint === 'string' ? err.constraint : undefined, detail: err.detail, message: (err as { message?: string }).message };
}

/** Whether `e` is a statement's `refuse(reason)` (migration 0039: PL/pgSQL's RAISE EXCEPTION, SQLSTATE P0001) for `reason`. */
export function refusedBy(e: unknown, reason: string): boolean {
  const { code, message } = driverError(e);
  return code === 'P0001' && message === reason;
}

/**
 * A constraint violation as an envelope error (no SQL, no constraint names); anything else
 * passes on to the 500 handler. Drizzle wraps driver errors, so the code may be on the cause.
 * A duplicate value names its field (by its label in the reader's language, at the edge).
 */
export function fromDbError(e: unknown): unknown {
  if (e instanceof ApiError) return e;
  const { code, detail } = driverError(e);
  const key = MESSAGES[code];
  if (!key) return e;
  const field = code === '23505' ? duplicateColumn(detail) : undefined;
  return field ? new ApiError('A record with the same %s already exists', 0, null, [new FieldName(field)]) : new ApiError(key);
}

/**
 * The column of a unique violation from PostgreSQL's detail, `Key (shop_id, code)=(1, A) already
 * exists.`: the last one (the others scope it, as a shop does a code), as the wire names it.
 */
function duplicateColumn(detail: unknown): string | undefined {
  const m = typeof detail === 'string' ? /^Key \(([^)]+)\)=/.exec(detail) : null;
  const last = m?.[1].split(',').pop()?.trim().replace(/^"|"$/g, '');
  return last && /^[a-z_][a-z0-9_]*$/i.test(last) ? last : undefined;
}
