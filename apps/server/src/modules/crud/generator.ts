import {
  CRUD_PRESETS, MULTI_TYPES, OPTION_TYPES, crudNames, crudFieldLabels,
  type CrudDesign, type CrudField, type DesignType, type FieldKind,
} from '@app/contract';
import { refAlias } from '../../core/crud/index.ts';
import { menuTitleOf } from './menus-of.ts';

/**
 * The CRUD generator's core (reference 11.6, issue 16, #30 item 6): a design in, the five files of
 * its page out, each field named once in the table, once in the description and once in each
 * language pack: the drizzle table with the page's manifest (its resource served from the
 * description by the CRUD kit), the description (contract: kinds, search, enums, views,
 * references, inputs; the add input and the row derived from it), the page (columns and form from
 * the description) and its zh-cn and en packs. Pure functions: the caller resolves remote tables
 * and writes the files (`files.ts`), and runs the SQL (`sql.ts`).
 */

/** A remote select's target as the caller resolved it. */
export interface RemoteTarget {
  /** The controller path serving the remote table (`auth.Admin`). */
  controller: string;
  /** The drizzle table's export name and module, relative to the project root (`apps/server/src/db/schema/index.ts`). */
  exportName: string;
  from: string;
  /** Column names of the remote table (to check the label and relation fields). */
  columns: readonly string[];
}

export interface GenerateContext {
  /** Remote targets by table name. */
  remotes: Readonly<Record<string, RemoteTarget>>;
}

export interface GeneratedFile {
  /** Relative to the project root. */
  path: string;
  content: string;
}

/** A field as the generator reads it: its names, titles, options and kind. */
export interface Analysed {
  f: CrudField;
  name: string;
  titleZh: string;
  titleEn: string;
  /** [value, zh-cn label, en label] of option fields (and switches). */
  options: [string, string, string][];
  kind: FieldKind;
  multi: boolean;
  relation?: { alias?: string; table: string; pk: string; label: string; extra: string[]; target: RemoteTarget };
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const words = (s: string) => {
  const w = s.replace(/_/g, ' ').trim();
  return w ? w[0].toUpperCase() + w.slice(1) : s;
};
const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const region = (id: string, body: string) => `// @crud:begin ${id}\n${body.replace(/\n+$/, '')}\n// @crud:end ${id}`;
/** An object key as written by hand: bare when it is an identifier. */
const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : q(k));

const KIND: Record<DesignType, FieldKind> = {
  pk: 'id', spk: 'id', weigh: 'number', timestamp: 'time', string: 'text', password: 'text', number: 'number', float: 'number',
  radio: 'enum', checkbox: 'text', switch: 'enum', textarea: 'text', array: 'json', datetime: 'time', year: 'number', date: 'text',
  time: 'text', select: 'enum', selects: 'text', remoteSelect: 'ref', remoteSelects: 'text', editor: 'text', city: 'text',
  image: 'text', images: 'text', file: 'text', files: 'text', icon: 'text', color: 'text',
};

/** The field's design with the palette's settings under it (the design's own settings win). */
export function withPreset(f: CrudField): CrudField {
  const p = CRUD_PRESETS[f.designType];
  return { ...f, table: { ...p.table, ...f.table }, form: { ...p.form, ...f.form } };
}

export class DesignError extends Error {}

/** Every field read, checked against the others and the remote targets. */
export function analyse(design: CrudDesign, ctx: GenerateContext): Analysed[] {
  const names = new Set<string>();
  const pks = design.fields.filter((f) => f.primaryKey);
  if (pks.length !== 1) throw new DesignError('A design needs exactly one primary key field');
  if (pks[0].type !== 'integer' && pks[0].type !== 'bigint') throw new DesignError('The primary key is an integer field');
  const aliases = new Set(design.fields.map((f) => f.name));
  return design.fields.map((raw) => {
    const f = withPreset(raw);
    if (names.has(f.name)) throw new DesignError(`Field ${f.name} is designed twice`);
    names.add(f.name);
    const { titleZh, titleEn, options: opts } = crudFieldLabels(f);
    if (OPTION_TYPES.includes(f.designType) && !opts.length) throw new DesignError(`Field ${f.name} needs its options in the comment (title:value=label,…)`);
    for (const [v] of opts) if (!/^[A-Za-z0-9_-]{1,30}$/.test(v)) throw new DesignError(`Option ${v} of ${f.name}: letters, digits, - and _ only`);
    const a: Analysed = {
      f, name: f.name, titleZh, titleEn, options: opts,
      kind: KIND[f.designType], multi: MULTI_TYPES.includes(f.designType),
    };
    if (f.designType === 'remoteSelect') {
      const table = f.form?.['remote-table'];
      if (!table) throw new DesignError(`Field ${f.name}: choose the remote table`);
      const target = ctx.remotes[table];
      if (!target) throw new DesignError(`Field ${f.name}: no resource serves table ${table}`);
      const pk = f.form?.['remote-pk'] || 'id';
      const label = f.form?.['remote-field'] || 'name';
      const extra = (f.form?.['relation-fields'] ?? '').split(',').map((s) => s.trim()).filter((s) => s && s !== label);
      for (const c of [pk, label, ...extra]) if (!target.columns.includes(c)) throw new DesignError(`Field ${f.name}: table ${table} has no column ${c}`);
      // joined under the kit's alias (`admin_id` → `admin`); a field named otherwise shows its id alone
      const alias = refAlias(f.name);
      a.relation = { ...(alias !== f.name && !aliases.has(alias) ? { alias } : {}), table, pk, label, extra, target };
      if (a.relation.alias) aliases.add(alias);
    }
    if (f.designType === 'remoteSelects' && !f.form?.['remote-table']) throw new DesignError(`Field ${f.name}: choose the remote table`);
    if (f.designType === 'remoteSelects' && !ctx.remotes[f.form?.['remote-table'] as string]) throw new DesignError(`Field ${f.name}: no resource serves table ${f.form?.['remote-table']}`);
    return a;
  });
}

const listed = (design: CrudDesign, fields: Analysed[], key: 'columnFields' | 'formFields', exclude: 'tableBuildExclude' | 'formBuildExclude') => {
  const chosen = design.table[key];
  return chosen ? fields.filter((a) => chosen.includes(a.name)) : fields.filter((a) => !a.f[exclude] && !CRUD_PRESETS[a.f.designType][exclude]);
};

// ------------------------------------------------------------------ the table (drizzle), its resource and menu

/** The column's builder and code; the column is named by its key (`title: varchar({ length: 255 })`). */
function drizzleColumn(a: Analysed): { builder: string; code: string } {
  const f = a.f;
  let builder: string;
  let code: string;
  if (f.primaryKey) {
    builder = f.type === 'bigint' ? 'bigserial' : 'serial';
    return { builder, code: f.type === 'bigint' ? "bigserial({ mode: 'number' }).primaryKey()" : 'serial().primaryKey()' };
  }
  switch (f.type) {
    case 'integer': builder = 'integer'; code = 'integer()'; break;
    case 'bigint': builder = 'bigint'; code = "bigint({ mode: 'number' })"; break;
    case 'smallint': builder = 'smallint'; code = 'smallint()'; break;
    case 'numeric': builder = 'numeric'; code = `numeric({ precision: ${f.length ?? 10}, scale: ${f.precision ?? 2} })`; break;
    case 'varchar': builder = 'varchar'; code = `varchar({ length: ${f.length || 255} })`; break;
    case 'text': builder = 'text'; code = 'text()'; break;
    case 'boolean': builder = 'boolean'; code = 'boolean()'; break;
    case 'timestamptz': builder = 'timestamp'; code = "timestamp({ withTimezone: true, mode: 'date' })"; break;
    case 'date': builder = 'date'; code = 'date()'; break;
    case 'time': builder = 'time'; code = 'time()'; break;
    case 'jsonb': builder = 'jsonb'; code = 'jsonb()'; break;
  }
  if (!f.null) code += '.notNull()';
  const d = defaultValue(f);
  if (d !== undefined) code += `.default(${d.ts})`;
  if (f.name === 'create_time' || f.name === 'update_time') if (f.type === 'timestamptz' && d === undefined) code += '.defaultNow()';
  return { builder, code };
}

/** The column default as TypeScript and as SQL, or undefined for none. */
export function defaultValue(f: CrudField): { ts: string; sql: string } | undefined {
  if (f.primaryKey || f.defaultType === 'NONE' || f.defaultType === 'NULL') return undefined;
  if (f.type === 'jsonb' || f.type === 'timestamptz' || f.type === 'date' || f.type === 'time') return undefined;
  const raw = f.defaultType === 'EMPTY STRING' ? '' : (f.default ?? '');
  switch (f.type) {
    case 'integer': case 'bigint': case 'smallint':
      if (!/^-?\d{1,18}$/.test(raw)) throw new DesignError(`The default of ${f.name} is not an integer`);
      return { ts: String(Number(raw)), sql: String(Number(raw)) };
    case 'numeric':
      if (!/^-?\d{1,30}(\.\d{1,30})?$/.test(raw)) throw new DesignError(`The default of ${f.name} is not a number`);
      return { ts: q(raw), sql: `'${raw}'` };
    case 'boolean': {
      const on = ['1', 'true'].includes(raw.toLowerCase());
      return { ts: String(on), sql: String(on) };
    }
    default:
      return { ts: q(raw), sql: `'${raw.replace(/'/g, "''")}'` };
  }
}

/**
 * The page's server side (`modules/<area>/<page>.module.ts`): the table, whose columns are the only
 * place the server names a field, and the page's manifest, its resource served from the
 * description (`generatedPage`).
 */
export function renderServer(design: CrudDesign, fields: Analysed[]): string {
  const n = crudNames(design.table.name);
  const cols = fields.map((a) => ({ a, ...drizzleColumn(a) }));
  const builders = [...new Set(['pgTable', ...cols.map((c) => c.builder)])].sort();
  const weigh = fields.find((a) => a.f.designType === 'weigh');
  const own = `apps/server/src/modules/${n.area}/${n.kebab}.module.ts`;
  const refs = new Map<string, RemoteTarget>();
  for (const a of fields) if (a.relation?.alias) refs.set(a.relation.target.controller, a.relation.target);
  const importsByFile = new Map<string, Set<string>>();
  for (const t of refs.values()) if (t.from !== own) importsByFile.set(t.from, new Set([...(importsByFile.get(t.from) ?? []), t.exportName]));
  const rel = (from: string) => {
    const area = `apps/server/src/modules/${n.area}/`;
    return from.startsWith(area) ? `./${from.slice(area.length)}` : `../../${from.replace(/^apps\/server\/src\//, '')}`;
  };
  const options = [
    `menu: [${q(menuTitleOf(design))}, ${q(words(design.table.name.split('_').slice(1).join(' ')))}]`,
    `icon: ${q(design.table.icon || 'fa fa-circle-o')}`,
    ...(refs.size ? [`refs: { ${[...refs].map(([path, t]) => `${q(path)}: ${t.exportName}`).join(', ')} }`] : []),
    ...(weigh ? [`weigh: ${q(weigh.name)}`] : []),
  ];
  return [
    region('imports', [
      `import { ${builders.join(', ')} } from 'drizzle-orm/pg-core';`,
      `import { ${n.camel}Description } from '@app/contract/generated/${n.lang}';`,
      "import { generatedPage } from '../crud/index.ts';",
      ...[...importsByFile].map(([from, names]) => `import { ${[...names].sort().join(', ')} } from '${rel(from)}';`),
    ].join('\n')),
    '',
    region('page', [
      `/** ${design.table.comment || design.table.name} (generated by the CRUD generator from its design: regenerate rather than edit inside the regions). */`,
      `export const ${n.camel} = pgTable(${q(design.table.name)}, {`,
      ...cols.map((c) => `  ${c.a.name}: ${c.code},`),
      '});',
      '',
      `/** \`/admin/${n.path}/*\` and its menu, served from the description. */`,
      `export default generatedPage(${n.camel}Description, ${n.camel}, { ${options.join(', ')} });`,
    ].join('\n')),
  ].join('\n');
}

// ------------------------------------------------------------------ the contract: each field described once

function inputSchema(a: Analysed): string | undefined {
  const f = a.f;
  if (f.primaryKey) return undefined;
  const required = f.form?.validator?.includes('required');
  let s: string;
  const values = a.options.map(([v]) => q(v)).join(', ');
  switch (f.designType) {
    case 'radio': case 'select': s = `z.enum([${values}])`; break;
    case 'checkbox': case 'selects': s = `crudInput.csv([${values}], ${f.length || 255})`; break;
    case 'switch': s = 'flag'; break;
    case 'number': case 'weigh': case 'remoteSelect':
      s = f.type === 'smallint' ? 'intInput(-32768, 32767)' : f.type === 'bigint' ? 'intInput(-9007199254740991, 9007199254740991)' : 'intInput(-2147483648, 2147483647)';
      if (f.designType === 'remoteSelect') s = s.replace(/^intInput\(-?\d+,/, 'intInput(0,');
      break;
    case 'float': s = `crudInput.decimal(${f.length ?? 10}, ${f.precision ?? 2})`; break;
    case 'timestamp': case 'datetime': s = 'crudInput.time()'; break;
    case 'date': s = 'crudInput.date()'; break;
    case 'time': s = 'crudInput.clock()'; break;
    case 'year': s = 'crudInput.year()'; break;
    case 'array': s = 'crudInput.pairs()'; break;
    case 'images': case 'files': case 'remoteSelects': case 'city': s = `crudInput.csv(undefined, ${f.length || 255})`; break;
    case 'editor': s = `z.string().max(${f.type === 'text' ? 1_000_000 : f.length || 255})`; break;
    default: s = `z.string().trim()${required ? '.min(1)' : ''}.max(${f.type === 'text' ? 65535 : f.length || 255})`;
  }
  if (f.type === 'numeric' && f.designType !== 'float') s = `crudInput.decimal(${f.length ?? 10}, ${f.precision ?? 2})`;
  if (f.type === 'boolean' && f.designType !== 'switch') s = 'flag';
  if (f.null && !s.includes('crudInput')) s += '.nullable()';
  return s;
}

/** Add requires the field: the design says so, or the column has neither a default nor null. */
const requiredInput = (f: CrudField) => Boolean(f.form?.validator?.includes('required')) || !(f.null || f.defaultType !== 'NONE' || f.type === 'jsonb');

/** The listed value's type where the kind's own (`rowOf`) does not fit the column; undefined where it does. */
function rowOut(a: Analysed): string | undefined {
  const f = a.f;
  if (f.designType === 'password') return 'z.never().optional()'; // never listed
  let s: string | undefined;
  if (f.type === 'boolean') s = 'flagOut';
  else if (f.type === 'numeric') s = 'z.string()';
  else if (a.kind === 'enum' || a.kind === 'id' || a.kind === 'json' || a.kind === 'time') s = undefined;
  if (!f.null || a.kind === 'time' || a.kind === 'json') return s;
  return `${s ?? (['number', 'ref'].includes(a.kind) ? 'z.number()' : 'z.string()')}.nullable()`;
}

/** How the screen shows the field where its kind and reference do not say (`FieldView`). */
const VIEW: Partial<Record<DesignType, string>> = {
  password: 'password', float: 'float', checkbox: 'checkbox', switch: 'switch', textarea: 'textarea', array: 'array', year: 'year', date: 'date',
  time: 'time', select: 'select', selects: 'selects', editor: 'editor', city: 'city', image: 'image', images: 'images', file: 'file', files: 'files',
  icon: 'icon', color: 'color',
};

const TAG_COLORS = ['default', 'success', 'processing', 'warning', 'error', 'magenta', 'cyan', 'purple'];

function describedField(a: Analysed, design: CrudDesign, ctx: GenerateContext): string {
  const t = a.f.table ?? {};
  const parts = [`kind: ${q(a.kind)}`];
  const op = t.operator;
  const searchable = op !== false && op !== 'false' && op !== undefined && a.kind !== 'json' && a.f.designType !== 'password';
  if (searchable) parts.push(`search: [${q(op)}${op !== 'eq' && a.kind !== 'text' ? ", 'eq'" : ''}]`);
  if (t.sortable === 'custom' || a.f.primaryKey) parts.push('sort: true');
  const quick = design.table.quickSearchField?.includes(a.name);
  if (quick) parts.push('quick: true');
  if ((searchable && (op === 'LIKE' || op === 'NOT LIKE')) || quick) parts.push("index: 'trgm'");
  if (a.options.length) {
    parts.push(`enum: enumValues(${q(`${camel(a.name)}Options`)}, [${a.options.map(([v]) => q(v)).join(', ')}], [${a.options.map((_, i) => q(TAG_COLORS[i % TAG_COLORS.length])).join(', ')}])`);
    const d = a.f.defaultType === 'INPUT' ? a.f.default : undefined;
    if (d !== undefined && a.f.type === 'boolean') parts.push(`default: ${q(['1', 'true'].includes(d) ? '1' : '0')}`);
    else if (d !== undefined && a.options.some(([v]) => v === d)) parts.push(`default: ${q(d)}`);
  } else if (a.kind === 'number' && a.f.defaultType === 'INPUT' && a.f.default && /^-?\d+$/.test(a.f.default) && a.f.type !== 'numeric') {
    parts.push(`default: ${Number(a.f.default)}`);
  }
  const view = VIEW[a.f.designType];
  if (view) parts.push(`view: ${q(view)}`);
  if (a.f.designType === 'remoteSelect' || a.f.designType === 'remoteSelects') {
    const target = ctx.remotes[a.f.form?.['remote-table'] as string];
    parts.push(`ref: { resource: ${q(target.controller)}, label: ${q(a.f.form?.['remote-field'] || 'name')}${a.f.designType === 'remoteSelects' ? ', multiple: true' : ''} }`);
  }
  if (!listed(design, [a], 'columnFields', 'tableBuildExclude').length || a.f.designType === 'password') parts.push('column: false');
  const out = rowOut(a);
  if (out) parts.push(`out: ${out}`);
  // a field the form leaves out by its type (the key, the creation time) is not written
  const input = inputSchema(a);
  if (input && !CRUD_PRESETS[a.f.designType].formBuildExclude) parts.push(`input: ${input}`, ...(requiredInput(a.f) ? ['required: true'] : []));
  return `  ${a.name}: { ${parts.join(', ')} },`;
}

export function renderContract(design: CrudDesign, fields: Analysed[], ctx: GenerateContext): string {
  const n = crudNames(design.table.name);
  const pk = fields.find((a) => a.f.primaryKey) as Analysed;
  const order = design.table.defaultSortField ? `${design.table.defaultSortField},${design.table.defaultSortType ?? 'desc'}` : `${pk.name},desc`;
  const described = fields.map((a) => describedField(a, design, ctx));
  const rels = fields.filter((a) => a.relation?.alias);
  const joined = rels.flatMap((a) => [
    `  ${q(`${a.relation?.alias}.${a.relation?.label}`)}: { kind: 'text', search: ['LIKE'], sort: true, index: 'trgm' },`,
    // the other listed columns of the relation: joined, neither searched nor sorted
    ...(a.relation?.extra ?? []).map((c) => `  ${q(`${a.relation?.alias}.${c}`)}: { kind: 'text' },`),
  ]);
  const text = described.join('\n');
  const uses = (s: string) => text.includes(s);
  const crudImports = ['flag', 'flagOut'].filter((s) => new RegExp(`\\b${s}\\b`).test(text));
  // a joined row's columns are scalars of the remote table; no joined row (no reference) is null
  const scalar = 'z.union([z.string(), z.number(), z.boolean(), z.null()])';
  const extend = rels.map((a) => `${a.relation?.alias}: z.object({ ${[a.relation?.label, ...(a.relation?.extra ?? [])].map((c) => `${c}: ${scalar}`).join(', ')} }).nullable()`);
  return [
    region('imports', [
      "import { z } from 'zod';",
      ...(crudImports.length ? [`import { ${crudImports.join(', ')} } from '../crud.ts';`] : []),
      ...(uses('crudInput.') ? ["import { crudInput } from '../crud-generator.ts';"] : []),
      ...(uses('intInput(') ? ["import { intInput } from '../numbers.ts';"] : []),
      `import { describeResource, ${uses('enumValues(') ? 'enumValues, ' : ''}type FieldDescription } from '../describe.ts';`,
      "import { addInputOf, rowOf } from '../derive.ts';",
    ].join('\n')),
    '',
    region('contract', [
      `/** \`/admin/${n.path}/*\`: ${design.table.comment || design.table.name} (generated by the CRUD generator), each field described once. */`,
      'const fields = {',
      ...described,
      ...joined,
      '} as const satisfies Record<string, FieldDescription>;',
      '',
      `export const ${n.camel}AddInput = addInputOf(fields);`,
      `export type ${n.pascal}AddInput = z.input<typeof ${n.camel}AddInput>;`,
      `export const ${n.camel}Description = describeResource({`,
      `  path: ${q(n.path)},`,
      ...(pk.name !== 'id' ? [`  pk: ${q(pk.name)},`] : []),
      `  order: ${q(order)},`,
      `  row: rowOf(fields)${extend.length ? `.extend({ ${extend.join(', ')} })` : ''},`,
      '  fields,',
      '});',
    ].join('\n')),
  ].join('\n');
}

// ------------------------------------------------------------------ the page and its language packs

export function renderPage(design: CrudDesign, fields: Analysed[]): string {
  const n = crudNames(design.table.name);
  const weigh = fields.some((a) => a.f.designType === 'weigh');
  const form = listed(design, fields, 'formFields', 'formBuildExclude');
  // the form states a field only where the design differs from its description: left out, or checked beyond `required`
  const overrides = fields.flatMap((a) => {
    if (a.f.primaryKey || CRUD_PRESETS[a.f.designType].formBuildExclude) return [];
    if (!form.includes(a)) return [`${a.name}: false`];
    const rules = a.f.form?.validator ?? [];
    return rules.some((r) => r !== 'required') ? [`${a.name}: { rules: [${rules.map(q).join(', ')}] }`] : [];
  });
  const formOptions = [
    `input: ${n.camel}AddInput`,
    ...(overrides.length ? [`fields: { ${overrides.join(', ')} }`] : []),
    ...(fields.some((a) => a.f.designType === 'editor') ? ['width: 860'] : []),
  ];
  return [
    region('imports', [
      `import { ${n.camel}AddInput, ${n.camel}Description, type ${n.pascal}AddInput } from '@app/contract/generated/${n.lang}';`,
      "import type { RowOf } from '@app/contract';",
      "import { DataTable, describedColumns, describedForm, describedTable } from '../../../../components/data-table';",
    ].join('\n')),
    '',
    region('page', [
      `type Row = RowOf<typeof ${n.camel}Description>;`,
      `const LANG = ${q(n.lang)};`,
      '',
      `const table = describedTable(${n.camel}Description, describedColumns<Row>(${n.camel}Description, LANG${weigh ? ", { operate: ['weigh-sort', 'edit', 'delete'] }" : ''}), LANG);`,
      `export const form = describedForm<${n.pascal}AddInput>(${n.camel}Description, LANG, { ${formOptions.join(', ')} });`,
      '',
      `/** ${design.table.comment || design.table.name} (generated by the CRUD generator). */`,
      `export default function ${n.pascal}Page() {`,
      '  return <DataTable<Row> {...table} lang={LANG} form={form} />;',
      '}',
    ].join('\n')),
  ].join('\n');
}

export function renderLang(design: CrudDesign, fields: Analysed[], lang: 'zh-cn' | 'en'): string {
  const n = crudNames(design.table.name);
  const zh = lang === 'zh-cn';
  const entries: string[] = [];
  for (const a of fields) entries.push(`  ${a.name}: ${q(zh ? a.titleZh : a.titleEn)},`);
  for (const a of fields) if (a.options.length) entries.push(`  ${camel(a.name)}Options: { ${a.options.map(([v, lz, le]) => `${key(v)}: ${q(zh ? lz : le)}`).join(', ')} },`);
  for (const a of fields) if (a.relation?.alias) entries.push(`  ${a.relation.alias}: { ${a.relation.label}: ${q(zh ? a.titleZh : a.titleEn)} },`);
  entries.push(`  operate: ${q(zh ? '操作' : 'Operate')},`);
  const typeName = `${n.pascal}Pack`;
  return [
    region('pack', [
      zh ? '' : `import type { ${typeName} } from '../../zh-cn/pages/${n.lang}';\n`,
      `const pack${zh ? '' : `: ${typeName}`} = {`,
      ...entries,
      '};',
      '',
      ...(zh ? [`export type ${typeName} = typeof pack;`] : []),
      'export default pack;',
    ].filter((l, i) => i > 0 || l).join('\n')),
  ].join('\n');
}

/** The page's server manifest, relative to the project root. */
export const serverFile = (table: string) => {
  const n = crudNames(table);
  return `apps/server/src/modules/${n.area}/${n.kebab}.module.ts`;
};

/** Every file of a design's page: its server side (table and manifest), its description, its page and its two packs. */
export function generateFiles(design: CrudDesign, ctx: GenerateContext): { files: GeneratedFile[]; fields: Analysed[] } {
  const fields = analyse(design, ctx);
  const n = crudNames(design.table.name);
  return {
    fields,
    files: [
      { path: serverFile(design.table.name), content: renderServer(design, fields) },
      { path: `packages/contract/src/generated/${n.lang}.ts`, content: renderContract(design, fields, ctx) },
      { path: `apps/web/src/pages/admin/${n.folder}/index.tsx`, content: renderPage(design, fields) },
      { path: `apps/web/src/lang/zh-cn/pages/${n.lang}.ts`, content: renderLang(design, fields, 'zh-cn') },
      { path: `apps/web/src/lang/en/pages/${n.lang}.ts`, content: renderLang(design, fields, 'en') },
    ],
  };
}
