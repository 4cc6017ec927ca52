import type { FastifyRequest } from 'fastify';
import type { Settings } from '../settings.ts';
import { clientUploadConfig, uploadSettings } from '../upload/upload-settings.ts';

export const DEFAULT_AVATAR = '/static/images/avatar.png';

const cdnUrl = (req: FastifyRequest) => `//${req.headers.host ?? 'localhost'}`;

/** The site block of both bootstraps (/admin/Index/index and /api/index/index). */
export async function siteConfig(settings: Settings, req: FastifyRequest) {
  return {
    siteName: await settings.get('site_name', ''),
    recordNumber: await settings.get('record_number', ''),
    version: await settings.get('version', ''),
    // Not in the reference: the site time zone, in which clients show times (the config centre's time_zone).
    timeZone: await settings.get('time_zone', 'Asia/Shanghai'),
    cdnUrl: cdnUrl(req),
    apiUrl: '',
    upload: clientUploadConfig(await uploadSettings(settings)),
    headNav: [],
    initialize: { admin: true, user: true },
  };
}

/** The config centre's `open_member_center` switch (on unless switched off). */
export const memberCenterOpen = (settings: Settings) =>
  settings.get<unknown>('open_member_center', true).then((v) => v !== false && v !== '0' && v !== 'false');

export const avatarOf = (avatar: string) => avatar || DEFAULT_AVATAR;

/** Cents in the database, a yuan string with two decimals on the wire. */
export { yuanOf as yuan } from '@app/contract';
