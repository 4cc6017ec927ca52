import { DesktopOutlined, MoonOutlined, SunOutlined } from '../icon/light-icons';
import { useTranslation } from 'react-i18next';
import { useColorMode, type ColorMode } from '../../stores/color-mode';
import './toolbar.css';

const modes = [
  { value: 'light', icon: <SunOutlined /> },
  { value: 'dark', icon: <MoonOutlined /> },
  { value: 'auto', icon: <DesktopOutlined /> },
] as const;

/**
 * Light, dark, or follow the system (prefers-color-scheme). Native radios: arrow keys and
 * screen readers work as for any radio group, and it costs the login page no extra script.
 */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorMode();

  return (
    <fieldset className="color-mode-switch" data-testid="color-mode-switch">
      <legend className="visually-hidden">{t('switch.displayMode')}</legend>
      {modes.map(({ value, icon }) => (
        <label key={value} className="color-mode-option" title={t(`switch.${value}`)}>
          <input
            type="radio"
            name="color-mode"
            value={value}
            checked={mode === value}
            onChange={() => setMode(value as ColorMode)}
          />
          <span aria-hidden="true">{icon}</span>
          <span className="visually-hidden">{t(`switch.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
