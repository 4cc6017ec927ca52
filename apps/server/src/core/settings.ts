import type { Db } from '../db/client.ts';
import { config } from '../db/schema/index.ts';
import { TableCache } from './rbac/rules.ts';
import type { ChangeBus } from './cluster/bus.ts';

type ConfigRow = typeof config.$inferSelect;

const LIST_TYPES = new Set(['checkbox', 'array', 'selects']);
const CSV_TYPES = new Set(['city', 'remoteSelects', 'images', 'files']);
const NUMBER_TYPES = new Set(['number', 'integer', 'float']);

/**
 * Typed value of a setting by its input type (reference 7.3): JSON lists, comma lists, a
 * boolean switch, numbers (here also `images`/`files` as lists and numbers as numbers, so that
 * a value reads back as the input wrote it); everything else a string.
 */
export function settingValue(row: Pick<ConfigRow, 'type' | 'value'>): unknown {
  const v = row.value ?? '';
  if (LIST_TYPES.has(row.type)) {
    try {
      const parsed: unknown = v ? JSON.parse(v) : [];
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  if (row.type === 'switch') return v === '1' || v === 'true';
  if (CSV_TYPES.has(row.type)) return v ? v.split(',') : [];
  if (NUMBER_TYPES.has(row.type) && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return v;
}

const scalarText = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'boolean' ? (v ? '1' : '0') : null;

/**
 * The stored text of a submitted value by input type (reference 7.5's setter): JSON for lists
 * (empty → ''), '1'/'0' for a switch, `HH:mm:ss` for a time, comma lists for other arrays.
 * Null when the value cannot be a value of that type.
 */
export function storedSettingValue(type: string, value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (LIST_TYPES.has(type)) {
    const list = typeof value === 'string' ? (value === '' ? [] : type === 'array' ? null : value.split(',')) : value;
    if (!Array.isArray(list)) return null;
    if (type === 'array') {
      const rows = list.map((r) => (r && typeof r === 'object' ? [scalarText((r as KeyValueLike).key), scalarText((r as KeyValueLike).value)] : [null, null]));
      if (rows.some(([k, v]) => k === null || v === null)) return null;
      return rows.length ? JSON.stringify(rows.map(([key, val]) => ({ key, value: val }))) : '';
    }
    const items = list.map(scalarText);
    if (items.some((i) => i === null)) return null;
    return items.length ? JSON.stringify(items) : '';
  }
  if (type === 'switch') {
    if (value === true || value === 1 || value === '1' || value === 'true') return '1';
    if (value === false || value === 0 || value === '0' || value === 'false' || value === '') return '0';
    return null;
  }
  if (type === 'time') {
    if (value === '') return '';
    const m = typeof value === 'string' ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim()) : null;
    if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return null;
    return `${m[1].padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}`;
  }
  if (NUMBER_TYPES.has(type)) {
    const text = scalarText(value);
    if (text === null || typeof value === 'boolean') return null;
    if (text.trim() === '') return '';
    return Number.isFinite(Number(text)) ? text.trim() : null;
  }
  if (Array.isArray(value)) {
    const items = value.map(scalarText);
    return items.some((i) => i === null || i.includes(',')) ? null : items.join(',');
  }
  return scalarText(value);
}

interface KeyValueLike {
  key?: unknown;
  value?: unknown;
}

/** The settings of the config table, cached; writers call invalidate() (every instance drops them). */
export class Settings {
  private cache: TableCache<ConfigRow>;

  constructor(db: Db, bus: ChangeBus) {
    this.cache = new TableCache(() => db.select().from(config), 5000).share(bus, 'config');
  }

  async get<T = string>(name: string, fallback?: T): Promise<T> {
    const row = (await this.cache.get()).find((r) => r.name === name);
    return row ? (settingValue(row) as T) : (fallback as T);
  }

  async group(group: string): Promise<Record<string, unknown>> {
    const rows = (await this.cache.get()).filter((r) => r.group === group);
    return Object.fromEntries(rows.map((r) => [r.name, settingValue(r)]));
  }

  /** Every setting row (cached). */
  rows(): Promise<ConfigRow[]> {
    return this.cache.get();
  }

  invalidate() {
    this.cache.invalidate();
  }
}

/** 'YYYY-MM-DD hh:mm:ss' in a time zone (the reference's formatted times). */
export function formatDateTime(d: Date | null | undefined, timeZone = 'Asia/Shanghai'): string {
  return d ? formatterFor(timeZone).format(d) : '';
}

// Building an Intl formatter costs far more than using one: keep one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' });
    } catch {
      f = formatterFor('UTC');
    }
    formatters.set(timeZone, f);
  }
  return f;
}

export const unixSeconds = (d: Date | null | undefined): number | null => (d ? Math.floor(d.getTime() / 1000) : null);
