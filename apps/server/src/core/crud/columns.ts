import type { Column } from 'drizzle-orm';
import { toFlag, yuanOf } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import { parseTime } from './time.ts';

/** What the kit needs to know about a column to coerce values and pick operators. */
export type ColumnKind = 'int' | 'number' | 'string' | 'boolean' | 'time' | 'date' | 'array' | 'other';

const INT_RANGE: Record<string, number> = {
  PgSmallInt: 32767, PgSmallSerial: 32767,
  PgInteger: 2147483647, PgSerial: 2147483647,
  PgBigInt53: Number.MAX_SAFE_INTEGER, PgBigSerial53: Number.MAX_SAFE_INTEGER,
};

export function kindOf(col: Column): ColumnKind {
  const type = col.columnType;
  if (type in INT_RANGE) return 'int';
  if (type === 'PgNumeric' || type === 'PgReal' || type === 'PgDoublePrecision') return 'number';
  if (type === 'PgTimestamp' || type === 'PgTimestampString') return 'time';
  if (type === 'PgDate' || type === 'PgDateString') return 'date';
  if (type === 'PgBoolean') return 'boolean';
  if (type === 'PgArray') return 'array';
  if (type === 'PgVarchar' || type === 'PgText' || type === 'PgChar' || type === 'PgUUID') return 'string';
  return 'other';
}

/** The element column of an array column. */
export const elementOf = (col: Column): Column => (col as unknown as { baseColumn: Column }).baseColumn;

export const invalidValue = (field: string, value: unknown) =>
  new ApiError('Invalid search value for %s: %s', 0, null, [field, String(value).slice(0, 50)]);

/**
 * A query-string value as the column's type, or an error naming the field: a value PostgreSQL
 * would refuse (a word for an integer, an overflow) must never reach it as a 500.
 */
export function coerce(col: Column, field: string, raw: string, timeZone: string): string | number | boolean | Date {
  const kind = kindOf(col);
  const text = raw.trim();
  switch (kind) {
    case 'int': {
      const n = Number(text);
      if (text === '' || !Number.isInteger(n) || Math.abs(n) > INT_RANGE[col.columnType]) throw invalidValue(field, raw);
      return n;
    }
    case 'number': {
      const n = Number(text);
      if (text === '' || !Number.isFinite(n)) throw invalidValue(field, raw);
      return col.columnType === 'PgNumeric' ? text : n;
    }
    case 'boolean': {
      const v = text.toLowerCase();
      if (['1', 'true', 'on', 'yes'].includes(v)) return true;
      if (['0', 'false', 'off', 'no'].includes(v)) return false;
      throw invalidValue(field, raw);
    }
    case 'time': {
      const d = parseTime(text, timeZone);
      if (!d) throw invalidValue(field, raw);
      return d;
    }
    case 'date': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) throw invalidValue(field, raw);
      return text;
    }
    case 'array':
      return coerce(elementOf(col), field, raw, timeZone);
    default:
      return raw;
  }
}

/** A column value for the wire: times as unix seconds, on/off columns as '1'/'0' (the reference's enum), everything else as stored. */
export function toWire(value: unknown): unknown {
  if (typeof value === 'boolean') return toFlag(value);
  return value instanceof Date ? Math.floor(value.getTime() / 1000) : value;
}

/** A column value for the wire with its kind: a money field's cents as a yuan string ('12.50'), NULL as null. */
export const wireValue = (value: unknown, money: boolean): unknown =>
  money ? (value === null || value === undefined ? value : yuanOf(Number(value))) : toWire(value);

/**
 * An input value for a write: times accept unix seconds, wall-clock strings in the configured
 * zone, or Date; other values pass as the resource's zod schema made them.
 */
export function toColumnValue(col: Column, field: string, value: unknown, timeZone: string): unknown {
  if (value === null || value === undefined || kindOf(col) !== 'time' || value instanceof Date) return value;
  const d = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? (value === '' ? null : parseTime(value, timeZone)) : undefined;
  if (d === undefined || (d === null && value !== '')) throw new ApiError('Parameter %s is invalid: %s', 0, null, [field, String(value).slice(0, 50)]);
  return d;
}
