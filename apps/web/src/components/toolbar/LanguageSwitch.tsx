import { TranslationOutlined } from '../icon/light-icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, htmlLang } from '../../lang/i18n';
import { useLayoutConfig } from '../../stores/layout-config';

/**
 * Switches to the next available language (there are two: one click), showing its name. The
 * choice is stored and the page reloads. A native button: it sits on the lean login pages.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { defaultLang, langArray } = useLayoutConfig((state) => state.lang);
  const index = langArray.findIndex((lang) => lang.name === defaultLang);
  const next = langArray[(index + 1) % langArray.length];

  return (
    <button
      type="button"
      className="app-button is-text"
      aria-label={`${t('switch.language')}: ${next.value}`}
      onClick={() => changeLanguage(next.name)}
      data-testid="language-switch"
    >
      <TranslationOutlined aria-hidden="true" />
      <span className="toolbar-label" lang={htmlLang(next.name)}>
        {next.value}
      </span>
    </button>
  );
}
