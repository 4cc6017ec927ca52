import type { Settings } from '../settings.ts';

/**
 * The map tiles of the config centre's `map` group: a Leaflet URL template (`{z}/{x}/{y}`, `{s}`
 * for a subdomain), the subdomains and the attribution shown on the map. Any tile server
 * works: OpenStreetMap by default, Tianditu, Tencent or Amap in China (those two draw GCJ-02,
 * so a WGS-84 position shows a few hundred metres off on them).
 */
export const MAP_TILE_DEFAULTS = {
  map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  map_tile_subdomains: 'abc',
  map_tile_attribution: '© OpenStreetMap contributors',
} as const;

const TEMPLATE_RE = /^(https?):\/\/([^\s/?#]+)(\/[^\s#]*)$/i;
const HOST_RE = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/;

/**
 * The CSP source that lets pages load a template's tiles: its origin, with a `{s}` in the host's
 * first label as `*` (`https://{s}.tile.example.com` → `https://*.tile.example.com`). Null when the
 * text is not an http(s) template of `{z}`, `{x}` and `{y}`, or `{s}` sits where CSP has no wildcard.
 */
export function tileSource(template: string): string | null {
  const m = TEMPLATE_RE.exec(template.trim());
  if (!m || !['{z}', '{x}', '{y}'].every((p) => m[3]!.includes(p))) return null;
  const [first, ...rest] = m[2]!.toLowerCase().split('.');
  const host = [first!.includes('{s}') ? '*' : first, ...rest].join('.');
  // letters, digits, dots and hyphens only: the source is written into the CSP header
  if (!HOST_RE.test(host)) return null;
  return `${m[1]!.toLowerCase()}://${host}`;
}

/** The template as the pages use it: one that no longer passes (edited in SQL) falls back to the default rather than break the pages. */
const usableTileUrl = (url: string) => (tileSource(url) ? url : MAP_TILE_DEFAULTS.map_tile_url);

/** The tile settings as the bootstraps give them to the web app (`siteConfig.map`). */
export async function mapTileConfig(settings: Settings) {
  const url = String(await settings.get('map_tile_url', MAP_TILE_DEFAULTS.map_tile_url)).trim();
  return {
    tileUrl: usableTileUrl(url),
    subdomains: String(await settings.get('map_tile_subdomains', MAP_TILE_DEFAULTS.map_tile_subdomains)).trim(),
    attribution: String(await settings.get('map_tile_attribution', MAP_TILE_DEFAULTS.map_tile_attribution)),
  };
}

let lastSource: { url: string; source: string } | undefined;

/** The pages' CSP img-src source of the configured tiles (the default's when none passes); asked on every request, so the last template's is kept. */
export async function mapTileSource(settings: Settings): Promise<string> {
  const url = String(await settings.get('map_tile_url', MAP_TILE_DEFAULTS.map_tile_url)).trim();
  if (lastSource?.url !== url) lastSource = { url, source: tileSource(usableTileUrl(url))! };
  return lastSource.source;
}
