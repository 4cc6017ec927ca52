import { zhCn } from './zh-cn.ts';

export type Lang = 'zh-cn' | 'en';
export const LANGS: Lang[] = ['zh-cn', 'en'];
export const DEFAULT_LANG: Lang = 'zh-cn';

/** English texts of message keys whose key is not already the English text. */
const en: Record<string, string> = {
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
};

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
