import type { ReactNode } from 'react';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { refLabelField, type FieldDescription, type ResourceDescription } from '@app/contract';
import { renderCell } from './cells';
import { cellOf } from './described';
import { valueAt, type AnyRow, type TableColumn } from './types';

/** What a detail's item states where the description does not say it all. */
export interface DetailField<Row extends AnyRow = AnyRow> extends Partial<Pick<FieldDescription, 'kind' | 'view' | 'enum'>> {
  /** A translation key; default `<lang>.<name>`. */
  label?: string;
  span?: number;
  /** The value drawn by the page (joined parts, a copyable text, a block). */
  render?: (value: unknown, row: Row) => ReactNode;
}

/** The page pack's text of a key (the items are built outside a component). */
function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k, { defaultValue: k })}</>;
}

/** A value drawn by the table's renderers; a switch reads as its label, an empty value as a dash. */
function Value({ column, row }: { column: TableColumn; row: AnyRow }) {
  const { t } = useTranslation();
  const cell = column.render === 'switch' ? { ...column, render: column.replaceValue ? ('tag' as const) : undefined } : column;
  return <>{renderCell(cell, valueAt(row, column.field), row, { t, title: '', canEdit: false, saveField: async () => undefined })}</>;
}

/**
 * The items of an antd `Descriptions` showing one row of a described resource (#30 item 2): each
 * field the table shows (a reference as its joined label, hidden columns too; not `column: false`
 * nor a tree's parent), or those `only` names in its order (any key of the row), labelled from the
 * page's pack `lang`, its value drawn as the table draws it (`cellOf`: a time in the site's zone,
 * money, an enum's label and colour, an image), an empty one as a dash. `fields` states what
 * differs by name: a label, a span, a render, or the kind / view / enum of a key the description
 * does not list (`closed_time: { kind: 'time' }`).
 */
export function describedDetail<Row extends AnyRow>(
  d: ResourceDescription,
  row: Row,
  lang: string,
  { fields = {}, only }: { fields?: Partial<Record<string, DetailField<Row>>>; only?: readonly string[] } = {},
): NonNullable<DescriptionsProps['items']> {
  const labels = Object.keys(d.fields).flatMap((name) => refLabelField(d, name) ?? []);
  const names = only ?? Object.entries(d.fields).flatMap(([name, f]) =>
    labels.includes(name) || f.column === false || d.tree?.pid === name ? [] : [refLabelField(d, name) ?? name]);
  const unknown = Object.keys(fields).filter((name) => !names.includes(name));
  if (unknown.length) throw new Error(`${d.path}: the detail overrides fields it does not show: ${unknown.join(', ')}`);
  return names.map((name) => {
    const { label, span, render, ...described } = fields[name] ?? {};
    const f: FieldDescription = { ...(d.fields[name] ?? { kind: 'text' }), ...described };
    const column: TableColumn = { field: name, ...cellOf(f, lang), default: '—' };
    return {
      key: name,
      label: <Label k={label ?? `${lang}.${name}`} />,
      ...(span ? { span } : {}),
      children: render ? render(valueAt(row, name), row) : <Value column={column} row={row} />,
    };
  });
}
