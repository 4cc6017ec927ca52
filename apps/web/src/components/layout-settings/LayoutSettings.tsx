import { useId, useReducer, type ReactNode } from 'react';
import { Button, ColorPicker, Drawer, InputNumber, Popconfirm, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconSelect } from '../icon-select';
import { ColorModeSwitch } from '../toolbar/ColorModeSwitch';
import {
  LAYOUT_MODES,
  MAIN_ANIMATIONS,
  readBeforeResize,
  useLayoutConfig,
  type ColorSetting,
  type LayoutMode,
} from '../../stores/layout-config';
import './layout-settings.css';

const SIDEBAR_COLORS: ColorSetting[] = ['menuBackground', 'menuColor', 'menuActiveBackground', 'menuActiveColor', 'menuHoverBackground'];
const TOP_BAR_COLORS: ColorSetting[] = [
  'headerBarBackground',
  'headerBarTabColor',
  'headerBarHoverBackground',
  'headerBarTabActiveBackground',
  'headerBarTabActiveColor',
];

const p = (key: string) => `layout-settings.${key}`;

function Row({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className="ls-row">
      {htmlFor ? (
        <label className="ls-label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span className="ls-label">{label}</span>
      )}
      <div className="ls-control">{children}</div>
    </div>
  );
}

function ColorRow({ name }: { name: ColorSetting }) {
  const { t } = useTranslation();
  const value = useLayoutConfig((state) => state.getColor(name));
  const setColor = useLayoutConfig((state) => state.setColor);
  const label = t(p(name));
  return (
    <Row label={label}>
      <ColorPicker value={value} disabledAlpha onChangeComplete={(color) => setColor(name, color.toHexString())}>
        <button type="button" className="ls-color" aria-label={t(p('pickColor'), { name: label })} title={value}>
          <span className="ls-color-swatch" style={{ background: value }} />
          <span className="ls-color-value">{value}</span>
        </button>
      </ColorPicker>
    </Row>
  );
}

function LayoutModePicker() {
  const { t } = useTranslation();
  const mode = useLayoutConfig((state) => state.layout.layoutMode);
  const shrink = useLayoutConfig((state) => state.shrink);
  const setLayoutMode = useLayoutConfig((state) => state.setLayoutMode);
  // on a narrow window the store keeps the forced Classic: the choice is the layout to restore
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const chosen = shrink ? (readBeforeResize()?.layoutMode ?? mode) : mode;
  const choose = (value: LayoutMode) => {
    setLayoutMode(value);
    rerender();
  };

  return (
    <fieldset className="ls-modes">
      <legend className="ls-section-label">{t(p('layoutMode'))}</legend>
      <div className="ls-modes-grid">
        {LAYOUT_MODES.map((value) => (
          <label key={value} className={`ls-mode${chosen === value ? ' is-active' : ''}`}>
            <input type="radio" name="layout-mode" value={value} checked={chosen === value} onChange={() => choose(value)} />
            <span className={`ls-mode-figure is-${value.toLowerCase()}`} aria-hidden="true">
              <i className="f-top" />
              <i className="f-side" />
              <i className="f-sub" />
              <i className="f-main" />
            </span>
            <span className="ls-mode-name">{t(p(`modes.${value}`))}</span>
          </label>
        ))}
      </div>
      {shrink ? <p className="ls-note">{t(p('shrinkNote'))}</p> : null}
    </fieldset>
  );
}

/** The layout settings drawer (spec §3, reference 16.2); everything is stored at once. */
export default function LayoutSettings() {
  const { t } = useTranslation();
  const ids = useId();
  const open = useLayoutConfig((state) => state.settingsOpen);
  const layout = useLayoutConfig((state) => state.layout);
  const setLayout = useLayoutConfig((state) => state.setLayout);
  const toggleSettings = useLayoutConfig((state) => state.toggleSettings);
  const restoreDefaults = useLayoutConfig((state) => state.restoreDefaults);
  const id = (name: string) => `${ids}-${name}`;

  return (
    <Drawer
      title={t(p('title'))}
      open={open}
      onClose={() => toggleSettings(false)}
      width={360}
      className="layout-settings"
      data-testid="layout-settings"
      footer={
        <Popconfirm
          title={t(p('restoreConfirm'))}
          okText={t(p('ok'))}
          cancelText={t(p('cancel'))}
          onConfirm={restoreDefaults}
        >
          <Button block>{t(p('restoreDefaults'))}</Button>
        </Popconfirm>
      }
    >
      <section className="ls-section" aria-labelledby={id('global')}>
        <h3 className="ls-heading" id={id('global')}>
          {t(p('global'))}
        </h3>
        <LayoutModePicker />
        <Row label={t(p('darkMode'))}>
          <ColorModeSwitch />
        </Row>
        <Row label={t(p('mainAnimation'))} htmlFor={id('animation')}>
          <Select
            id={id('animation')}
            className="ls-select"
            value={layout.mainAnimation}
            onChange={(mainAnimation) => setLayout({ mainAnimation })}
            options={MAIN_ANIMATIONS.map((value) => ({ value, label: t(p(`animations.${value}`)) }))}
          />
        </Row>
        <p className="ls-note">{t(p('colorsOf'), { theme: t(p(layout.isDark ? 'dark' : 'light')) })}</p>
      </section>

      <section className="ls-section" aria-labelledby={id('sidebar')}>
        <h3 className="ls-heading" id={id('sidebar')}>
          {t(p('sidebar'))}
        </h3>
        {SIDEBAR_COLORS.map((name) => (
          <ColorRow key={name} name={name} />
        ))}
        <Row label={t(p('menuShowTopBar'))} htmlFor={id('topBar')}>
          <Switch id={id('topBar')} checked={layout.menuShowTopBar} onChange={(menuShowTopBar) => setLayout({ menuShowTopBar })} />
        </Row>
        <ColorRow name="menuTopBarBackground" />
        <Row label={t(p('menuWidth'))} htmlFor={id('width')}>
          <InputNumber
            id={id('width')}
            min={180}
            max={500}
            step={10}
            suffix="px"
            value={layout.menuWidth}
            onChange={(value) => typeof value === 'number' && value >= 180 && value <= 500 && setLayout({ menuWidth: value })}
          />
        </Row>
        <Row label={t(p('menuDefaultIcon'))} htmlFor={id('icon')}>
          <IconSelect id={id('icon')} value={layout.menuDefaultIcon} placement="bottomRight" onChange={(menuDefaultIcon) => setLayout({ menuDefaultIcon })} />
        </Row>
        <Row label={t(p('menuCollapse'))} htmlFor={id('collapse')}>
          <Switch id={id('collapse')} checked={layout.menuCollapse} onChange={(menuCollapse) => setLayout({ menuCollapse })} />
        </Row>
        <Row label={t(p('menuUniqueOpened'))} htmlFor={id('unique')}>
          <Switch id={id('unique')} checked={layout.menuUniqueOpened} onChange={(menuUniqueOpened) => setLayout({ menuUniqueOpened })} />
        </Row>
      </section>

      <section className="ls-section" aria-labelledby={id('topbar')}>
        <h3 className="ls-heading" id={id('topbar')}>
          {t(p('topBar'))}
        </h3>
        {TOP_BAR_COLORS.map((name) => (
          <ColorRow key={name} name={name} />
        ))}
      </section>
    </Drawer>
  );
}
