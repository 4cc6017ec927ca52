import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The running instance's endpoint that streams a backup to the CLI (modules/backup/routes.ts). */
/** Outside /admin: no admin session, no admin log; a loopback caller with the data folder's key. */
export const LOCAL_BACKUP_PATH = '/local/backup';
export const LOCAL_BACKUP_HEADER = 'x-backup-key';

/**
 * The key the backup CLI shows a running instance: derived from the token key, which only the
 * data folder (or the operator's TOKEN_SECRET) holds, so holding it proves shell access to the
 * instance's data.
 */
export const localBackupKey = (tokenSecret: string) => crypto.createHmac('sha256', tokenSecret).update('local-backup').digest('hex');

/** The token key as a running instance reads it, without making one (undefined: no instance has run on the folder). */
export function existingTokenSecret(dataDir: string, fromEnv?: string): string | undefined {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secret.key');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/** PGlite's lock file: present while a process has the embedded database open (or left by one that crashed). */
export const pgliteInUse = (dataDir: string) => fs.existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'));
