import { z } from 'zod';
import { decimalInput, idInput, intInput } from './numbers.ts';
import { SEARCH_OPERATORS } from './crud.ts';
import { describeResource } from './describe.ts';
import { fromReferenceField } from './crud-reference.ts';
import { endpoint } from './endpoint.ts';
import { databaseConnectionList } from './security.ts';

/**
 * The CRUD generator (reference 11, issue 16): `/admin/crud.Crud/*` designs a table field by field
 * and writes one area the way a hand-written one is declared (module manifest, resource description,
 * table, page, language packs, menu rules); `/admin/crud.Log/*` lists past generations, each keeping
 * its whole design so that generating again from it changes nothing that was set.
 */

/** The generator's field types (reference 11.2 `designType`): each has a database column and a form input. */
export const DESIGN_TYPES = [
  'pk', 'spk', 'weigh', 'timestamp', 'string', 'password', 'number', 'float', 'radio', 'checkbox', 'switch',
  'textarea', 'array', 'datetime', 'year', 'date', 'time', 'select', 'selects', 'remoteSelect', 'remoteSelects',
  'editor', 'city', 'image', 'images', 'file', 'files', 'icon', 'color',
] as const;
export type DesignType = (typeof DESIGN_TYPES)[number];

/** PostgreSQL column types the generator writes. */
export const COLUMN_TYPES = ['integer', 'bigint', 'smallint', 'numeric', 'varchar', 'text', 'boolean', 'timestamptz', 'date', 'time', 'jsonb'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const DEFAULT_TYPES = ['INPUT', 'EMPTY STRING', 'NULL', 'NONE'] as const;
export const TABLE_RENDERS = ['none', 'icon', 'switch', 'image', 'images', 'tag', 'tags', 'url', 'datetime', 'color'] as const;
export const FORM_VALIDATORS = ['required', 'mobile', 'idNumber', 'account', 'password', 'varName', 'email', 'url', 'integer', 'number', 'float', 'date'] as const;

/** A table name: lower-case words joined by `_`, two to four of them; the first names the area (`test_build` → area `test`, page `test/build`). */
export const CRUD_TABLE_RE = /^[a-z][a-z0-9]{0,19}(?:_[a-z][a-z0-9]{0,19}){1,3}$/;
/** A column name: a lower-case letter, then letters, digits and `_`. */
export const CRUD_FIELD_RE = /^[a-z][a-z0-9_]{0,49}$/;
/** Names PostgreSQL or the kit give a meaning of their own: not usable as a column. */
export const CRUD_RESERVED_FIELDS = ['children', 'constructor', 'prototype', '__proto__', 'oid', 'ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid'] as const;

const fieldName = z.string().regex(CRUD_FIELD_RE, 'A field name is lower-case letters, digits and underscores, starting with a letter')
  .refine((n) => !(CRUD_RESERVED_FIELDS as readonly string[]).includes(n), 'This field name is reserved');
const tableName = z.string().regex(CRUD_TABLE_RE, 'A table name is two to four lower-case words joined by underscores (area_page)')
  // the page's files would be the area's manifest (module.ts) or its table file (schema.ts)
  .refine((t) => !/^[a-z0-9]+_(module|schema)$/.test(t), "A page may not be named module or schema (an area's own files)");

/** The list column of a field (reference 11.2 `table`). */
export const crudFieldTable = z.object({
  render: z.enum(TABLE_RENDERS).optional(),
  /** The common search's operator, `false`: not searchable. */
  operator: z.union([z.literal(false), z.literal('false'), z.enum(SEARCH_OPERATORS)]).optional(),
  sortable: z.union([z.literal(false), z.literal('false'), z.literal('custom')]).optional(),
  width: intInput(0, 2000).optional(),
  /** Whether the field is in the quick search (kept on the field as well as in the table's `quickSearchField`). */
  show: z.boolean().optional(),
  /** The reference designer's time format of a timestamp column (kept; times show in the site's format here). */
  timeFormat: z.string().max(50).optional(),
}).strict();

/** The form input of a field (reference 11.2 `form`). */
export const crudFieldForm = z.object({
  validator: z.array(z.enum(FORM_VALIDATORS)).max(12).optional(),
  validatorMsg: z.string().max(200).optional(),
  rows: intInput(1, 50).optional(),
  step: decimalInput(0, 1e9).refine((n) => n > 0, 'Not a number of this precision').optional(),
  'remote-table': tableName.or(z.string().regex(/^[a-z][a-z0-9_]{0,62}$/)).optional(),
  'remote-pk': fieldName.optional(),
  'remote-field': fieldName.optional(),
  /** Columns of the remote table shown in the list beside the field, comma separated. */
  'relation-fields': z.string().max(300).regex(/^[a-z0-9_,\s]*$/).optional(),
  /** The remote resource's controller path (`auth.Admin`); default the one serving the remote table. */
  'remote-controller': z.string().max(100).regex(/^[a-z][a-zA-Z0-9]*(\.[A-Za-z][a-zA-Z0-9]*)+$/).optional(),
  /** The reference designer's remote model file and list URL (kept; the remote resource serves both here). */
  'remote-model': z.string().max(300).optional(),
  'remote-url': z.string().max(300).optional(),
}).strict();

/**
 * One field of a design (reference 11.2 `fields[]`), every setting kept by the log. The reference
 * designer's form of it (MySQL types, `*-multi` flags, …) is read first (`fromReferenceField`).
 */
export const crudFieldObject = z.object({
  name: fieldName,
  /** The palette's label (not used by the server). */
  title: z.string().max(50).optional(),
  designType: z.enum(DESIGN_TYPES),
  type: z.enum(COLUMN_TYPES),
  /** The reference designer's full MySQL type (`enum('a','b')`, `decimal(5,2)`): kept, `type`, `length` and `precision` decide. */
  dataType: z.string().max(500).optional(),
  /** varchar length, or numeric precision. */
  length: intInput(0, 10485760).optional(),
  /** numeric scale. */
  precision: intInput(0, 30).optional(),
  default: z.string().max(1000).optional(),
  defaultType: z.enum(DEFAULT_TYPES),
  null: z.boolean().optional(),
  primaryKey: z.boolean().optional(),
  autoIncrement: z.boolean().optional(),
  unsigned: z.boolean().optional(),
  /** The column's comment: its Chinese title, and for option fields the options, `状态:0=隐藏,1=正常`. */
  comment: z.string().max(500).optional(),
  /** The English title (default: the name in words). */
  titleEn: z.string().max(100).optional(),
  /** English labels of the options, `0=Hidden,1=Normal`. */
  optionsEn: z.string().max(500).optional(),
  formBuildExclude: z.boolean().optional(),
  tableBuildExclude: z.boolean().optional(),
  table: crudFieldTable.optional(),
  form: crudFieldForm.optional(),
}).strict();
export const crudField = z.preprocess(fromReferenceField, crudFieldObject);
export type CrudField = z.infer<typeof crudFieldObject>;

export const DESIGN_CHANGE_TYPES = ['change-field-name', 'del-field', 'add-field', 'change-field-attr', 'change-field-order'] as const;
export const crudDesignChange = z.object({
  type: z.enum(DESIGN_CHANGE_TYPES),
  oldName: z.string().max(50).optional(),
  newName: z.string().max(50).optional(),
  sync: z.boolean().optional(),
  after: z.string().max(50).optional(),
}).strict();
export type CrudDesignChange = z.infer<typeof crudDesignChange>;

/** The table settings of a design (reference 11.3). */
export const crudTable = z.object({
  name: tableName,
  comment: z.string().max(100).optional(),
  quickSearchField: z.array(fieldName).max(20).optional(),
  defaultSortField: fieldName.or(z.literal('')).optional(),
  defaultSortType: z.enum(['asc', 'desc']).optional(),
  formFields: z.array(fieldName).max(200).optional(),
  columnFields: z.array(fieldName).max(200).optional(),
  designChange: z.array(crudDesignChange).max(500).optional(),
  rebuild: z.enum(['Yes', 'No']).optional(),
  databaseConnection: z.literal('').optional(),
  /** Where the design started: a new table, an existing one, a past log. */
  type: z.enum(['create', 'db', 'log']).optional(),
  /** A font-awesome icon of the menu. */
  icon: z.string().max(50).regex(/^[a-z0-9 -]*$/).optional(),
  empty: z.boolean().optional(),
  /**
   * The reference designer's PHP file settings: where its controller, model, validator and views
   * go, and a common model. Kept with the design; the files here follow from the table's name.
   */
  generateRelativePath: z.string().max(300).optional(),
  isCommonModel: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
  modelFile: z.string().max(300).optional(),
  controllerFile: z.string().max(300).optional(),
  validateFile: z.string().max(300).optional(),
  webViewsDir: z.string().max(300).optional(),
}).strict();
export type CrudTable = z.infer<typeof crudTable>;

/** `POST /admin/crud.Crud/generate {type, table, fields}`. */
export const crudGenerateInput = z.object({
  type: z.enum(['create', 'db', 'log']).default('create'),
  table: crudTable,
  fields: z.array(crudField).min(1).max(200),
}).strict();
/** What a client sends (this generator's form of a field; the reference designer's is read too). */
export type CrudGenerateInput = Omit<z.input<typeof crudGenerateInput>, 'fields'> & { fields: z.input<typeof crudFieldObject>[] };
export type CrudDesign = z.output<typeof crudGenerateInput>;

export const crudTableQuery = z.object({ table: tableName.or(z.string().regex(/^[a-z][a-z0-9_]{0,62}$/)), connection: z.string().max(100).optional() });
export const crudGenerateCheckInput = z.object({ table: tableName, connection: z.string().max(100).optional() });
export const crudParseFieldInput = z.object({ type: z.literal('db'), table: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/), connection: z.string().max(100).optional() });
export const crudLogIdInput = z.object({ id: idInput() });
export const crudDeleteInput = z.object({ id: idInput(), dropTable: z.boolean().optional() });

/** A field of the palette: its type and the column it starts with (reference 11.2's palette defaults). */
export interface CrudPreset {
  designType: DesignType;
  type: ColumnType;
  length?: number;
  precision?: number;
  default?: string;
  defaultType: (typeof DEFAULT_TYPES)[number];
  null?: boolean;
  primaryKey?: boolean;
  autoIncrement?: boolean;
  /** The palette's group: base fields, common ones, the rest. */
  group: 'base' | 'common' | 'senior';
  formBuildExclude?: boolean;
  tableBuildExclude?: boolean;
  table?: z.infer<typeof crudFieldTable>;
  form?: z.infer<typeof crudFieldForm>;
}

const str = (length: number): Pick<CrudPreset, 'type' | 'length' | 'default' | 'defaultType'> => ({ type: 'varchar', length, default: '', defaultType: 'EMPTY STRING' });

/** Every field type with its database default (reference 11.2 "Palette DB defaults"). */
export const CRUD_PRESETS: Record<DesignType, CrudPreset> = {
  pk: { designType: 'pk', type: 'integer', defaultType: 'NONE', primaryKey: true, autoIncrement: true, group: 'base', formBuildExclude: true, table: { operator: 'RANGE', sortable: 'custom', width: 70 } },
  spk: { designType: 'spk', type: 'bigint', defaultType: 'NONE', primaryKey: true, autoIncrement: true, group: 'base', formBuildExclude: true, table: { operator: 'RANGE', sortable: 'custom', width: 70 } },
  weigh: { designType: 'weigh', type: 'integer', default: '0', defaultType: 'INPUT', group: 'base', table: { operator: false, sortable: 'custom' } },
  timestamp: { designType: 'timestamp', type: 'timestamptz', defaultType: 'NULL', null: true, group: 'base', formBuildExclude: true, table: { render: 'datetime', operator: 'RANGE', sortable: 'custom', width: 160 } },
  string: { designType: 'string', ...str(255), group: 'common', table: { operator: 'LIKE' } },
  password: { designType: 'password', ...str(255), group: 'senior', tableBuildExclude: true, table: { operator: false } },
  number: { designType: 'number', type: 'integer', default: '0', defaultType: 'INPUT', group: 'common', table: { operator: 'RANGE', sortable: 'custom' }, form: { step: 1 } },
  float: { designType: 'float', type: 'numeric', length: 10, precision: 2, default: '0', defaultType: 'INPUT', group: 'common', table: { operator: 'RANGE', sortable: 'custom' }, form: { step: 1 } },
  radio: { designType: 'radio', ...str(30), group: 'common', table: { operator: 'eq', render: 'tag' } },
  checkbox: { designType: 'checkbox', ...str(255), group: 'common', table: { operator: 'FIND_IN_SET', render: 'tags' } },
  switch: { designType: 'switch', type: 'boolean', default: '1', defaultType: 'INPUT', group: 'common', table: { operator: 'eq', render: 'switch' } },
  textarea: { designType: 'textarea', ...str(255), group: 'common', table: { operator: 'LIKE' }, form: { rows: 3 } },
  array: { designType: 'array', type: 'jsonb', defaultType: 'NONE', group: 'senior', tableBuildExclude: true, table: { operator: false } },
  datetime: { designType: 'datetime', type: 'timestamptz', defaultType: 'NULL', null: true, group: 'common', table: { render: 'datetime', operator: 'RANGE', sortable: 'custom', width: 160 } },
  year: { designType: 'year', type: 'smallint', defaultType: 'NULL', null: true, group: 'senior', table: { operator: 'RANGE', sortable: 'custom' } },
  date: { designType: 'date', type: 'date', defaultType: 'NULL', null: true, group: 'common', table: { operator: 'RANGE', sortable: 'custom' } },
  time: { designType: 'time', type: 'time', defaultType: 'NULL', null: true, group: 'senior', table: { operator: 'RANGE', sortable: 'custom' } },
  select: { designType: 'select', ...str(30), group: 'common', table: { operator: 'eq', render: 'tag' } },
  selects: { designType: 'selects', ...str(255), group: 'common', table: { operator: 'FIND_IN_SET', render: 'tags' } },
  remoteSelect: { designType: 'remoteSelect', type: 'integer', default: '0', defaultType: 'INPUT', group: 'common', table: { operator: 'eq' }, form: { 'remote-pk': 'id', 'remote-field': 'name' } },
  remoteSelects: { designType: 'remoteSelects', ...str(255), group: 'common', table: { operator: 'FIND_IN_SET' }, form: { 'remote-pk': 'id', 'remote-field': 'name' } },
  editor: { designType: 'editor', type: 'text', default: '', defaultType: 'EMPTY STRING', group: 'common', tableBuildExclude: true, table: { operator: false } },
  city: { designType: 'city', ...str(100), group: 'senior', table: { operator: 'LIKE' } },
  image: { designType: 'image', ...str(255), group: 'common', table: { operator: false, render: 'image' } },
  images: { designType: 'images', ...str(1500), group: 'common', table: { operator: false, render: 'images' } },
  file: { designType: 'file', ...str(255), group: 'common', table: { operator: false, render: 'url' } },
  files: { designType: 'files', ...str(1500), group: 'senior', table: { operator: false } },
  icon: { designType: 'icon', ...str(50), group: 'senior', table: { operator: false, render: 'icon' } },
  color: { designType: 'color', ...str(50), group: 'senior', table: { operator: false, render: 'color' } },
};

/** Field types whose value is one of listed options (from the comment, `状态:0=隐藏,1=正常`). */
export const OPTION_TYPES: readonly DesignType[] = ['radio', 'checkbox', 'select', 'selects'];
/** Field types that hold several values as a comma list. */
export const MULTI_TYPES: readonly DesignType[] = ['checkbox', 'selects', 'remoteSelects', 'images', 'files', 'city'];

/** A comment's title and options: `状态:0=隐藏,1=正常` → `{title: '状态', options: [['0','隐藏'], ['1','正常']]}` (full-width `：` `，` accepted). */
export function parseCrudComment(comment: string | undefined): { title: string; options: [string, string][] } {
  const text = (comment ?? '').replace(/：/g, ':').replace(/，/g, ',');
  const at = text.indexOf(':');
  if (at < 0) return { title: text.trim(), options: [] };
  const options = text.slice(at + 1).split(',').map((p) => p.trim()).filter(Boolean).map((p) => {
    const eq = p.indexOf('=');
    return (eq < 0 ? [p, p] : [p.slice(0, eq).trim(), p.slice(eq + 1).trim()]) as [string, string];
  });
  return { title: text.slice(0, at).trim(), options };
}

const inWords = (s: string) => {
  const w = s.replace(/_/g, ' ').trim();
  return w ? w[0].toUpperCase() + w.slice(1) : s;
};

/**
 * A field's labels as its generated page shows them (its language packs): in Chinese the comment's
 * title and option labels, in English `titleEn` and `optionsEn` or else the name and values in
 * words. Options are `[value, zh-cn label, en label]`; a switch without any has off/on.
 */
export function crudFieldLabels(f: Pick<CrudField, 'name' | 'comment' | 'titleEn' | 'optionsEn' | 'designType'>): { titleZh: string; titleEn: string; options: [string, string, string][] } {
  const { title, options } = parseCrudComment(f.comment);
  const en = parseCrudComment(`x:${f.optionsEn ?? ''}`).options;
  const opts: [string, string, string][] = options.map(([v, zh]) => [v, zh, en.find(([k]) => k === v)?.[1] ?? inWords(v)]);
  if (f.designType === 'switch' && !opts.length) opts.push(['0', '关闭', 'Off'], ['1', '开启', 'On']);
  return { titleZh: title || f.name, titleEn: f.titleEn || inWords(f.name), options: opts };
}

/** The names of a table's area: `test_build_item` → area `test`, page `buildItem`, rule `test/buildItem`, path `test.BuildItem`, folder `test/build-item`. */
export function crudNames(table: string) {
  const [area, ...rest] = table.split('_');
  const page = rest.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
  const kebab = rest.join('-');
  const pascal = page[0].toUpperCase() + page.slice(1);
  const camel = area + pascal;
  return { area, page, kebab, rule: `${area}/${page}`, path: `${area}.${pascal}`, folder: `${area}/${kebab}`, lang: `${area}-${kebab}`, camel, pascal: area[0].toUpperCase() + area.slice(1) + pascal };
}

/** `GET /admin/crud.Crud/parseFieldData` → a field design per column of an existing table. */
export const crudParsedTable = z.object({ columns: z.record(z.string(), crudFieldObject), comment: z.string(), empty: z.boolean() });
export type CrudParsedTable = z.output<typeof crudParsedTable>;

export const CRUD_LOG_STATUSES = ['start', 'success', 'error', 'delete'] as const;

/** A row of `GET /admin/crud.Log/index`. */
export const crudLogRow = z.object({
  id: z.number(),
  table_name: z.string(),
  /** The design: the table settings and every field's settings (`logStart` answers them for a new generation). */
  table: crudTable,
  fields: z.array(crudFieldObject),
  /** Files written, relative to the project root. */
  files: z.array(z.string()),
  status: z.enum(CRUD_LOG_STATUSES),
  connection: z.string(),
  sql: z.string(),
  error: z.string(),
  admin_id: z.number(),
  create_time: z.number().nullable(),
});
export type CrudLogRow = z.output<typeof crudLogRow>;

export const crudLogDescription = describeResource({
  path: 'crud.Log',
  order: 'id,desc',
  row: crudLogRow,
  fields: {
    id: { kind: 'id', search: true, sort: true },
    table_name: { kind: 'text', search: true, sort: true, quick: true, index: 'trgm' },
    status: {
      kind: 'enum', search: ['eq', 'IN'], sort: true,
      enum: [
        { value: 'start', label: 'statusOptions.start', color: 'processing' },
        { value: 'success', label: 'statusOptions.success', color: 'success' },
        { value: 'error', label: 'statusOptions.error', color: 'error' },
        { value: 'delete', label: 'statusOptions.delete', color: 'default' },
      ],
    },
    create_time: { kind: 'time', search: true, sort: true },
  },
});

/**
 * Inputs of the generated areas' forms, so that a generated contract file states each field in
 * one line: `tags: crudInput.csv(['a', 'b'], 255)`.
 */
export const crudInput = {
  /** A comma list (several values): an array or a comma string, each value one of `values` when given. */
  csv: (values: readonly string[] | undefined, max: number) =>
    z.union([z.array(z.union([z.string(), z.number()])).max(500), z.string().max(max), z.null()])
      .transform((v) => (v === null ? '' : Array.isArray(v) ? v.map(String).join(',') : v))
      .refine((v) => v.length <= max, `At most ${max} characters`)
      .refine((v) => !values || v === '' || v.split(',').every((x) => values.includes(x)), 'A value is not one of the options'),
  /** A decimal with `scale` decimals at most: a number or its text, stored as text (numeric). */
  decimal: (precision: number, scale: number) =>
    z.union([z.number(), z.string().trim()]).transform(String)
      .refine((v) => new RegExp(`^-?\\d{1,${Math.max(precision - scale, 1)}}(\\.\\d{1,${Math.max(scale, 1)}})?$`).test(v), 'Not a number of this precision'),
  /** A time: unix seconds or 'YYYY-MM-DD HH:mm:ss' in the site's zone; '' or null: none. */
  time: () => z.union([z.number().int().min(0).max(253402300799), z.string().max(30), z.null()]),
  /** A date 'YYYY-MM-DD'; '' or null: none. */
  date: () => z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.literal(''), z.null()]).transform((v) => v || null),
  /** A time of day 'HH:mm' or 'HH:mm:ss'; '' or null: none. */
  clock: () => z.union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/), z.literal(''), z.null()]).transform((v) => v || null),
  /** A key-value list (the array field). */
  pairs: () => z.array(z.object({ key: z.string().max(200), value: z.string().max(2000) }).strict()).max(200),
  /** A year. */
  year: () => z.union([intInput(1000, 9999), z.literal(''), z.null()]).transform((v) => (v === '' ? null : v)),
};

/**
 * The generator's endpoints (`/admin/crud.Crud/*`, reference 11.7): their nodes (`crud/crud/<action>`)
 * are seeded for no one and the actions refuse anyone but a super administrator.
 */
export const crudGeneratorEndpoints = {
  generate: endpoint({
    method: 'POST',
    path: '/admin/crud.Crud/generate',
    audience: { admin: true },
    input: crudGenerateInput,
    /** The log's id, the files written, the SQL run and its migration file ('' when the table did not change). */
    output: z.object({ id: z.number().int(), files: z.array(z.string()), sql: z.array(z.string()), migration: z.string(), restart: z.boolean() }),
    summary: 'Create or alter the table and write the area of a design',
  }),
  /** A table or files found answer code -1 with `{table, controller}`. */
  generateCheck: endpoint({
    method: 'POST',
    path: '/admin/crud.Crud/generateCheck',
    audience: { admin: true },
    input: crudGenerateCheckInput,
    output: z.null(),
    summary: 'Whether the table or its generated files exist already',
  }),
  parseFieldData: endpoint({
    method: 'POST',
    path: '/admin/crud.Crud/parseFieldData',
    audience: { admin: true },
    input: crudParseFieldInput,
    output: crudParsedTable,
    summary: 'The columns of an existing table as field designs',
  }),
  getFileData: endpoint({
    method: 'GET',
    path: '/admin/crud.Crud/getFileData',
    audience: { admin: true },
    input: crudTableQuery,
    output: z.object({
      controllerFile: z.string(),
      modelFile: z.string(),
      webViewsDir: z.string(),
      path: z.string(),
      rule: z.string(),
      files: z.array(z.object({ path: z.string(), exists: z.boolean() })),
      /** Every served resource's path. */
      controllerList: z.array(z.string()),
    }),
    summary: 'The files a design of this table writes, and which exist',
  }),
  logStart: endpoint({
    method: 'POST',
    path: '/admin/crud.Crud/logStart',
    audience: { admin: true },
    input: crudLogIdInput,
    output: z.object({ table: crudTable, fields: z.array(crudFieldObject) }),
    summary: 'The design of a past generation, every setting as it was',
  }),
  checkCrudLog: endpoint({
    method: 'GET',
    path: '/admin/crud.Crud/checkCrudLog',
    audience: { admin: true },
    input: crudTableQuery,
    output: z.object({ id: z.number().int() }),
    summary: 'The latest generation of a table when it succeeded',
  }),
  delete: endpoint({
    method: 'POST',
    path: '/admin/crud.Crud/delete',
    audience: { admin: true },
    input: crudDeleteInput,
    output: z.null(),
    summary: 'Remove the generated files and menus of a generation (the table stays unless dropTable)',
  }),
  databaseList: endpoint({ method: 'GET', path: '/admin/crud.Crud/databaseList', audience: { admin: true }, output: databaseConnectionList, summary: 'The database connections (one)' }),
};
