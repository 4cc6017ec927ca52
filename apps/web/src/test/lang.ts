import { i18n } from '../lang/i18n';

const packs = import.meta.glob<{ default: Record<string, unknown> }>('../lang/en/pages/*.ts');

/** Loads English page packs for a test (the app loads packs of the stored language, zh-cn by default). */
export async function loadEnglishPacks(names: readonly string[]): Promise<void> {
  for (const name of names) {
    const pack = await packs[`../lang/en/pages/${name}.ts`]();
    i18n.addResourceBundle('en', 'translation', { [name]: pack.default }, true, true);
  }
}
