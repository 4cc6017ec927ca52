import { backupEndpoints as api } from '@app/contract';
import { endpointQuery, endpointWrite } from './endpoint';
import { downloadFile } from '../components/data-table/export';

/** The Backups page (`/admin/routine.Backup/*`, super administrators only). */

export const backupsQuery = () => endpointQuery(api.index);

/** Makes a backup now (it can take a while: no timeout). */
export const createBackup = endpointWrite(api.create, { touches: () => [api.index], options: { showSuccessMessage: true, timeout: 0 } });

export const deleteBackup = endpointWrite(api.del, { input: (name: string) => ({ name }), touches: () => [api.index], options: { showSuccessMessage: true } });

export const saveBackupSettings = endpointWrite(api.settings, { touches: () => [api.index], options: { showSuccessMessage: true } });

/** Saves a backup file (a file endpoint; POST: the download is admin-logged). */
export const downloadBackup = (name: string) => downloadFile(api.download.path, name, 'routine-backup.downloadFailed', false, { name });
