import type { Locale } from 'antd/es/locale';
import type { LangName } from '../stores/layout-config';

/**
 * antd's own texts (pagination, pickers, empty states) in the chosen language; only that one is
 * loaded. In Chinese, dayjs's zh-cn goes with it: the pickers take their month and weekday names
 * (and the week's first day) from dayjs, which knows English only until a locale is loaded.
 */
export async function loadAntdLocale(lang: LangName): Promise<Locale> {
  if (lang === 'en') return (await import('antd/es/locale/en_US')).default;
  const [module] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
  return module.default;
}
