import type { z } from 'zod';
import type { SearchOperator } from './crud.ts';

/**
 * A resource described once, for the server and the web app alike: its fields with their kind,
 * search operators, sorting and quick search, its key, order and tree, and the row schema.
 * The server adds its table, joins and hooks (`described()` in the CRUD kit); the web app derives
 * the table's columns defaults, common search, quick-search placeholder and row type from it.
 */

/** How a field reads, searches and shows: `money` is integer cents in SQL and yuan on the wire; `time` unix seconds. */
export type FieldKind = 'id' | 'ref' | 'number' | 'money' | 'text' | 'time' | 'enum' | 'bool' | 'json';

export interface FieldDescription {
  kind: FieldKind;
  /**
   * Operators the server accepts (`true`: every one that suits the column); the first listed is
   * the one of the common search form, else the kind's usual one (`COMMON_OPERATOR`).
   */
  search?: true | readonly [SearchOperator, ...SearchOperator[]];
  sort?: boolean;
  /** Looked in by the quick search (its placeholder names the field). */
  quick?: boolean;
  /**
   * The index serving the field, created by a migration: `trgm` (pg_trgm GIN, for LIKE and quick
   * search), `btree` (`(column, id)`, for equality, ranges and sorting). See the CRUD kit's README.
   */
  index?: FieldIndex | readonly FieldIndex[];
  /**
   * The form of a whole value of a quick-search field whose every value has it (an order
   * number): a term of that form is matched with equality, which a unique index on the column
   * serves, instead of contains; other terms are still contained.
   */
  whole?: RegExp;
  /**
   * The values of an enum field with their labels and colours, stated once (ProTable's
   * `valueEnum`): the web app draws the column as tags, the common search and the form as a
   * select or radio. Labels are translation keys of the page's language pack (`statusOptions.enable`).
   */
  enum?: readonly EnumValue[];
  /**
   * The value of a new row, as the wire carries it, when it is not the kind's own: an enum's first
   * value, '0' for a bool, 0 for a number (`fieldDefault`). The web form of the resource starts
   * from it.
   */
  default?: string | number;
  /**
   * The field's type in a listed row when the row schema is derived (`rowOf`, derive.ts) and the
   * kind's own is wider: an enum's literals (`flagOut`), a nullable reference.
   */
  out?: z.ZodType;
  /** What add and edit take for the field (`addInputOf`); a field without it is not written. */
  input?: z.ZodType;
  /** Add requires the field (edit never does). */
  required?: true;
  /** How a screen shows and edits the value when the kind alone does not say (`FieldView`). */
  view?: FieldView;
  /**
   * The resource a reference names and its field labelling a row (`{ resource: 'knowledge.Category',
   * label: 'name', tree: true }`): the form's remote select (over the tree, several values when
   * `multiple`); a column and a detail show the joined `<alias>.<label>` when the description lists
   * it, the alias being the field without `_id` (`category_id` → `category.name`).
   */
  ref?: FieldRef;
  /** `false`: not a table column (an article's body); `'hidden'`: a column shown only when the user asks. */
  column?: false | 'hidden';
  /**
   * `false`: out of the server's whitelist, so not in the export (nor searched or sorted, which it
   * must not declare): a field the row alone lists (`update_time`). By default a field is exported
   * unless it has an `input` and is neither searched, sorted nor money.
   */
  export?: false;
}

/**
 * How a screen shows and edits a field, ProComponents' `valueType`: the web app's table cell, form
 * input (each is one of its input types) and detail. A kind's usual screen needs none: an enum is
 * a radio and tags, a time a date-time, a reference a remote select. The CRUD generator's design
 * types that are neither a kind nor a reference map onto these.
 */
export type FieldView =
  | 'textarea' | 'editor' | 'password' | 'url' | 'icon' | 'color' | 'city' | 'float' | 'array'
  | 'image' | 'images' | 'file' | 'files'
  | 'switch' | 'radio' | 'checkbox' | 'select' | 'selects'
  | 'datetime' | 'date' | 'time' | 'year';

/** The rows a reference field names (`FieldDescription.ref`). */
export interface FieldRef {
  /** The referenced resource's controller path. */
  resource: string;
  /** Its field naming a row in a select, a cell or a detail. */
  label: string;
  /** The resource is a tree: the select offers it as one. */
  tree?: boolean;
  /** The field holds several references (a CSV of ids): a multiple select. */
  multiple?: boolean;
}

/** The joined field showing a reference's label (`category_id` → `category.name`), when the description lists it. */
export const refLabelField = (d: ResourceDescription, name: string): string | undefined => {
  const ref = d.fields[name]?.ref;
  const joined = ref && `${name.replace(/_id$/, '')}.${ref.label}`;
  return joined && joined in d.fields ? joined : undefined;
};

/** One value of an enum field (as the wire carries it, in text): its label (a translation key of the page's pack) and tag colour. */
export interface EnumValue {
  value: string;
  label: string;
  /** An antd tag colour: `success`, `error`, `processing`, `default`, `warning` or a named one (`magenta`). */
  color?: string;
}

export type FieldIndex = 'trgm' | 'btree';

export interface ResourceDescription<Row = unknown> {
  /** Controller path: `auth.AdminLog` serves `/admin/auth.AdminLog/*`. */
  path: string;
  /** Primary key; default `id`. */
  pk?: string;
  /** Default order (`id,desc`); default the primary key, descending. */
  order?: string;
  /** Tree resource: rows nest under `children` by this parent field. */
  tree?: { pid: string };
  /** Listed fields that may be searched or sorted: own columns, and joined ones as `alias.column`. */
  fields: Record<string, FieldDescription>;
  /** A listed row as the wire carries it. */
  row: z.ZodType<Row>;
}

/**
 * An enum field's values with their labels (`<prefix>.<value>` in the page's language pack) and
 * tag colours, by value or in the values' order ('default' where none is given).
 */
export const enumValues = (prefix: string, values: readonly string[], colors: Readonly<Record<string, string>> | readonly string[]): EnumValue[] =>
  values.map((value, i) => ({ value, label: `${prefix}.${value}`, color: (Array.isArray(colors) ? colors[i] : (colors as Readonly<Record<string, string>>)[value]) ?? 'default' }));

/** The enum values of a field in order, or undefined when the field has none. */
export const enumOf = (d: ResourceDescription, field: string): readonly EnumValue[] | undefined => d.fields[field]?.enum;

/**
 * The value a new row's field starts with: the declared `default`, else an enum's first value, a
 * bool's '0', a number's 0; undefined for other kinds (text, ids, times, money) without one.
 */
export const fieldDefault = (f: FieldDescription): string | number | undefined => {
  if (f.default !== undefined) return f.default;
  if (f.kind === 'enum') return f.enum?.[0]?.value;
  if (f.kind === 'bool') return '0';
  if (f.kind === 'number') return 0;
  return undefined;
};

/** Declares a description; the identity function that keeps its literal types. */
export const describeResource = <const D extends ResourceDescription>(d: D): D => d;

/** A listed row of a described resource. */
export type RowOf<D extends ResourceDescription> = z.output<D['row']>;

/** The common search's operator of each kind when the field does not list its own. */
export const COMMON_OPERATOR: Record<FieldKind, SearchOperator> = {
  id: 'RANGE', ref: 'eq', number: 'RANGE', money: 'RANGE', text: 'LIKE', time: 'RANGE', enum: 'eq', bool: 'eq', json: 'LIKE',
};

/** The common search's operator of a field; `false` when it is not searchable. */
export const commonOperator = (f: FieldDescription): SearchOperator | false =>
  !f.search ? false : f.search === true ? COMMON_OPERATOR[f.kind] : f.search[0];

/** The quick-search fields, in declaration order (default the primary key). */
export const quickSearchFields = (d: ResourceDescription): string[] => {
  const quick = Object.entries(d.fields).filter(([, f]) => f.quick).map(([name]) => name);
  return quick.length ? quick : [d.pk ?? 'id'];
};
