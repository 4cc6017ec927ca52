import { queryOptions } from '@tanstack/react-query';
import type { BackupCreateOutput, BackupIndexOutput, BackupSettings, BackupSettingsOutput } from '@app/contract';
import { request } from './request';
import { adminKeys } from './query-keys';
import type { Write } from './write';
import { downloadFile } from '../components/data-table/export';

/** The Backups page (`/admin/routine.Backup/*`, super administrators only). */
const BASE = '/admin/routine.Backup';

export const backupsQuery = () =>
  queryOptions({
    queryKey: adminKeys.backups(),
    queryFn: async () => (await request<BackupIndexOutput>({ url: `${BASE}/index`, method: 'GET' })).data,
  });

/** Makes a backup now (it can take a while: no timeout). */
export const createBackup: Write<void, BackupCreateOutput> = {
  run: async () => (await request<BackupCreateOutput>({ url: `${BASE}/create`, method: 'POST', timeout: 0 }, { showSuccessMessage: true })).data,
  touches: () => [adminKeys.backups()],
};

export const deleteBackup: Write<string, unknown> = {
  run: (name) => request({ url: `${BASE}/del`, method: 'POST', data: { name } }, { showSuccessMessage: true }),
  touches: () => [adminKeys.backups()],
};

export const saveBackupSettings: Write<BackupSettings, BackupSettingsOutput> = {
  run: async (settings) => (await request<BackupSettingsOutput>({ url: `${BASE}/settings`, method: 'POST', data: settings }, { showSuccessMessage: true })).data,
  touches: () => [adminKeys.backups()],
};

/** Saves a backup file (POST: the download is admin-logged). */
export const downloadBackup = (name: string) => downloadFile(`${BASE}/download`, name, 'routine-backup.downloadFailed', false, { name });
