import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { uploadEndpoints } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { storageOf } from '../../core/upload/local-storage.ts';
import { receiveUpload, uploadedFile, type Uploader } from '../../core/upload/upload.ts';
import { serveStorage, STORAGE_CSP } from '../../core/upload/serve.ts';
import { buildSuffixSvg } from '../../core/upload/suffix-svg.ts';
import { registerResource } from '../../core/crud/index.ts';
import { answer, serve, serveFile } from '../../core/http/serve.ts';
import { attachmentResource } from './attachment.ts';
import { directUploadRoutes } from './direct-upload-routes.ts';

/**
 * Uploads and the files behind them (reference 8): `POST /admin/ajax/upload` (an admin),
 * `POST /api/ajax/upload` (a member with node `ajax/upload`), the file icons of
 * `buildSuffixSvg`, the attachment resource, and `GET /storage/*` serving the stored files.
 * Multipart parsing exists only in this scope.
 */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const storage = storageOf(ctx);

  app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    // `topic` and `driver` come from the query or the fields before the file (receiveUpload)
    const upload = (who: (req: FastifyRequest) => Uploader) => async (_input: undefined, req: FastifyRequest) =>
      answer({ file: uploadedFile(await receiveUpload(ctx, storage, req, who(req)), req) }, 'File uploaded successfully');
    serve(scope, uploadEndpoints.admin.upload, upload((req) => ({ adminId: req.admin!.id })), { adminLog: { title: 'upload' } });
    serve(scope, uploadEndpoints.api.upload, upload((req) => ({ userId: req.member!.id })));

    for (const area of [uploadEndpoints.admin, uploadEndpoints.api]) {
      serveFile(scope, area.suffixSvg, ({ suffix, background }, _req, { reply }) =>
        reply
          .type('image/svg+xml')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', STORAGE_CSP)
          .header('Cache-Control', 'public, max-age=86400')
          .send(buildSuffixSvg(suffix, background)),
      );
    }

    await serveStorage(scope, storage);
  });

  directUploadRoutes(app, ctx);
  registerResource(app, ctx, attachmentResource);
}
