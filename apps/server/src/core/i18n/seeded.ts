import { hasMessage, t, type Lang } from './index.ts';

/**
 * Text the install seeds in the default language (rule titles, group names, rule names) as a
 * reader of `lang` reads it. While a row still holds the seed's text, that text is a message of
 * the packs (`packs/menus.ts`, `packs/seeded-names.ts`, an area's rule titles) and is shown
 * translated; once an operator has typed their own, it is shown as typed, in every language
 * (a `%s` in it is kept). Display only: edit forms get the stored text, so saving a form never
 * stores a translation.
 */
export function seededText(lang: Lang, text: string): string {
  return hasMessage(text) ? t(lang, text) : text;
}
