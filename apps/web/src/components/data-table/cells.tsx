import { useState, type ReactNode } from 'react';
import { Image, Space, Switch, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { Icon } from '../icon/Icon';
import { useSiteConfig } from '../../stores/site-config';
import { fullUrl } from '../../utils/url';
import { formatDateTime } from '../../utils/date';
import { switchChecked, switchValue } from '../form-item/inputs/switch-value';
import type { AnyRow, TableColumn, TagColor } from './types';

const PALETTE: TagColor[] = ['processing', 'success', 'warning', 'error', 'default', 'purple', 'cyan', 'magenta'];

/** The key of a value in a replaceValue / custom map: booleans match 'true'/'1', numbers their text. */
export function mapKey(map: Record<string, unknown> | undefined, value: unknown): string | undefined {
  if (!map) return undefined;
  const candidates = typeof value === 'boolean' ? [String(value), value ? '1' : '0'] : [String(value)];
  if (value === 1 || value === '1') candidates.push('true');
  if (value === 0 || value === '0') candidates.push('false');
  return candidates.find((c) => c in map);
}

export function replaced(column: Pick<TableColumn, 'replaceValue'>, value: unknown, t: TFunction): string {
  const key = mapKey(column.replaceValue, value);
  if (key === undefined) return value === null || value === undefined ? '' : String(value);
  const label = column.replaceValue![key];
  return t(label, { defaultValue: label });
}

function tagColor(column: Pick<TableColumn, 'custom' | 'replaceValue'>, value: unknown): TagColor {
  const key = mapKey(column.custom, value);
  if (key !== undefined) return column.custom![key];
  const keys = Object.keys(column.replaceValue ?? {});
  const index = keys.indexOf(mapKey(column.replaceValue, value) ?? '');
  return index === -1 ? 'default' : PALETTE[index % PALETTE.length];
}

export const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : isBlank(value) ? [] : [String(value)];

function Thumb({ src }: { src: string }) {
  const cdnUrl = useSiteConfig((s) => s.cdnUrl);
  return <Image src={fullUrl(src, cdnUrl)} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" />;
}

/** A switch cell saves at once; it is read-only without the edit permission. */
export function SwitchCell({ value, label, canEdit, onSave }: { value: unknown; label: string; canEdit: boolean; onSave: (v: unknown) => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  return (
    <Switch
      size="small"
      checked={switchChecked(value)}
      loading={saving}
      disabled={!canEdit}
      aria-label={label}
      onChange={async (checked, event) => {
        event.stopPropagation();
        setSaving(true);
        try {
          await onSave(switchValue(checked, value));
        } catch {
          // the request layer has shown why; the store put the old value back
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}

interface CellContext {
  t: TFunction;
  title: string;
  canEdit: boolean;
  saveField: (row: AnyRow, field: string, value: unknown) => Promise<void>;
}

/** A cell of one of the built-in renderers (reference 16.5). */
export function renderCell(column: TableColumn, value: unknown, row: AnyRow, ctx: CellContext): ReactNode {
  const { t } = ctx;
  const render = column.render;
  if (typeof render === 'function') return render(value, row);
  if (render !== 'switch' && render !== 'buttons' && isBlank(value)) return column.default ?? '';

  switch (render) {
    case 'icon':
      return <Icon name={String(value)} className="data-table-icon" />;
    case 'switch':
      return (
        <SwitchCell
          value={value}
          label={`${ctx.title}: ${replaced(column, value, t)}`}
          canEdit={ctx.canEdit}
          onSave={(v) => ctx.saveField(row, column.field, v)}
        />
      );
    case 'image':
      return <Thumb src={String(value)} />;
    case 'images':
      return (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {listOf(value).map((src, i) => (
              <Thumb key={`${src}-${i}`} src={src} />
            ))}
          </Space>
        </Image.PreviewGroup>
      );
    case 'tag':
      return <Tag color={tagColor(column, value)}>{replaced(column, value, t)}</Tag>;
    case 'tags':
      return (
        <Space size={4} wrap>
          {listOf(value).map((v, i) => (
            <Tag key={`${v}-${i}`} color={tagColor(column, v)}>
              {replaced(column, v, t)}
            </Tag>
          ))}
        </Space>
      );
    case 'url':
      return (
        <Typography.Link href={String(value)} target="_blank" rel="noreferrer" ellipsis title={String(value)}>
          {String(value)} <ExportOutlined aria-label={t('data-table.openUrl')} />
        </Typography.Link>
      );
    case 'datetime': {
      const numeric = typeof value === 'number' || /^\d+$/.test(String(value));
      if (!numeric) return String(value);
      return <span className="data-table-nowrap">{formatDateTime(Number(value), column.timeFormat)}</span>;
    }
    case 'color':
      return (
        <span className="data-table-color">
          <span className="data-table-color-swatch" style={{ background: String(value) }} aria-hidden="true" />
          {String(value)}
        </span>
      );
    default:
      if (column.replaceValue) return replaced(column, value, t);
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
