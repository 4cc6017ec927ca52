import { zhCn as foundationZhCn } from './zh-cn.ts';
import { packs } from './packs/index.ts';
import type { MessagePack } from './packs/types.ts';

export type Lang = 'zh-cn' | 'en';
export const LANGS: Lang[] = ['zh-cn', 'en'];
export const DEFAULT_LANG: Lang = 'zh-cn';

/** English texts of message keys whose key is not already the English text. */
const foundationEn: Record<string, string> = {
  'Please login first': 'Please login first!',
  'You have no permission': 'You have no permission to operate!',
  'Parameter error': 'Parameter error!',
  'Captcha error': 'Captcha error!',
  'Username is incorrect': 'Incorrect username',
  'Password is incorrect': 'Wrong password',
  'Account disabled': 'Account is disabled',
  'Account not exist': 'Account does not exist',
  'Please try again after 1 day': 'The number of login failures exceeds the limit, please try again after 24 hours',
  'Invalid token': 'Invalid Token!',
  'Login succeeded!': 'Login successful!',
  'Password format error': 'The password must be 6 to 32 characters and must not contain & < > " \'',
  // CRUD kit and the permission areas
  'Added successfully': 'Added successfully!',
  'Update successful': 'Update successful!',
  'Deleted successfully': 'Deleted successfully!',
  'No rows were deleted': 'No rows deleted',
  'Invalid collation because the weights of the two targets are equal': 'Invalid sorting collation, because the two target weights are equal.',
  'Rows can only be sorted among rows of the same parent': 'Rows can only be sorted among rows of the same parent',
  'Unknown search field %s': 'Unknown search field: %s',
  'Invalid search value for %s: %s': 'Invalid search value for %s: %s',
  'Unknown sort field %s': 'Unknown sort field: %s',
  'Invalid sort direction %s': 'Invalid sort direction: %s',
  'Please input correct username': 'Please enter the correct username',
  'Please input correct mobile': 'Please enter the correct mobile number',
  '%s and %d rules': '%s and others (%d rules)',
  'auth/group:Remark lang': 'For security, the parent-child relation of role groups is for reference only: who is above whom is decided by the permission nodes held. Two administrators with the same nodes are peers; one holding all of the other\'s nodes and more is above. Peers cannot manage each other, and a superior can grant only the nodes they hold. To make an administrator superior in a special case, create a virtual permission node.',
  'Cache cleaned~': 'The cache has been cleaned up, please refresh the page.',
  'dashboard:Remark lang': 'Getting started: set the site name and time zone in the config centre; add your shops and bind their admins under Shop management; list products under HQ products; then set the commission rates, the agent agreement and the withdrawal rules under Commission and levels and the config centre\'s Distribution and Withdrawal tabs.',
};

/**
 * Adds messages to a language's table. A key is one text everywhere: a pack that gives a key
 * already there another text is a mistake (it would change the message of every other area), so
 * it stops the start-up.
 */
function merge(table: Record<string, string>, messages: Record<string, string>, lang: Lang): void {
  for (const [key, text] of Object.entries(messages)) {
    if (key in table && table[key] !== text) throw new Error(`i18n: the ${lang} message "${key}" is "${table[key]}" already; a pack gives it "${text}"`);
    table[key] = text;
  }
}

const zhCn: Record<string, string> = { ...foundationZhCn };
const en: Record<string, string> = { ...foundationEn };

/** Adds an area's messages (its module's `messages`, at start-up). */
export function addMessages(pack: MessagePack): void {
  merge(zhCn, pack['zh-cn'], 'zh-cn');
  merge(en, pack.en ?? {}, 'en');
}
for (const p of packs) addMessages(p);

/** Whether a message key has a translation (the foundation's or an area pack's). */
export const hasMessage = (key: string): boolean => key in zhCn;

export function pickLang(value: unknown): Lang {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  return v === 'en' || v.startsWith('en-') ? 'en' : DEFAULT_LANG;
}

/** Translates a message key; %s and %d are replaced by the arguments in order. */
export function t(lang: Lang, key: string, ...args: unknown[]): string {
  const text = (lang === 'zh-cn' ? zhCn[key] : en[key]) ?? en[key] ?? key;
  let i = 0;
  return text.replace(/%[sd]/g, () => String(args[i++] ?? ''));
}
