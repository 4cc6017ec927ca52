import type { FastifyRequest } from 'fastify';
import type { Settings } from '../settings.ts';
import { t, type Lang } from '../i18n/index.ts';
import { clientUploadConfig, uploadSettings } from '../upload/upload-settings.ts';
import { mapTileConfig } from './map-tiles.ts';

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
    // Not in the reference: the map tiles of the position pickers (config centre, group map).
    map: await mapTileConfig(settings),
    headNav: [],
    initialize: { admin: true, user: true },
  };
}

// The site block serialised once per settings load (the array stays the same until a change) and Host.
const serialised = new WeakMap<readonly object[], Map<string, string>>();
const MAX_HOSTS = 64; // Host is the client's to choose: keep a few

/** `siteConfig` as JSON, reused until the settings change. */
export async function siteConfigJson(settings: Settings, req: FastifyRequest): Promise<string> {
  const rows = await settings.rows();
  let byHost = serialised.get(rows);
  if (!byHost) serialised.set(rows, (byHost = new Map()));
  const host = cdnUrl(req);
  let json = byHost.get(host);
  if (json === undefined) {
    json = JSON.stringify(await siteConfig(settings, req));
    if (byHost.size >= MAX_HOSTS) byHost.clear();
    byHost.set(host, json);
  }
  return json;
}

/**
 * The site name as a reader sees it in server-written text (mail subjects): the config centre's
 * `site_name`, or, while it is empty, the product's name in the reader's language. The bootstraps
 * send the stored name as it is (the reference's wire); the web app falls back the same way.
 */
export const siteNameFor = async (settings: Settings, lang: Lang): Promise<string> =>
  (await settings.get<string>('site_name', '')).trim() || t(lang, 'Franchise Chain Admin Platform');

/** The config centre's `open_member_center` switch (on unless switched off). */
export const memberCenterOpen = (settings: Settings) =>
  settings.get<unknown>('open_member_center', true).then((v) => v !== false && v !== '0' && v !== 'false');

export const avatarOf = (avatar: string) => avatar || DEFAULT_AVATAR;

/** Cents in the database, a yuan string with two decimals on the wire. */
export { yuanOf as yuan } from '@app/contract';
