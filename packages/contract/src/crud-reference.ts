/**
 * BuildAdmin's own CRUD designer (the reference client) describes fields for MySQL and with a few
 * settings of its own (reference 11.2–11.3). Its designs are read into this generator's form here,
 * before the input schema checks them, so that its client generates as ours does.
 */

/** PostgreSQL column types the generator writes (re-stated by `COLUMN_TYPES`). */
type PgType = 'integer' | 'bigint' | 'smallint' | 'numeric' | 'varchar' | 'text' | 'boolean' | 'timestamptz' | 'date' | 'time' | 'jsonb';

/** A MySQL base type (the reference designer's `type`) → the PostgreSQL column type that holds its values. */
export const MYSQL_COLUMN_TYPES: Readonly<Record<string, PgType>> = {
  tinyint: 'smallint', smallint: 'smallint', year: 'smallint',
  mediumint: 'integer', int: 'integer', integer: 'integer',
  bigint: 'bigint',
  decimal: 'numeric', numeric: 'numeric', float: 'numeric', double: 'numeric', real: 'numeric',
  char: 'varchar', varchar: 'varchar', enum: 'varchar', set: 'varchar',
  tinytext: 'text', text: 'text', mediumtext: 'text', longtext: 'text',
  json: 'jsonb',
  datetime: 'timestamptz', timestamp: 'timestamptz',
  date: 'date', time: 'time',
  bool: 'boolean', boolean: 'boolean', bit: 'boolean',
};

/**
 * Field types whose column is fixed here whatever MySQL stored them as (the generator's
 * PostgreSQL differences): times are timestamptz (MySQL: unix seconds in a bigint), a switch is
 * boolean (tinyint), options are text (enum, set, tinyint), an array is jsonb (varchar).
 */
const DESIGN_COLUMN_TYPES: Readonly<Record<string, PgType>> = {
  timestamp: 'timestamptz', datetime: 'timestamptz', switch: 'boolean', array: 'jsonb',
  radio: 'varchar', select: 'varchar', checkbox: 'varchar', selects: 'varchar',
};

/** The column type of a field: its design type's fixed one, else its own (PostgreSQL's name, or MySQL's mapped). Unknown names stay, for the schema to refuse. */
export function columnTypeOf(type: unknown, designType: unknown): unknown {
  const fixed = typeof designType === 'string' ? DESIGN_COLUMN_TYPES[designType] : undefined;
  if (fixed) return fixed;
  if (typeof type !== 'string') return type;
  return MYSQL_COLUMN_TYPES[type.toLowerCase()] ?? type;
}

/** The reference's search operators as symbols → the kit's names. */
const OPERATOR_NAMES: Readonly<Record<string, string>> = { '=': 'eq', '<>': 'ne', '!=': 'ne', '>': 'gt', '>=': 'egt', '<': 'lt', '<=': 'elt' };
export const operatorOf = (op: unknown): unknown => (typeof op === 'string' ? OPERATOR_NAMES[op] ?? op : op);

/** `select-multi` / `image-multi` / `file-multi` turn a single-value type plural (the reference's `analyseField`). */
const MULTI_OF: Readonly<Record<string, [flag: string, plural: string]>> = {
  select: ['select-multi', 'selects'], remoteSelect: ['select-multi', 'remoteSelects'], image: ['image-multi', 'images'], file: ['file-multi', 'files'],
};
const MULTI_FLAGS = ['select-multi', 'image-multi', 'file-multi'];

/** `app/admin/controller/auth/Admin.php` (the reference's remote controller, a file) → `auth.Admin`. */
export const controllerOfFile = (file: string): string =>
  file.trim().replace(/^\/?(app\/admin\/controller\/)?/i, '').replace(/\.php$/i, '').replace(/[\\/]/g, '.');

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A field as the reference's designer sends it, in this generator's form; anything else passes as it is. */
export function fromReferenceField(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const field = { ...raw };
  const form = isObject(field.form) ? { ...field.form } : undefined;
  if (form) {
    const multi = typeof field.designType === 'string' ? MULTI_OF[field.designType] : undefined;
    if (multi && (form[multi[0]] === true || form[multi[0]] === 'true' || form[multi[0]] === 1)) field.designType = multi[1];
    for (const flag of MULTI_FLAGS) delete form[flag];
    // its rich-text check is a required one
    if (Array.isArray(form.validator)) form.validator = [...new Set(form.validator.map((v) => (v === 'editorRequired' ? 'required' : v)))];
    if (typeof form['remote-controller'] === 'string') {
      const controller = form['remote-controller'] ? controllerOfFile(form['remote-controller']) : '';
      if (controller) form['remote-controller'] = controller;
      else delete form['remote-controller'];
    }
    field.form = form;
  }
  if (isObject(field.table)) field.table = { ...field.table, operator: operatorOf(field.table.operator) };
  if (field.table && isObject(field.table) && field.table.operator === undefined) delete (field.table as Record<string, unknown>).operator;
  field.type = columnTypeOf(field.type, field.designType);
  return field;
}
