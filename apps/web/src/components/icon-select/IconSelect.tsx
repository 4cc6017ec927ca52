import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Popover, Space } from 'antd';
import { Tabs } from '../tabs';
import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/Icon';
import { filterIcons, iconNames, ICON_SOURCES, sourceOf, type IconSource } from './icon-sources';
import type { IconSelectProps } from './types';
import './icon-select.css';

/**
 * A text input for an icon name (as rules store it) with a picker: four sources in tabs and a
 * search. Loaded on demand through `IconSelect` in ./index.
 */
export default function IconSelect({
  value = '',
  onChange,
  placement = 'bottomLeft',
  disabled = false,
  id,
  placeholder,
  'aria-label': ariaLabel,
}: IconSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<IconSource>(() => sourceOf(value) ?? 'antd');
  const [query, setQuery] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const names = useMemo(() => (open ? filterIcons(iconNames(source), query) : []), [open, source, query]);

  const choose = (name: string) => {
    onChange?.(name);
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  const grid = names.length ? (
    <ul className="icon-select-grid" aria-label={t(`icon-select.sources.${source}`)}>
      {names.map((name) => (
        <li key={name}>
          <button
            type="button"
            className={`icon-select-item${name === value ? ' is-active' : ''}`}
            title={name}
            aria-label={name}
            aria-pressed={name === value}
            onClick={() => choose(name)}
          >
            <Icon name={name} />
          </button>
        </li>
      ))}
    </ul>
  ) : (
    <p className="icon-select-empty">{t(source === 'iconfont' && !query ? 'icon-select.iconfontEmpty' : 'icon-select.empty')}</p>
  );

  const panel = (
    <div className="icon-select-panel" id={panelId} role="dialog" aria-label={t('icon-select.choose')} onKeyDown={onPanelKeyDown}>
      <Input
        allowClear
        autoFocus
        size="small"
        value={query}
        placeholder={t('icon-select.search')}
        aria-label={t('icon-select.search')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Tabs
        size="small"
        activeKey={source}
        onChange={(key) => setSource(key as IconSource)}
        items={ICON_SOURCES.map((key) => ({ key, label: t(`icon-select.sources.${key}`), children: key === source ? grid : null }))}
      />
      <p className="icon-select-count" aria-live="polite">
        {t('icon-select.count', { count: names.length })}
      </p>
    </div>
  );

  return (
    <Space.Compact className="icon-select" block>
      <Input
        id={id}
        value={value}
        disabled={disabled}
        allowClear
        placeholder={placeholder ?? t('icon-select.placeholder')}
        aria-label={ariaLabel}
        prefix={<Icon name={value || undefined} className="icon-select-preview" />}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Popover
        open={open && !disabled}
        onOpenChange={(next) => setOpen(next && !disabled)}
        trigger="click"
        placement={placement}
        content={panel}
        destroyOnHidden
      >
        <Button
          ref={triggerRef}
          icon={<AppstoreOutlined />}
          disabled={disabled}
          aria-label={t('icon-select.choose')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
        />
      </Popover>
    </Space.Compact>
  );
}
