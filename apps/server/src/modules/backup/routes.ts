import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupEndpoints as api } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { answer, serve, serveFile } from '../../core/http/serve.ts';
import { createBackupStream } from '../../core/backup/archive.ts';
import { BackupBusy, BackupNotFound } from '../../core/backup/store.ts';
import { LOCAL_BACKUP_HEADER, LOCAL_BACKUP_PATH, localBackupKey } from '../../core/backup/local-endpoint.ts';
import { loadTokenSecret } from '../../core/secrets.ts';
import { backupRowOf, backupsOf } from './backups.ts';

const unixOrNull = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** A store error as the envelope's message. */
function asApiError(e: unknown): never {
  if (e instanceof BackupBusy || e instanceof BackupNotFound) throw new ApiError(e.message);
  throw new ApiError('Backup failed: %s', 0, null, [(e as Error).message]);
}

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/** Streams a backup file as a download. */
function sendFile(reply: FastifyReply, file: string, name: string) {
  return reply
    .header('content-type', 'application/gzip')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('content-length', fs.statSync(file).size)
    .send(fs.createReadStream(file));
}

/**
 * `/admin/routine.Backup/*`: index (files, settings, next run), create, download, del, settings
 * (super administrators only, the writes admin-logged); LOCAL_BACKUP_PATH is the backup CLI's way to ask a
 * running embedded-database instance for a consistent dump (loopback, with the data folder's key).
 */
export function backupRoutes(app: FastifyInstance, ctx: AppContext) {
  const backups = backupsOf(ctx);
  // once per context: a test may build a second app on the same one
  if (!ctx.cluster.jobs.get('backup-schedule')) ctx.cluster.jobs.register({ name: 'backup-schedule', everyMs: 60_000, run: () => backups.runIfDue() });
  const localKey = localBackupKey(loadTokenSecret(ctx.config.dataDir, ctx.config.tokenSecret));
  const r = app.withTypeProvider<ZodTypeProvider>();

  serve(app, api.index, async () => ({
    list: (await backups.store.list()).map(backupRowOf),
    settings: await backups.settings(),
    next_run_time: unixOrNull(await backups.nextRun()),
  }));

  serve(app, api.create, async () => answer({ backup: backupRowOf(await backups.create().catch(asApiError)) }, 'Backup created'), { adminLog: { title: 'Create backup' } });

  serveFile(
    app,
    api.download,
    ({ name }, _req, { reply }) => {
      let file: string;
      try {
        file = backups.store.pathOf(name);
      } catch (e) {
        asApiError(e);
      }
      return sendFile(reply, file, name);
    },
    { adminLog: { title: 'Download backup' } },
  );

  serve(
    app,
    api.del,
    ({ name }) => {
      try {
        backups.store.remove(name);
      } catch (e) {
        asApiError(e);
      }
      return answer(null, 'Deleted successfully');
    },
    { adminLog: { title: 'Delete backup' } },
  );

  serve(
    app,
    api.settings,
    async (settings) => {
      await backups.saveSettings(settings);
      return answer({ settings: await backups.settings(), next_run_time: unixOrNull(await backups.nextRun()) }, 'Update successful');
    },
    { adminLog: { title: 'Backup settings' } },
  );

  r.post(LOCAL_BACKUP_PATH, { schema: { hide: true }, config: { auth: 'none' } }, async (req, reply) => {
    const key = Buffer.from(String(req.headers[LOCAL_BACKUP_HEADER] ?? ''));
    const expected = Buffer.from(localKey);
    if (!isLoopback(req.socket.remoteAddress ?? '') || key.length !== expected.length || !crypto.timingSafeEqual(key, expected)) {
      throw new ApiError('You have no permission', 401);
    }
    const { stream } = await createBackupStream({ database: ctx.database, databaseUrl: ctx.config.databaseUrl, dataDir: ctx.config.dataDir, tmpDir: ctx.config.backupDir });
    return reply.header('content-type', 'application/gzip').send(stream);
  });
}
