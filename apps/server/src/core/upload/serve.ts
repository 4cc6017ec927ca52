import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { STORAGE_PREFIX } from './save-name.ts';
import { THUMB_SUFFIX } from './image.ts';
import type { LocalStorage } from './local-storage.ts';

/** Types a browser may show in the page itself; everything else downloads. */
const INLINE: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/**
 * Sandboxes every stored file: no script runs, no plugin loads, even when someone opens an
 * uploaded SVG or HTML file directly; images and media still display.
 */
export const STORAGE_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const extOf = (file: string) => path.extname(file).slice(1).toLowerCase();

/**
 * The security headers of a stored file: inline only for images and media, never with sniffing.
 * Readable from any origin (as /static/ and the reference's uploads): clients on another origin
 * show attachments and avatars; the sandbox CSP and downloads keep active content harmless.
 */
export function storageHeaders(reply: FastifyReply, file: string) {
  const thumb = file.endsWith(THUMB_SUFFIX);
  const ext = extOf(thumb ? file.slice(0, -THUMB_SUFFIX.length) : file);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', STORAGE_CSP);
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (INLINE[ext]) {
    reply.header('Content-Type', INLINE[ext]);
    return;
  }
  // SVG, HTML and the rest: a download, whatever the browser would make of them.
  const name = path.basename(file).replace(/[^\w.-]/g, '_');
  reply.header('Content-Type', 'application/octet-stream');
  reply.header('Content-Disposition', `attachment; filename="${name}"`);
}

/**
 * `GET /storage/*`: the stored files, from `<dataDir>/storage` (ranges, ETag, 304s by
 * @fastify/static; dot folders such as the upload temp folder are never served). A thumbnail
 * that does not exist (a BMP, a file stored before thumbnails) redirects to the image itself.
 */
export async function serveStorage(scope: FastifyInstance, storage: LocalStorage) {
  scope.addHook('onRequest', async (req, reply) => {
    const pathname = req.url.split('?')[0];
    if (!pathname.startsWith(STORAGE_PREFIX) || !pathname.endsWith(THUMB_SUFFIX)) return;
    let url: string;
    try {
      url = decodeURIComponent(pathname);
    } catch {
      return;
    }
    const thumb = storage.pathOf(url);
    if (thumb && !fs.existsSync(thumb)) return reply.redirect(pathname.slice(0, -THUMB_SUFFIX.length), 302);
  });
  await scope.register(fastifyStatic, {
    root: storage.root,
    prefix: STORAGE_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    maxAge: '7d',
    setHeaders: (reply: FastifyReply, file: string) => storageHeaders(reply, file),
  });
}
