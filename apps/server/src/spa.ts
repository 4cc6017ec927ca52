import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Lang } from './core/i18n/index.ts';
import { appManifest, manifestLang, manifestNames } from './core/site/app-manifest.ts';
import { indexWithHints } from './spa-hints.ts';

/** What the served web app needs of the site: its name in a language (the config centre's `site_name`). */
export interface SpaSite {
  siteName(lang: Lang): Promise<string>;
}

/**
 * Serves the built web app from the same origin without hash routing: hashed assets with a
 * year-long cache, and index.html for every browser navigation that is not an API call.
 * `/manifest.webmanifest` is the built one named after the site, in the reader's language.
 */
export async function installSpa(app: FastifyInstance, distDir: string, site?: SpaSite) {
  const indexFile = path.join(distDir, 'index.html');
  const hasDist = fs.existsSync(indexFile);
  if (!hasDist) app.log.warn(`web build not found at ${distDir}: run "npm run build"`);
  // dot files are the build's own (scripts/web-build.mjs's stamp), not the site's
  const rootFiles = new Set(hasDist ? fs.readdirSync(distDir).filter((f) => f !== 'index.html' && !f.startsWith('.')).map((f) => '/' + f) : []);

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      serve: true,
      setHeaders(reply, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const indexFor = indexWithHints(distDir);
  const sendIndex = (reply: import('fastify').FastifyReply, urlPath: string) => {
    if (!hasDist) return reply.code(503).type('text/plain').send('The web app is not built yet: run "npm run build".');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexFor(urlPath));
  };

  const manifestFile = path.join(distDir, 'manifest.webmanifest');
  const sendManifest = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const lang = manifestLang((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language']);
    const built = await fs.promises.readFile(manifestFile, 'utf8');
    const body = appManifest(built, manifestNames(await site!.siteName(lang), lang));
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language').type('application/manifest+json; charset=utf-8').send(body);
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.isApi) return;
    const p = req.url.split('?')[0];
    if (p === '/manifest.webmanifest' && site && rootFiles.has(p)) return sendManifest(req, reply);
    // /storage/: uploaded files, served by the upload routes; /module-*: installed modules' files (core/packages)
    if (p.startsWith('/assets/') || p.startsWith('/module-assets/') || p.startsWith('/module-public/') || p.startsWith('/static/') || p.startsWith('/storage/') || p.startsWith('/docs') || rootFiles.has(p)) return;
    return sendIndex(reply, p);
  });
}
