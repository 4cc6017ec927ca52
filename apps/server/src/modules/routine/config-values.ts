import { cosBucketValid, cosRegionValid } from '../../core/upload/cloud-settings.ts';
import { ACCOUNT_RE, BACKEND_ENTRANCE_RE, MOBILE_RE, PASSWORD_RE, VAR_NAME_RE, type ConfigRule } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { IpListError, parseIpList } from '../../core/http/ip-filter.ts';
import { invalidListEntry, parseSize } from '../../core/upload/upload-settings.ts';
import { renderSaveName, type SaveNameInput } from '../../core/upload/save-name.ts';
import { tileSource } from '../../core/site/map-tiles.ts';

/** Keys that would reach an object's prototype. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function typed(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value !== '' && /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : value;
}

/**
 * `key=value` lines as an object (reference 7.7's `str_attr_to_array`): lines trimmed, blank
 * lines skipped; `a.b=c` nests; with `typedValues`, true/false become booleans and numbers
 * numbers. A line without `=` or with an empty key is an error naming the line.
 */
export function parseAttrLines(text: string, typedValues = true): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const eq = line.indexOf('=');
    const path = (eq > 0 ? line.slice(0, eq) : '').split('.').map((k) => k.trim());
    if (eq <= 0 || path.some((k) => !k || FORBIDDEN_KEYS.has(k))) {
      throw new ApiError('Line %d is not in key=value form: %s', 0, null, [i + 1, line]);
    }
    const value = line.slice(eq + 1).trim();
    let node = out;
    for (const key of path.slice(0, -1)) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[path[path.length - 1]] = typedValues ? typed(value) : value;
  });
  return out;
}

const ID_NUMBER_RE = /^(\d{15}|\d{18}|\d{17}[\dXx])$/;
const URL_RE = /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_RE = /^\d{4}-\d{1,2}-\d{1,2}( \d{1,2}:\d{2}(:\d{2})?)?$/;
const NUMBER_RE = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;
const INTEGER_RE = /^[-+]?\d+$/;
const FLOAT_RE = /^[-+]?\d+(\.\d+)?$/;

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const emptyHtml = (v: unknown) =>
  typeof v !== 'string' || (!/<(img|video|audio|iframe|hr|table)\b/i.test(v) && v.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim() === '');

const PATTERNS: Partial<Record<ConfigRule, RegExp>> = {
  mobile: MOBILE_RE, idNumber: ID_NUMBER_RE, account: ACCOUNT_RE, password: PASSWORD_RE, varName: VAR_NAME_RE,
  url: URL_RE, email: EMAIL_RE, date: DATE_RE, number: NUMBER_RE, integer: INTEGER_RE, float: FLOAT_RE,
};

/** Input types that check their own format (as the FormItem kit does). */
const TYPE_RULES: Record<string, ConfigRule> = {
  mobile: 'mobile', idNumber: 'idNumber', account: 'account', password: 'password', varName: 'varName', email: 'email', url: 'url',
};

/** The first validator of a setting (its `rule` list, then its type's own) that the submitted value fails. */
export function failedRule(type: string, rules: string, value: unknown): string | null {
  const names = rules.split(',').map((r) => r.trim()).filter(Boolean) as ConfigRule[];
  if (TYPE_RULES[type]) names.push(TYPE_RULES[type]);
  for (const rule of names) {
    if (rule === 'required' && isEmpty(value)) return rule;
    if (rule === 'editorRequired' && emptyHtml(value)) return rule;
    const re = PATTERNS[rule];
    if (re && !isEmpty(value) && (typeof value === 'object' || !re.test(String(value).trim()))) return rule;
  }
  return null;
}

/** A file to try a save-name template on. */
const SAMPLE_FILE: SaveNameInput = { topic: 'default', originalName: 'sample.png', suffix: 'png', sha1: '0'.repeat(40), now: new Date(0), timeZone: 'UTC' };

const validTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * Checks of settings the server acts on, by name (the admin entrance, time zone, blocked
 * IPs, upload limits and save name); the stored text is what is checked.
 */
export function checkSpecialSetting(name: string, stored: string): void {
  switch (name) {
    case 'backend_entrance':
      if (!BACKEND_ENTRANCE_RE.test(stored)) throw new ApiError('Backend entrance rule');
      return;
    case 'time_zone':
      if (!validTimeZone(stored)) throw new ApiError('Invalid time zone: %s', 0, null, [stored]);
      return;
    case 'no_access_ip':
      try {
        parseIpList(stored);
      } catch (e) {
        if (e instanceof IpListError) throw new ApiError('Invalid IP or CIDR: %s', 0, null, [e.entry]);
        throw e;
      }
      return;
    case 'upload_max_size':
    case 'upload_video_max_size':
      if (parseSize(stored) === null) throw new ApiError('Invalid size: %s', 0, null, [stored]);
      return;
    case 'upload_allowed_suffixes': {
      const bad = invalidListEntry(stored, 'suffix');
      if (bad !== null) throw new ApiError('Invalid file extension: %s', 0, null, [bad]);
      if (!/[a-z0-9*]/i.test(stored)) throw new ApiError('List at least one file extension, or * for any');
      return;
    }
    case 'upload_allowed_mime_types': {
      const bad = invalidListEntry(stored, 'mime');
      if (bad !== null) throw new ApiError('Invalid mime type: %s', 0, null, [bad]);
      return;
    }
    case 'upload_save_name':
      if (stored.trim() && !renderSaveName(stored.trim(), SAMPLE_FILE)) throw new ApiError('The save name template must give a path under /storage/');
      return;
    // cloud storage (spec section 5's storage rules): URLs, a COS bucket name-appid, a region without `cos.`
    case 'upload_s3_endpoint':
    case 'upload_s3_public_url':
    case 'upload_cos_public_url':
    case 'upload_cos_sts_endpoint':
    case 'upload_cos_domain':
      if (stored.trim() && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(stored.trim())) throw new ApiError('Invalid URL: %s', 0, null, [stored]);
      return;
    case 'upload_cos_bucket':
      if (stored.trim() && !cosBucketValid(stored.trim())) throw new ApiError('The bucket must look like name-appid: %s', 0, null, [stored]);
      return;
    case 'upload_cos_region':
      if (stored.trim() && !cosRegionValid(stored.trim())) throw new ApiError('Invalid region: %s', 0, null, [stored]);
      return;
    // map tiles: the origin goes into the pages' CSP, the subdomains into tile URLs
    case 'map_tile_url':
      if (!tileSource(stored)) throw new ApiError('The tile URL must be an http(s) address with {z}, {x} and {y}: %s', 0, null, [stored]);
      return;
    case 'map_tile_subdomains':
      if (!/^[a-z0-9]*$/i.test(stored.trim())) throw new ApiError('Tile subdomains are letters or digits: %s', 0, null, [stored]);
      return;
    // the CRUD designer's chat endpoint (modules/crud/describe.ts): a request the server makes
    case 'ai_base_url':
      if (stored.trim() && !/^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/.test(stored.trim())) throw new ApiError('Invalid URL: %s', 0, null, [stored]);
      return;
    case 'ai_timeout':
      if (stored.trim() && !(Number.isInteger(Number(stored)) && Number(stored) >= 1 && Number(stored) <= 300)) throw new ApiError('The time limit is 1 to 300 seconds');
      return;
  }
}
