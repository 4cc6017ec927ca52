import { ApiError } from '../http/errors.ts';

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

/**
 * A constraint violation as an envelope error (no SQL, no constraint names); anything else
 * passes on to the 500 handler. Drizzle wraps driver errors, so the code may be on the cause.
 */
export function fromDbError(e: unknown): unknown {
  if (e instanceof ApiError) return e;
  const err = e as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof err?.code === 'string' ? err.code : typeof err?.cause?.code === 'string' ? err.cause.code : '';
  const key = MESSAGES[code];
  return key ? new ApiError(key) : e;
}
