import { sql } from 'drizzle-orm';
import { CRUD_PRESETS, type ColumnType, type CrudField, type CrudParsedTable, type DesignType } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { rows, type Db } from '../../db/client.ts';
import { SECRET_TABLES } from '../../core/security/tables.ts';

interface CatalogColumn {
  column_name: string;
  udt_name: string;
  column_default: string | null;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  column_comment: string;
  is_pk: boolean;
}

const COLUMN_TYPE: Record<string, ColumnType> = {
  int4: 'integer', int8: 'bigint', int2: 'smallint', numeric: 'numeric', float4: 'numeric', float8: 'numeric', varchar: 'varchar', bpchar: 'varchar',
  text: 'text', bool: 'boolean', timestamptz: 'timestamptz', timestamp: 'timestamptz', date: 'date', time: 'time', json: 'jsonb', jsonb: 'jsonb',
};

/** The widget of an existing column (reference 11.7's detection, adapted to PostgreSQL's types). */
export function guessDesignType(name: string, type: ColumnType, autoIncrement: boolean): DesignType {
  const ends = (...s: string[]) => s.some((x) => name.toLowerCase().endsWith(x));
  if (autoIncrement && name.includes('id')) return type === 'bigint' ? 'spk' : 'pk';
  if (name === 'weigh') return 'weigh';
  if (['createtime', 'updatetime', 'create_time', 'update_time'].includes(name)) return 'timestamp';
  if (type === 'boolean' || ends('switch', 'toggle')) return 'switch';
  if ((type === 'text') && ends('content', 'editor')) return 'editor';
  if (ends('textarea', 'multiline', 'rows')) return 'textarea';
  if (type === 'jsonb' || ends('array')) return 'array';
  if (type === 'timestamptz') return 'datetime';
  if (type === 'date') return 'date';
  if (type === 'time') return 'time';
  if (ends('_ids')) return 'remoteSelects';
  if (ends('_id') && (type === 'integer' || type === 'bigint')) return 'remoteSelect';
  if (ends('selects', 'multi', 'lists')) return 'selects';
  if (ends('select', 'list', 'data')) return 'select';
  if (ends('city')) return 'city';
  if (ends('images', 'avatars')) return 'images';
  if (ends('image', 'avatar')) return 'image';
  if (ends('files')) return 'files';
  if (ends('file')) return 'file';
  if (ends('icon')) return 'icon';
  if (ends('color')) return 'color';
  if (ends('password')) return 'password';
  if (type === 'numeric') return 'float';
  if (type === 'integer' || type === 'bigint') return 'number';
  if (type === 'smallint') return ends('year') ? 'year' : 'number';
  if (type === 'text') return 'textarea';
  return 'string';
}

/** `parseFieldData {type: 'db', table}`: every column of an existing table as a field design, its comment and whether it has rows. */
export async function parseTable(db: Db, table: string): Promise<CrudParsedTable> {
  if (SECRET_TABLES.has(table)) throw new ApiError('Data table does not exist');
  const cols = await rows<CatalogColumn>(db, sql`
    select c.column_name, c.udt_name, c.column_default, c.is_nullable, c.character_maximum_length, c.numeric_precision, c.numeric_scale,
      coalesce(col_description(a.attrelid, a.attnum), '') as column_comment,
      exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as is_pk
    from information_schema.columns c
    join pg_attribute a on a.attrelid = to_regclass(format('%I.%I', c.table_schema, c.table_name)) and a.attname = c.column_name
    where c.table_schema = current_schema() and c.table_name = ${table}
    order by c.ordinal_position`);
  if (!cols.length) throw new ApiError('Data table does not exist');
  const [meta] = await rows<{ comment: string; empty: boolean }>(db, sql`
    select coalesce(obj_description(to_regclass(format('%I.%I', current_schema(), ${table}::text)), 'pg_class'), '') as comment,
      not exists (select 1 from ${sql.identifier(table)} limit 1) as empty`);
  const columns: Record<string, CrudField> = {};
  for (const c of cols) {
    const type = COLUMN_TYPE[c.udt_name] ?? 'text';
    const autoIncrement = Boolean(c.column_default?.startsWith('nextval(')) || false;
    const designType = guessDesignType(c.column_name, type, autoIncrement && c.is_pk);
    const preset = CRUD_PRESETS[designType];
    const def = c.column_default;
    let defaultType: CrudField['defaultType'] = 'NONE';
    let value: string | undefined;
    if (def === null) defaultType = c.is_nullable === 'YES' ? 'NULL' : 'NONE';
    else if (/^''(::[a-z ]+)?$/.test(def)) defaultType = 'EMPTY STRING';
    else if (!def.startsWith('nextval(') && !/\(\)$/.test(def)) {
      defaultType = 'INPUT';
      value = def.replace(/::[a-z ]+(\[\])?$/, '').replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
      if (value === 'true') value = '1';
      if (value === 'false') value = '0';
    }
    columns[c.column_name] = {
      name: c.column_name,
      designType,
      type,
      ...(type === 'varchar' && c.character_maximum_length ? { length: c.character_maximum_length } : {}),
      ...(type === 'numeric' && c.numeric_precision ? { length: c.numeric_precision, precision: c.numeric_scale ?? 0 } : {}),
      defaultType,
      ...(value !== undefined ? { default: value } : {}),
      null: c.is_nullable === 'YES',
      primaryKey: c.is_pk,
      autoIncrement: autoIncrement && c.is_pk,
      comment: c.column_comment,
      table: { ...preset.table },
      form: { ...preset.form },
    };
  }
  return { columns, comment: meta.comment, empty: meta.empty };
}

/** Whether a table exists in the current schema. */
export async function tableExists(db: Db, table: string): Promise<boolean> {
  const [r] = await rows<{ found: boolean }>(db, sql`select to_regclass(format('%I.%I', current_schema(), ${table}::text)) is not null as found`);
  return r.found;
}

/** The existing columns of a table. */
export async function columnNames(db: Db, table: string): Promise<Set<string>> {
  const found = await rows<{ name: string }>(db, sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`);
  return new Set(found.map((r) => r.name));
}
