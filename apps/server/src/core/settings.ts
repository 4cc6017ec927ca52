import type { Db } from '../db/client.ts';
import { config } from '../db/schema/index.ts';
import { TableCache } from './rbac/rules.ts';

type ConfigRow = typeof config.$inferSelect;

/** Typed value of a setting by its input type (reference 7.3). */
export function settingValue(row: Pick<ConfigRow, 'type' | 'value'>): unknown {
  const v = row.value ?? '';
  switch (row.type) {
    case 'checkbox':
    case 'array':
    case 'selects':
      try {
        return v ? JSON.parse(v) : [];
      } catch {
        return [];
      }
    case 'switch':
      return v === '1' || v === 'true';
    case 'city':
    case 'remoteSelects':
      return v ? v.split(',') : [];
    default:
      return v;
  }
}

/** The settings of the config table, cached; writers call invalidate(). */
export class Settings {
  private cache: TableCache<ConfigRow>;

  constructor(db: Db) {
    this.cache = new TableCache(() => db.select().from(config), 5000);
  }

  async get<T = string>(name: string, fallback?: T): Promise<T> {
    const row = (await this.cache.get()).find((r) => r.name === name);
    return row ? (settingValue(row) as T) : (fallback as T);
  }

  async group(group: string): Promise<Record<string, unknown>> {
    const rows = (await this.cache.get()).filter((r) => r.group === group);
    return Object.fromEntries(rows.map((r) => [r.name, settingValue(r)]));
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
