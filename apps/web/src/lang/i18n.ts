import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useLayoutConfig, type LangName } from '../stores/layout-config';

type Pack = { default: Record<string, unknown> };

const commonPacks = import.meta.glob<Pack>('./*/common.ts');
/** Per-page packs, loaded on demand when a route is first visited (see app/lazy-page.ts). */
const pagePacks = import.meta.glob<Pack>('./*/pages/*.ts');

export function currentLang(): LangName {
  return useLayoutConfig.getState().lang.defaultLang;
}

/** i18next's start (`initI18n`): page packs fetched before it are added after it. */
let started: Promise<void> | undefined;

/** Loads the common pack of the chosen language and starts i18next. */
export function initI18n(lang: LangName = currentLang()): Promise<void> {
  started = start(lang);
  return started;
}

async function start(lang: LangName): Promise<void> {
  const common = await commonPacks[`./${lang}/common.ts`]();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: useLayoutConfig.getState().lang.fallbackLang,
    lowerCaseLng: true,
    resources: { [lang]: { translation: common.default } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
}

/** Whether a page pack of that name exists (zh-cn, the language the en packs are typed against). */
export const hasPagePack = (name: string) => `./zh-cn/pages/${name}.ts` in pagePacks;

const loadedPacks = new Set<string>();

/**
 * Merges page packs under their own name: pack `admin-login` → keys `admin-login.*`. Fetched at
 * once, added once i18next has started (the first page's packs load beside the common pack).
 */
export async function loadLangPacks(names: readonly string[]): Promise<void> {
  const lang = currentLang();
  await Promise.all(
    names.map(async (name) => {
      const id = `${lang}/${name}`;
      const importer = pagePacks[`./${lang}/pages/${name}.ts`];
      if (loadedPacks.has(id) || !importer) return;
      const pack = await importer();
      await started;
      i18n.addResourceBundle(lang, 'translation', { [name]: pack.default }, true, true);
      loadedPacks.add(id);
    }),
  );
}

/** Changing language stores the choice and reloads the page. */
export function changeLanguage(lang: LangName): void {
  useLayoutConfig.getState().setLang(lang);
  window.location.reload();
}

/** The `lang` attribute for <html>. */
export function htmlLang(lang: LangName): string {
  return lang === 'zh-cn' ? 'zh-CN' : 'en';
}

export { i18n };
