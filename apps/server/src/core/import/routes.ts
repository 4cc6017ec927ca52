import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, importProgressQuery, importQuery, type ImportProgress, type ImportStarted } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../http/errors.ts';
import { jobProgress, startJob } from './jobs.ts';
import { runImport, type ImportSpec } from './kit.ts';
import { formatOf } from './read-rows.ts';

/**
 * `POST /admin/<path>/import?dryRun=1|0` (multipart field `file`, at most `IMPORT_MAX_BYTES`)
 * → `{id}`, and `GET /admin/<path>/importProgress?id=` → the job's progress and report. Both
 * behind the import node; multipart parsing exists only in this scope.
 */
export function importRoutes<R, W>(app: FastifyInstance, ctx: AppContext, spec: ImportSpec<R, W>) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = [spec.path];
    const security = [{ batoken: [] }];

    r.post(
      `/admin/${spec.path}/import`,
      {
        schema: { tags, summary: 'Import rows from a CSV or XLSX file (multipart field `file`): a dry run (default) or the import; answers the job id', querystring: importQuery, security },
        config: { auth: 'admin', permission: spec.node },
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw new ApiError('No files were uploaded');
        const part = await req.file().catch(() => undefined);
        if (!part || part.fieldname !== 'file') throw new ApiError('No files were uploaded');
        const data = await part.toBuffer().catch(() => {
          throw new ApiError('The file is larger than %d MB', 0, null, [IMPORT_MAX_BYTES / 1024 / 1024]);
        });
        if (!data.length) throw new ApiError('The file is empty');
        const dryRun = req.query.dryRun === '1';
        const lang = req.lang;
        const id = startJob(spec.path, req.admin!.id, lang, (progress) => runImport(spec, data, formatOf(data), dryRun, { db: ctx.db, lang }, progress));
        return reply.ok({ id } satisfies ImportStarted);
      },
    );

    r.get(
      `/admin/${spec.path}/importProgress`,
      { schema: { tags, summary: 'How far an import job is; its report once done', querystring: importProgressQuery, security }, config: { auth: 'admin', permission: spec.node } },
      async (req, reply) => reply.ok(jobProgress(req.query.id, spec.path, req.admin!.id) satisfies ImportProgress),
    );
  });
}
