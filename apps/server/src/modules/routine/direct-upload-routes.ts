import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { directAbortInput, directCompleteInput, directSignInput, directStartInput } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { adminTokenOf, memberTokenOf } from '../../core/auth/request-tokens.ts';
import { mustHaveTwoFactor, twoFactorPolicy, twoFactorRequired } from '../../core/auth/two-factor-policy.ts';
import { ApiError, needLogin } from '../../core/http/errors.ts';
import { storageOf } from '../../core/upload/local-storage.ts';
import { uploadedFile, type Uploader } from '../../core/upload/upload.ts';
import { abortDirect, completeDirect, currentTarget, signDirect, startDirect } from '../../core/upload/direct.ts';
import { cosFederationToken } from '../../core/upload/cos-sts.ts';

/**
 * Direct browser uploads to the cloud storage of the config centre's upload mode (spec sections
 * 3, 4, 7): start, sign (S3 part URLs, and the parts already stored for a resume), complete and
 * abort, for admins and for members with node `ajax/upload`; and `GET /api/cos_sts/get_auth`,
 * the temporary COS credentials the browser's COS SDK uploads with.
 */
export function directUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const storage = storageOf(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const areas: { base: string; config: FastifyContextConfig; who: (req: FastifyRequest) => Uploader; security: Record<string, string[]>[] }[] = [
    { base: '/admin/ajax/upload/direct', config: { auth: 'admin', permission: false }, who: (req: FastifyRequest): Uploader => ({ adminId: req.admin!.id }), security: [{ batoken: [] }] },
    { base: '/api/ajax/upload/direct', config: { auth: 'member', permission: 'ajax/upload' }, who: (req: FastifyRequest): Uploader => ({ userId: req.member!.id }), security: [{ baUserToken: [] }] },
  ];
  for (const a of areas) {
    const doc = (summary: string, body: unknown) => ({ tags: ['ajax'], summary, body, security: a.security }) as { tags: string[]; summary: string; security: Record<string, string[]>[] };
    r.post(`${a.base}/start`, { schema: { ...doc('Open a direct upload to cloud storage', undefined), body: directStartInput }, config: a.config }, async (req, reply) =>
      reply.ok(await startDirect(ctx, a.who(req), req.body)));
    r.post(`${a.base}/sign`, { schema: { ...doc('Presigned part URLs of a direct upload, and the parts stored', undefined), body: directSignInput }, config: a.config }, async (req, reply) =>
      reply.ok(await signDirect(ctx, a.who(req), req.body.key, req.body.upload_id, req.body.parts ?? [], req.body.list)));
    r.post(`${a.base}/complete`, { schema: { ...doc('Complete a direct upload and record the attachment', undefined), body: directCompleteInput }, config: a.config }, async (req, reply) => {
      const row = await completeDirect(ctx, storage, a.who(req), req.body.key, req.body.upload_id, req.body.parts ?? []);
      const file = uploadedFile(row, req);
      return reply.ok({ file, full_url: file.full_url }, 'File uploaded successfully');
    });
    r.post(`${a.base}/abort`, { schema: { ...doc('Cancel a direct upload', undefined), body: directAbortInput }, config: a.config }, async (req, reply) => {
      await abortDirect(ctx, a.who(req), req.body.key, req.body.upload_id);
      return reply.ok();
    });
  }

  // Anyone logged in, as an admin or as a member, may upload: either token opens the credentials.
  r.get('/api/cos_sts/get_auth', { schema: { tags: ['ajax'], summary: 'Temporary COS credentials for direct uploads (COS mode)' } }, async (req, reply) => {
    const asAdmin = await ctx.sessions.admin(adminTokenOf(req));
    // an admin the two-factor policy holds at enrolment gets nothing else, credentials included
    if (asAdmin.state === 'ok' && !asAdmin.principal.twoFactor && mustHaveTwoFactor(await twoFactorPolicy(ctx.settings), asAdmin.principal)) throw twoFactorRequired();
    if (asAdmin.state !== 'ok') {
      const asMember = await ctx.sessions.member(memberTokenOf(req));
      if (asMember.state !== 'ok') throw needLogin();
    }
    const t = await currentTarget(ctx);
    if (t.mode !== 'cos') throw new ApiError('Upload mode %s is not configured', 0, null, ['cos']);
    try {
      return reply.ok(await cosFederationToken(t));
    } catch (e) {
      req.log.warn({ err: e }, 'cos sts');
      throw new ApiError('Storage error: %s', 0, null, [(e as Error).message]);
    }
  });
}
