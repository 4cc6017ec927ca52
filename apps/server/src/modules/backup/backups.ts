import { eq } from 'drizzle-orm';
import { backupSettings, type BackupRow, type BackupSettings } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { config } from '../../db/schema/index.ts';
import { BackupStore, type BackupFile } from '../../core/backup/store.ts';
import { claimDueBackup, nextSlot, planNextBackup, plannedBackup } from '../../core/backup/schedule.ts';

/** The config rows of the settings (seeded in db/seed/config.ts, group `backup`, edited on the Backups page). */
const SETTING = { schedule: 'backup_schedule', time: 'backup_time', retention: 'backup_retention' } as const;
const DEFAULTS: BackupSettings = { schedule: 'off', time: '03:00', retention: 7 };

export const backupRowOf = (f: BackupFile): BackupRow => ({
  name: f.name,
  size: f.size,
  create_time: Math.floor(f.created.getTime() / 1000),
  database: f.database,
  schema: f.schema,
});

/** An instance's backups: its store, the settings, and the scheduled run. */
export class Backups {
  readonly store: BackupStore;

  constructor(private readonly ctx: AppContext) {
    this.store = new BackupStore({ database: ctx.database, databaseUrl: ctx.config.databaseUrl, dataDir: ctx.config.dataDir, backupDir: ctx.config.backupDir });
  }

  async settings(): Promise<BackupSettings> {
    const s = this.ctx.settings;
    const parsed = backupSettings.safeParse({
      schedule: await s.get(SETTING.schedule, DEFAULTS.schedule),
      time: await s.get(SETTING.time, DEFAULTS.time),
      retention: await s.get(SETTING.retention, DEFAULTS.retention),
    });
    return parsed.success ? parsed.data : DEFAULTS;
  }

  private timeZone(): Promise<string> {
    return this.ctx.settings.get('time_zone', 'Asia/Shanghai');
  }

  /** Stores the settings and plans the next scheduled backup from now. */
  async saveSettings(next: BackupSettings): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      for (const [key, name] of Object.entries(SETTING)) {
        await tx.update(config).set({ value: String(next[key as keyof BackupSettings]) }).where(eq(config.name, name));
      }
    });
    this.ctx.settings.invalidate();
    await planNextBackup(this.ctx.database, nextSlot(next, Date.now(), await this.timeZone()));
  }

  async nextRun(): Promise<Date | null> {
    return (await this.settings()).schedule === 'off' ? null : plannedBackup(this.ctx.database);
  }

  async create(): Promise<BackupFile> {
    return this.store.create((await this.settings()).retention);
  }

  /**
   * The scheduled backup, looked at every minute (the `backup` job): the instance that claims a
   * due slot makes it; the others find the slot moved on.
   */
  async runIfDue(): Promise<BackupFile | null> {
    const settings = await this.settings();
    const next = nextSlot(settings, Date.now(), await this.timeZone());
    if (!next) return null;
    if (!(await plannedBackup(this.ctx.database))) await planNextBackup(this.ctx.database, next);
    if (!(await claimDueBackup(this.ctx.database, next, this.ctx.cluster.bus.instance))) return null;
    return this.store.create(settings.retention);
  }
}

const instances = new WeakMap<AppContext, Backups>();
export function backupsOf(ctx: AppContext): Backups {
  let b = instances.get(ctx);
  if (!b) instances.set(ctx, (b = new Backups(ctx)));
  return b;
}
