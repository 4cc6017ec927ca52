import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cosAuthEndpoint, directUploads } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { adminTokenOf, memberTokenOf } from '../../core/auth/request-tokens.ts';
import { mustHaveTwoFactor, twoFactorPolicy, twoFactorRequired } from '../../core/auth/two-factor-policy.ts';
import { ApiError, needLogin } from '../../core/http/errors.ts';
import { answer, serve } from '../../core/http/serve.ts';
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
  const areas = [
    { api: directUploads.admin, who: (req: FastifyRequest): Uploader => ({ adminId: req.admin!.id }) },
    { api: directUploads.api, who: (req: FastifyRequest): Uploader => ({ userId: req.member!.id }) },
  ];
  for (const { api, who } of areas) {
    serve(app, api.start, (input, req) => startDirect(ctx, who(req), input));
    serve(app, api.sign, (input, req) => signDirect(ctx, who(req), input.key, input.upload_id, input.parts ?? [], input.list));
    serve(app, api.complete, async (input, req) => {
      const file = uploadedFile(await completeDirect(ctx, storage, who(req), input.key, input.upload_id, input.parts ?? []), req);
      return answer({ file, full_url: file.full_url }, 'File uploaded successfully');
    });
    serve(app, api.abort, async (input, req) => {
      await abortDirect(ctx, who(req), input.key, input.upload_id);
      return null;
    });
  }

  // Anyone logged in, as an admin or as a member, may upload: either token opens the credentials.
  serve(app, cosAuthEndpoint, async (_input, req) => {
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
      return await cosFederationToken(t);
    } catch (e) {
      req.log.warn({ err: e }, 'cos sts');
      throw new ApiError('Storage error: %s', 0, null, [(e as Error).message]);
    }
  });
}
