import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { suffixSvgQuery, uploadParams } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { storageOf } from '../../core/upload/local-storage.ts';
import { receiveUpload, uploadedFile, type Uploader } from '../../core/upload/upload.ts';
import { serveStorage, STORAGE_CSP } from '../../core/upload/serve.ts';
import { buildSuffixSvg } from '../../core/upload/suffix-svg.ts';
import { registerResource } from '../../core/crud/index.ts';
import { attachmentResource } from './attachment.ts';
import { directUploadRoutes } from './direct-upload-routes.ts';

const uploadDoc = (summary: string, security: Record<string, string[]>[]) => ({
  tags: ['ajax'],
  summary,
  description: 'multipart/form-data with the file in field `file`; `topic` (default `default`) and `driver` (`local`) in the query or as fields before the file.',
  querystring: uploadParams,
  security,
});

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
    const r = scope.withTypeProvider<ZodTypeProvider>();

    const upload = (who: (req: FastifyRequest) => Uploader) => async (req: FastifyRequest, reply: FastifyReply) => {
      const row = await receiveUpload(ctx, storage, req, who(req));
      return reply.ok({ file: uploadedFile(row, req) }, 'File uploaded successfully');
    };
    r.post(
      '/admin/ajax/upload',
      { schema: uploadDoc('Upload a file as an admin', [{ batoken: [] }]), config: { auth: 'admin', permission: false, adminLog: { title: 'upload' } } },
      upload((req) => ({ adminId: req.admin!.id })),
    );
    r.post(
      '/api/ajax/upload',
      { schema: uploadDoc('Upload a file as a member (node ajax/upload)', [{ baUserToken: [] }]), config: { auth: 'member' } },
      upload((req) => ({ userId: req.member!.id })),
    );

    const svg = async (req: FastifyRequest<{ Querystring: { suffix?: string; background?: string } }>, reply: FastifyReply) =>
      reply
        .type('image/svg+xml')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', STORAGE_CSP)
        .header('Cache-Control', 'public, max-age=86400')
        .send(buildSuffixSvg(req.query.suffix, req.query.background));
    const svgDoc = { tags: ['ajax'], summary: 'The file icon of an extension (SVG)', querystring: suffixSvgQuery };
    r.get('/admin/ajax/buildSuffixSvg', { schema: { ...svgDoc, security: [{ batoken: [] }] }, config: { auth: 'admin', permission: false } }, svg);
    r.get('/api/ajax/buildSuffixSvg', { schema: svgDoc }, svg);

    await serveStorage(scope, storage);
  });

  directUploadRoutes(app, ctx);
  registerResource(app, ctx, attachmentResource);
}
