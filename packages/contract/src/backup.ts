import { z } from 'zod';
import { endpoint, fileEndpoint } from './endpoint.ts';
import { intInput } from './numbers.ts';

/**
 * Backups (`/admin/routine.Backup/*`, super administrators only): the instance's backup files,
 * made now or on a schedule, downloaded, deleted, pruned to a retention count.
 */
export const BACKUP_SCHEDULES = ['off', 'hourly', 'daily'] as const;
export type BackupSchedule = (typeof BACKUP_SCHEDULES)[number];

/** A backup file's name as the server writes it (its UTC time and a random part). */
export const BACKUP_FILE_NAME = /^backup-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/;

/** The schedule: off, hourly at minute MM, or daily at HH:MM of the site's time zone; `retention` backups kept (0: all). */
export const backupSettings = z.object({
  schedule: z.enum(BACKUP_SCHEDULES),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'),
  retention: intInput(0, 1000),
});
export type BackupSettings = z.output<typeof backupSettings>;

/** A backup file as listed. */
export const backupRow = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number(),
  /** When its database was dumped (unix seconds). */
  create_time: z.number(),
  database: z.enum(['pglite', 'postgres']),
  /** The last migration of its schema. */
  schema: z.string(),
});
export type BackupRow = z.output<typeof backupRow>;

/** `GET index`: the files newest first, the settings, and when the next scheduled one is due. */
export const backupIndexOutput = z.object({
  list: z.array(backupRow),
  settings: backupSettings,
  /** Unix seconds, null when nothing is scheduled. */
  next_run_time: z.number().nullable(),
});
export type BackupIndexOutput = z.output<typeof backupIndexOutput>;

/** `POST create`: no input; the new file. */
export const backupCreateOutput = z.object({ backup: backupRow });
export type BackupCreateOutput = z.output<typeof backupCreateOutput>;

/** `POST download` ({ name }: the file's bytes) and `POST del` ({ name }, no output). */
export const backupNameInput = z.object({ name: z.string().regex(BACKUP_FILE_NAME, 'not a backup file name') });

/** `POST settings`: the settings in, the stored settings and the next slot out. */
export const backupSettingsInput = backupSettings;
export const backupSettingsOutput = backupIndexOutput.pick({ settings: true, next_run_time: true });
export type BackupSettingsOutput = z.output<typeof backupSettingsOutput>;

/** Every backup route: a backup holds every row and the keys, more than any node grants (as the terminal): super administrators only. */
const superAdmin = (node: string) => ({ admin: `routine/backup/${node}`, superAdmin: true as const });
export const backupEndpoints = {
  index: endpoint({ method: 'GET', path: '/admin/routine.Backup/index', audience: superAdmin('index'), output: backupIndexOutput, summary: 'Backup files, the schedule and retention' }),
  create: endpoint({ method: 'POST', path: '/admin/routine.Backup/create', audience: superAdmin('add'), output: backupCreateOutput, summary: 'Make a backup now (database, uploads, keys)' }),
  download: fileEndpoint({
    method: 'POST',
    path: '/admin/routine.Backup/download',
    audience: superAdmin('download'),
    input: backupNameInput,
    file: ['application/gzip'],
    summary: 'The bytes of a backup file',
  }),
  del: endpoint({ method: 'POST', path: '/admin/routine.Backup/del', audience: superAdmin('del'), input: backupNameInput, output: z.null(), summary: 'Delete a backup file' }),
  settings: endpoint({
    method: 'POST',
    path: '/admin/routine.Backup/settings',
    audience: superAdmin('edit'),
    input: backupSettingsInput,
    output: backupSettingsOutput,
    summary: 'The schedule and the retention count',
  }),
};
