import type { Lang } from '../i18n/index.ts';
import { t } from '../i18n/index.ts';

/** The web app manifest's fields that name the app (the rest comes from the built `manifest.webmanifest`). */
export interface ManifestNames {
  name: string;
  short_name: string;
  description: string;
  lang: string;
}

/** The member centre's names in a reader's language, after the config centre's site name. */
export function manifestNames(siteName: string, lang: Lang): ManifestNames {
  return {
    name: t(lang, '%s member centre', siteName),
    short_name: t(lang, 'Member centre'),
    description: t(lang, 'The member centre of %s', siteName),
    lang: lang === 'en' ? 'en' : 'zh-CN',
  };
}

/**
 * The language a manifest is written in: the web app asks with `?lang=` (the reader's choice in
 * its language switch), a browser that fetched the page's link before that by its Accept-Language.
 */
export function manifestLang(query: unknown, acceptLanguage: string | undefined): Lang {
  const asked = typeof query === 'string' ? query.toLowerCase() : '';
  if (asked === 'en' || asked === 'zh-cn') return asked;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh-cn';
}

/** The built manifest with the names replaced (anything unreadable in it: the names alone are still a manifest). */
export function appManifest(built: string, names: ManifestNames): string {
  let base: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(built);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) base = parsed as Record<string, unknown>;
  } catch {
    // keep the names only
  }
  return JSON.stringify({ ...base, ...names });
}
