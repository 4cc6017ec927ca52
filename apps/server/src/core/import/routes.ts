import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, importEndpoints } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../http/errors.ts';
import { serve, serveFile } from '../http/serve.ts';
import { jobProgress, startJob } from './jobs.ts';
import { headerIn, runImport, type ImportSpec } from './kit.ts';
import { csvField, contentDisposition } from '../crud/export.ts';
import { formatOf } from './read-rows.ts';

/**
 * `POST /admin/<path>/import?dryRun=1|0` (multipart field `file`, at most `IMPORT_MAX_BYTES`)
 * → `{id}`, `GET /admin/<path>/importProgress?id=` → the job's progress and report, and
 * `GET /admin/<path>/importTemplate?format=csv|xlsx` → an empty file with the headers in the
 * reader's language. All behind the import node; multipart parsing exists only in this scope.
 */
export function importRoutes<R, W>(app: FastifyInstance, ctx: AppContext, spec: ImportSpec<R, W>) {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
    const api = importEndpoints(spec.path);

    serve(scope, api.start, async (_input, req, { query }) => {
      if (!req.isMultipart()) throw new ApiError('No files were uploaded');
      const part = await req.file().catch(() => undefined);
      if (!part || part.fieldname !== 'file') throw new ApiError('No files were uploaded');
      const data = await part.toBuffer().catch(() => {
        throw new ApiError('The file is larger than %d MB', 0, null, [IMPORT_MAX_BYTES / 1024 / 1024]);
      });
      if (!data.length) throw new ApiError('The file is empty');
      const dryRun = query.dryRun === '1';
      const lang = req.lang;
      return { id: startJob(spec.path, req.admin!.id, lang, (progress) => runImport(spec, data, formatOf(data), dryRun, { db: ctx.db, lang, created: new Map() }, progress)) };
    });

    serveFile(scope, api.template, async ({ format }, req, { reply }) => {
      const titles = spec.columns.map(headerIn(req.lang));
      const stem = `${spec.path}-import`;
      if (format === 'csv') {
        // The byte order mark makes Excel read the file as UTF-8 (as the export does).
        return reply.type('text/csv; charset=utf-8').header('content-disposition', contentDisposition(`${stem}.csv`)).send('\uFEFF' + titles.map(csvField).join(',') + '\r\n');
      }
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Sheet1').addRow(titles);
      const data = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('content-disposition', contentDisposition(`${stem}.xlsx`)).send(data);
    });

    serve(scope, api.progress, ({ id }, req) => jobProgress(id, spec.path, req.admin!.id));
  });
}
