import { CRUD_FIELD_RE, CRUD_TABLE_RE, type CrudDesign, type CrudField } from '@app/contract';
import { DesignError, defaultValue, withPreset, type Analysed } from './generator.ts';

/**
 * The SQL of a generation (reference 11.4) on PostgreSQL: CREATE TABLE for a new table, ALTER
 * TABLE for the changes of an existing one (renames and drops, then type changes, then additions),
 * with the comments that name the table and its columns. Every identifier is checked against the
 * whitelist patterns and double-quoted; values are literals built only from checked text.
 */

export const ident = (name: string) => {
  if (!CRUD_FIELD_RE.test(name) && !CRUD_TABLE_RE.test(name)) throw new DesignError(`Invalid identifier ${name}`);
  return `"${name}"`;
};
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

export function columnType(f: CrudField): string {
  if (f.primaryKey) return f.type === 'bigint' ? 'bigserial' : 'serial';
  switch (f.type) {
    case 'varchar': return `varchar(${f.length || 255})`;
    case 'numeric': return `numeric(${f.length ?? 10}, ${f.precision ?? 2})`;
    case 'timestamptz': return 'timestamp with time zone';
    default: return f.type;
  }
}

function columnSql(f: CrudField): string {
  const parts = [ident(f.name), columnType(f)];
  if (f.primaryKey) return `${parts.join(' ')} PRIMARY KEY NOT NULL`;
  const d = defaultValue(f);
  if (d) parts.push(`DEFAULT ${d.sql}`);
  else if ((f.name === 'create_time' || f.name === 'update_time') && f.type === 'timestamptz') parts.push('DEFAULT now()');
  else if (f.type === 'jsonb' && !f.null) parts.push(`DEFAULT '[]'::jsonb`);
  if (!f.null) parts.push('NOT NULL');
  return parts.join(' ');
}

const commentsOf = (design: CrudDesign, fields: readonly CrudField[]) => [
  `COMMENT ON TABLE ${ident(design.table.name)} IS ${literal(design.table.comment || design.table.name)}`,
  ...fields.map((f) => `COMMENT ON COLUMN ${ident(design.table.name)}.${ident(f.name)} IS ${literal(f.comment || f.name)}`),
];

/** Indexes serving the list: a trigram index on each LIKE or quick-search text field. */
function indexesOf(design: CrudDesign, fields: readonly Analysed[]): string[] {
  const t = design.table.name;
  return fields
    .filter((a) => (a.f.type === 'varchar' || a.f.type === 'text') && (design.table.quickSearchField?.includes(a.name) || ['LIKE', 'NOT LIKE'].includes(String(a.f.table?.operator))))
    .map((a) => `CREATE INDEX IF NOT EXISTS ${ident(`${t}_${a.name}_trgm`.slice(0, 63).replace(/_+$/, ''))} ON ${ident(t)} USING gin (${ident(a.name)} gin_trgm_ops)`);
}

/** A new table with exactly the designed columns. */
export function createTableSql(design: CrudDesign, fields: readonly Analysed[]): string[] {
  const cols = design.fields.map(withPreset);
  return [
    `CREATE TABLE ${ident(design.table.name)} (\n  ${cols.map(columnSql).join(',\n  ')}\n)`,
    ...commentsOf(design, cols),
    ...indexesOf(design, fields),
  ];
}

/**
 * The changes of an existing table (`designChange`, only those marked `sync`): renames and drops
 * first, then attribute changes, then additions. PostgreSQL has no column order, so
 * `change-field-order` changes only the order of the design (the list and form follow it).
 */
export function alterTableSql(design: CrudDesign, fields: readonly Analysed[], existing: ReadonlySet<string>): string[] {
  const t = ident(design.table.name);
  const byName = new Map(design.fields.map((f) => [f.name, withPreset(f)]));
  const changes = (design.table.designChange ?? []).filter((c) => c.sync);
  const have = new Set(existing);
  const out: string[] = [];
  for (const c of changes.filter((x) => x.type === 'change-field-name' || x.type === 'del-field')) {
    const old = c.oldName ?? '';
    if (!have.has(old)) throw new DesignError(`Column ${old} does not exist`);
    if (c.type === 'del-field') {
      out.push(`ALTER TABLE ${t} DROP COLUMN ${ident(old)}`);
      have.delete(old);
    } else {
      const to = c.newName ?? '';
      if (have.has(to)) throw new DesignError(`Column ${to} exists already`);
      out.push(`ALTER TABLE ${t} RENAME COLUMN ${ident(old)} TO ${ident(to)}`);
      have.delete(old);
      have.add(to);
    }
  }
  for (const c of changes.filter((x) => x.type === 'change-field-attr')) {
    const name = c.newName || c.oldName || '';
    const f = byName.get(name);
    if (!f || !have.has(name)) throw new DesignError(`Column ${name} does not exist`);
    if (f.primaryKey) continue;
    const col = ident(name);
    const type = columnType(f);
    out.push(`ALTER TABLE ${t} ALTER COLUMN ${col} DROP DEFAULT`);
    out.push(`ALTER TABLE ${t} ALTER COLUMN ${col} TYPE ${type} USING ${col}::${type}`);
    const d = defaultValue(f);
    if (d) out.push(`ALTER TABLE ${t} ALTER COLUMN ${col} SET DEFAULT ${d.sql}`);
    out.push(`ALTER TABLE ${t} ALTER COLUMN ${col} ${f.null ? 'DROP' : 'SET'} NOT NULL`);
  }
  for (const c of changes.filter((x) => x.type === 'add-field')) {
    const name = c.newName || '';
    const f = byName.get(name);
    if (!f) throw new DesignError(`Field ${name} is not in the design`);
    if (have.has(name)) throw new DesignError(`Column ${name} exists already`);
    out.push(`ALTER TABLE ${t} ADD COLUMN ${columnSql(f)}`);
    have.add(name);
  }
  if (out.length) out.push(...commentsOf(design, [...byName.values()]), ...indexesOf(design, fields));
  return out;
}
