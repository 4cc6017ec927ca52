import type { FastifyRequest } from 'fastify';
import type { Settings } from '../settings.ts';

export const DEFAULT_AVATAR = '/static/images/avatar.png';

/** Upload limits as the client pre-checks them (spec section 3); the config centre will own them. */
export const UPLOAD_DEFAULTS = {
  mode: 'local',
  maxsize: 10 * 1024 * 1024,
  videoMaxsize: 100 * 1024 * 1024,
  mimetype: 'jpg,png,bmp,jpeg,gif,webp,zip,rar,wav,mp4,mp3',
  savename: '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}',
};

const cdnUrl = (req: FastifyRequest) => `//${req.headers.host ?? 'localhost'}`;

/** The site block of both bootstraps (/admin/Index/index and /api/index/index). */
export async function siteConfig(settings: Settings, req: FastifyRequest) {
  return {
    siteName: await settings.get('site_name', ''),
    recordNumber: await settings.get('record_number', ''),
    version: await settings.get('version', ''),
    cdnUrl: cdnUrl(req),
    apiUrl: '',
    upload: UPLOAD_DEFAULTS,
    headNav: [],
    initialize: { admin: true, user: true },
  };
}

export const avatarOf = (avatar: string) => avatar || DEFAULT_AVATAR;

/** Cents in the database, a yuan string with two decimals on the wire. */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
