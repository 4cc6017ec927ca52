import type { Locale } from 'antd/es/locale';
import type { LangName } from '../stores/layout-config';

/** antd's own texts (pagination, pickers, empty states) in the chosen language; only that one is loaded. */
export async function loadAntdLocale(lang: LangName): Promise<Locale> {
  const module = lang === 'en' ? await import('antd/es/locale/en_US') : await import('antd/es/locale/zh_CN');
  return module.default;
}
