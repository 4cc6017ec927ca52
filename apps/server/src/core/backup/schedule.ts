import { sql } from 'drizzle-orm';
import { wallPartsIn, wallTimeToMs, type BackupSettings } from '@app/contract';
import type { Database } from '../../db/client.ts';

/** The `job_run` row of scheduled backups: its `next_run_time` is the next slot of the schedule. */
export const BACKUP_JOB = 'backup';
const HOUR_MS = 3_600_000;

/**
 * The first slot of the schedule after `now` (epoch ms), in the site's time zone: daily at
 * HH:MM, or hourly at minute MM; null when backups are not scheduled.
 */
export function nextSlot(settings: Pick<BackupSettings, 'schedule' | 'time'>, now: number, timeZone: string): Date | null {
  if (settings.schedule === 'off') return null;
  const [hh, mm] = settings.time.split(':').map(Number);
  const w = wallPartsIn(now, timeZone);
  if (settings.schedule === 'hourly') {
    let at = wallTimeToMs(`${w.year}-${w.month}-${w.day} ${w.hour}:${mm}`, timeZone) ?? now;
    while (at <= now) at += HOUR_MS;
    return new Date(at);
  }
  for (let day = 0; day < 3; day++) {
    // Date.UTC carries a day past the month's end into the next month
    const d = new Date(Date.UTC(w.year, w.month - 1, w.day + day));
    const at = wallTimeToMs(`${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()} ${hh}:${mm}`, timeZone);
    if (at !== null && at > now) return new Date(at);
  }
  return null;
}

/** Sets the schedule's next slot (a changed schedule starts from now). */
export async function planNextBackup(database: Database, next: Date | null): Promise<void> {
  if (!next) return;
  await database.rows(sql`
    insert into job_run (name, last_run_time, next_run_time) values (${BACKUP_JOB}, now(), ${next.toISOString()})
    on conflict (name) do update set next_run_time = excluded.next_run_time`);
}

/**
 * Claims the due slot for this instance: the one conditional update that moves `next_run_time`
 * past now wins, so with several instances one of them makes the scheduled backup.
 */
export async function claimDueBackup(database: Database, next: Date, instance: string): Promise<boolean> {
  const claimed = await database.rows(sql`
    update job_run set last_run_time = now(), next_run_time = ${next.toISOString()}, instance = ${instance}
    where name = ${BACKUP_JOB} and next_run_time <= now() returning name`);
  return claimed.length > 0;
}

/** When the next scheduled backup is due (null when none is planned). */
export async function plannedBackup(database: Database): Promise<Date | null> {
  const [row] = await database.rows<{ next: Date | string }>(sql`select next_run_time as next from job_run where name = ${BACKUP_JOB}`);
  return row ? new Date(row.next) : null;
}
