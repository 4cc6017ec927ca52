import type { ReactNode } from 'react';
import type { SearchOperator } from '@app/contract';
import type { RemoteSelectProps } from '../remote-select/types';

export type { SearchOperator };

/** A row of any resource; the primary key is `id` unless the table says otherwise. */
export type AnyRow = Record<string, unknown>;
export type RowId = string | number;

/** Built-in cell renderers (reference 16.5). */
export type CellRender =
  | 'icon'
  | 'switch'
  | 'image'
  | 'images'
  | 'tag'
  | 'tags'
  | 'url'
  | 'datetime'
  | 'color'
  | 'buttons';

/** antd tag colours (preset names or any CSS colour). */
export type TagColor = 'success' | 'processing' | 'error' | 'warning' | 'default' | (string & {});

/** A button in a row's `buttons` cell; the built-in ones are named by string. */
export interface RowButton<Row extends AnyRow = AnyRow> {
  name: string;
  /** Translation key or text of the tooltip / label. */
  title: string;
  icon?: ReactNode;
  /** Ask before running `click` (a popconfirm with this question, a translation key). */
  confirm?: string;
  danger?: boolean;
  /** The permission node the button needs (`auth(node)`); none: always shown. */
  auth?: string;
  display?: (row: Row) => boolean;
  disabled?: (row: Row) => boolean;
  click: (row: Row) => void;
}

export type BuiltInRowButton = 'weigh-sort' | 'edit' | 'delete';

/** The remote select of a common-search field (comSearchRender 'remoteSelect'). */
export type ColumnRemote = Pick<RemoteSelectProps, 'resource' | 'field' | 'pk' | 'params' | 'multiple'>;

/**
 * One column, declared once per page: it drives the table cell, the common-search field and the
 * column-display menu. The title is the page pack's text for `field` unless `title` is given.
 */
export interface TableColumn<Row extends AnyRow = AnyRow> {
  /** The row key; dots read nested values (`group.name`). */
  field: string;
  /** A translation key or text; default `<page pack>.<field>`. */
  title?: string;
  render?: CellRender | ((value: unknown, row: Row) => ReactNode);
  /** Common-search operator; default `eq`; `false`: not searchable. */
  operator?: SearchOperator | false;
  /** Placeholder of the search input (translation key or text). */
  operatorPlaceholder?: string;
  /** How the search field is drawn when the render does not decide it. */
  comSearchRender?: 'select' | 'remoteSelect' | 'date' | 'datetime';
  /** Server sort (`order=field,asc|desc`). */
  sort?: boolean;
  width?: number;
  /** A column that may grow (drawn as its starting width). */
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
  /** Value → label (translation key or text) for tags, switches and their search select. */
  replaceValue?: Record<string, string>;
  /** Value → tag colour. */
  custom?: Record<string, TagColor>;
  /** dayjs format of `datetime` cells; default `YYYY-MM-DD HH:mm:ss`. */
  timeFormat?: string;
  /** Remote-select search (with comSearchRender 'remoteSelect'). */
  remote?: ColumnRemote;
  /** Shown initially (default true); the column-display menu and localStorage override it. */
  show?: boolean;
  /** Listed in the column-display menu (default true). */
  enableColumnDisplayControl?: boolean;
  /** Row buttons of a `buttons` cell: built-in names or custom buttons. */
  buttons?: (BuiltInRowButton | RowButton<Row>)[];
  /** Hides a row's button (built-in or custom, by name) for some rows; `extra` is the index answer's other keys. */
  rowButtonsDisplay?: (button: string, row: Row, extra: Record<string, unknown>) => boolean;
  /** Shown when the value is empty. */
  default?: ReactNode;
}

/** Identity helper that types a page's columns against its row. */
export function columnsOf<Row extends AnyRow>(columns: TableColumn<Row>[]): TableColumn<Row>[] {
  return columns;
}

/** A value at a dotted path (`group.name`). */
export function valueAt(row: AnyRow, field: string): unknown {
  if (field in row) return row[field];
  return field.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as AnyRow)[key] : undefined), row);
}

export const operatorOf = (column: Pick<TableColumn, 'operator'>): SearchOperator | false =>
  column.operator === undefined ? 'eq' : column.operator;
