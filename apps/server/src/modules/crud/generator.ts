import {
  CRUD_PRESETS, MULTI_TYPES, OPTION_TYPES, crudNames, crudFieldLabels,
  type CrudDesign, type CrudField, type DesignType, type FieldKind,
} from '@app/contract';

/**
 * The CRUD generator's core (reference 11.6, issue 16): a design in, the files of one area out,
 * written the way a hand-written area is declared (issue 9): the table (drizzle), the resource
 * description and inputs (contract), the resource with its menu rules and messages, the area's
 * manifest, the page and its zh-cn and en packs. Pure functions: the caller resolves remote tables
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
  /** Other generated pages of the same area (kebab names), listed by its manifest beside this one. */
  siblings: readonly string[];
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
  /** The drizzle property name (camelCase). */
  prop: string;
  titleZh: string;
  titleEn: string;
  /** [value, zh-cn label, en label] of option fields (and switches). */
  options: [string, string, string][];
  kind: FieldKind;
  multi: boolean;
  relation?: { alias: string; table: string; pk: string; label: string; extra: string[]; target: RemoteTarget };
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
      f, name: f.name, prop: camel(f.name), titleZh, titleEn, options: opts,
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
      let alias = camel(f.name.replace(/_ids?$/, ''));
      if (aliases.has(alias) || alias === f.name) alias = `${camel(f.name)}Table`;
      aliases.add(alias);
      a.relation = { alias, table, pk, label, extra, target };
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

// ------------------------------------------------------------------ the table (drizzle)

function drizzleColumn(a: Analysed): { builder: string; code: string } {
  const f = a.f;
  const n = q(f.name);
  let builder: string;
  let code: string;
  if (f.primaryKey) {
    builder = f.type === 'bigint' ? 'bigserial' : 'serial';
    return { builder, code: f.type === 'bigint' ? `bigserial(${n}, { mode: 'number' }).primaryKey()` : `serial(${n}).primaryKey()` };
  }
  switch (f.type) {
    case 'integer': builder = 'integer'; code = `integer(${n})`; break;
    case 'bigint': builder = 'bigint'; code = `bigint(${n}, { mode: 'number' })`; break;
    case 'smallint': builder = 'smallint'; code = `smallint(${n})`; break;
    case 'numeric': builder = 'numeric'; code = `numeric(${n}, { precision: ${f.length ?? 10}, scale: ${f.precision ?? 2} })`; break;
    case 'varchar': builder = 'varchar'; code = `varchar(${n}, { length: ${f.length || 255} })`; break;
    case 'text': builder = 'text'; code = `text(${n})`; break;
    case 'boolean': builder = 'boolean'; code = `boolean(${n})`; break;
    case 'timestamptz': builder = 'timestamp'; code = `timestamp(${n}, { withTimezone: true, mode: 'date' })`; break;
    case 'date': builder = 'date'; code = `date(${n})`; break;
    case 'time': builder = 'time'; code = `time(${n})`; break;
    case 'jsonb': builder = 'jsonb'; code = `jsonb(${n})`; break;
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

export function renderTable(design: CrudDesign, fields: Analysed[]): string {
  const n = crudNames(design.table.name);
  const cols = fields.map((a) => ({ a, ...drizzleColumn(a) }));
  const builders = [...new Set(['pgTable', ...cols.map((c) => c.builder)])].sort();
  return [
    region('imports', `import { ${builders.join(', ')} } from 'drizzle-orm/pg-core';`),
    '',
    region('table', [
      `/** ${design.table.comment || design.table.name} (generated by the CRUD generator from its design: regenerate rather than edit inside the regions). */`,
      `export const ${n.camel} = pgTable(${q(design.table.name)}, {`,
      ...cols.map((c) => `  ${c.a.prop}: ${c.code},`),
      '});',
    ].join('\n')),
  ].join('\n');
}

// ------------------------------------------------------------------ the contract (description, inputs, row)

function inputSchema(a: Analysed): string | undefined {
  const f = a.f;
  if (f.primaryKey) return undefined;
  const required = f.form?.validator?.includes('required');
  const optional = f.null || f.defaultType !== 'NONE' || f.type === 'jsonb';
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
  if (optional && !required) s += '.optional()';
  return s;
}

function rowSchema(a: Analysed): string {
  const f = a.f;
  let s: string;
  switch (f.type) {
    case 'integer': case 'bigint': case 'smallint': s = 'z.number()'; break;
    case 'boolean': s = 'flagOut'; break;
    case 'timestamptz': s = 'z.number()'; break;
    case 'jsonb': return 'z.unknown()';
    default: s = 'z.string()';
  }
  return f.null ? `${s}.nullable()` : s;
}

function describedField(a: Analysed, design: CrudDesign): string {
  const t = a.f.table ?? {};
  const parts = [`kind: ${q(a.kind)}`];
  const op = t.operator;
  const searchable = op !== false && op !== 'false' && op !== undefined && a.kind !== 'json';
  if (searchable) parts.push(`search: [${q(op)}${op !== 'eq' && a.kind !== 'text' ? ", 'eq'" : ''}]`);
  if (t.sortable === 'custom' || a.f.primaryKey) parts.push('sort: true');
  const quick = design.table.quickSearchField?.includes(a.name);
  if (quick) parts.push('quick: true');
  if ((searchable && (op === 'LIKE' || op === 'NOT LIKE')) || quick) parts.push(a.f.type === 'varchar' || a.f.type === 'text' ? "index: 'trgm'" : "index: 'trgm'");
  if (a.kind === 'enum') {
    parts.push(`enum: [${a.options.map(([v], i) => `{ value: ${q(v)}, label: ${q(`${camel(a.name)}Options.${v}`)}, color: ${q(TAG_COLORS[i % TAG_COLORS.length])} }`).join(', ')}]`);
    const d = a.f.defaultType === 'INPUT' ? a.f.default : undefined;
    if (d !== undefined && a.f.type === 'boolean') parts.push(`default: ${q(['1', 'true'].includes(d) ? '1' : '0')}`);
    else if (d !== undefined && a.options.some(([v]) => v === d)) parts.push(`default: ${q(d)}`);
  } else if (a.kind === 'number' && a.f.defaultType === 'INPUT' && a.f.default && /^-?\d+$/.test(a.f.default) && a.f.type !== 'numeric') {
    parts.push(`default: ${Number(a.f.default)}`);
  }
  return `    ${a.name}: { ${parts.join(', ')} },`;
}

const TAG_COLORS = ['default', 'success', 'processing', 'warning', 'error', 'magenta', 'cyan', 'purple'];

export function renderContract(design: CrudDesign, fields: Analysed[]): string {
  const n = crudNames(design.table.name);
  const pk = fields.find((a) => a.f.primaryKey) as Analysed;
  const order = design.table.defaultSortField ? `${design.table.defaultSortField},${design.table.defaultSortType ?? 'desc'}` : `${pk.name},desc`;
  const inputs = fields.map((a) => [a, inputSchema(a)] as const).filter(([, s]) => s);
  const rels = fields.filter((a) => a.relation);
  const usesFlag = inputs.some(([, s]) => s?.startsWith('flag'));
  const usesFlagOut = fields.some((a) => a.f.type === 'boolean');
  const usesCrudInput = inputs.some(([, s]) => s?.includes('crudInput'));
  const usesInt = inputs.some(([, s]) => s?.startsWith('intInput'));
  const crudImports = [usesFlag && 'flag', usesFlagOut && 'flagOut'].filter(Boolean);
  return [
    region('imports', [
      "import { z } from 'zod';",
      ...(crudImports.length ? [`import { ${crudImports.join(', ')} } from '../crud.ts';`] : []),
      ...(usesCrudInput ? ["import { crudInput } from '../crud-generator.ts';"] : []),
      ...(usesInt ? ["import { intInput } from '../numbers.ts';"] : []),
      "import { describeResource } from '../describe.ts';",
    ].join('\n')),
    '',
    region('contract', [
      `/** \`/admin/${n.path}/*\`: ${design.table.comment || design.table.name} (generated by the CRUD generator). */`,
      `export const ${n.camel}AddInput = z.object({`,
      ...inputs.map(([a, s]) => `  ${a.name}: ${s},`),
      '});',
      `export type ${n.pascal}AddInput = z.input<typeof ${n.camel}AddInput>;`,
      `export const ${n.camel}EditInput = ${n.camel}AddInput.partial();`,
      '',
      `export const ${n.camel}Row = z.object({`,
      ...fields.filter((a) => a.f.designType !== 'password').map((a) => `  ${a.name}: ${rowSchema(a)},`),
      // a joined column is a scalar of the remote table (null without a joined row)
      ...rels.map((a) => `  ${a.relation?.alias}: z.object({ ${[a.relation?.label, ...(a.relation?.extra ?? [])].map((c) => `${c}: z.union([z.string(), z.number(), z.boolean(), z.null()])`).join(', ')} }),`),
      '});',
      `export type ${n.pascal}Row = z.output<typeof ${n.camel}Row>;`,
      '',
      `export const ${n.camel}Description = describeResource({`,
      `  path: ${q(n.path)},`,
      ...(pk.name !== 'id' ? [`  pk: ${q(pk.name)},`] : []),
      `  order: ${q(order)},`,
      `  row: ${n.camel}Row,`,
      '  fields: {',
      ...fields.filter((a) => a.f.designType !== 'password').map((a) => describedField(a, design)),
      ...rels.flatMap((a) => [
        `    ${q(`${a.relation?.alias}.${a.relation?.label}`)}: { kind: 'text', search: ['LIKE'], sort: true, index: 'trgm' },`,
        // the other listed columns of the relation: joined, neither searched nor sorted
        ...(a.relation?.extra ?? []).map((c) => `    ${q(`${a.relation?.alias}.${c}`)}: { kind: 'text' },`),
      ]),
      '  },',
      '});',
    ].join('\n')),
  ].join('\n');
}

// ------------------------------------------------------------------ the resource, menus and messages

export function renderResource(design: CrudDesign, fields: Analysed[]): string {
  const n = crudNames(design.table.name);
  const rels = fields.filter((a) => a.relation);
  const weigh = fields.find((a) => a.f.designType === 'weigh');
  const passwords = fields.filter((a) => a.f.designType === 'password');
  const pk = fields.find((a) => a.f.primaryKey) as Analysed;
  const remoteSelects = new Map<string, string>();
  for (const a of fields) {
    if (a.relation) remoteSelects.set(a.relation.target.controller, a.relation.label);
  }
  const importsByFile = new Map<string, Set<string>>();
  for (const a of rels) {
    const t = a.relation?.target as RemoteTarget;
    if (!importsByFile.has(t.from)) importsByFile.set(t.from, new Set());
    importsByFile.get(t.from)?.add(t.exportName);
  }
  const rel = (from: string) => {
    const fromModule = `apps/server/src/modules/${n.area}/`;
    if (from.startsWith(fromModule)) return `./${from.slice(fromModule.length)}`;
    return `../../${from.replace(/^apps\/server\/src\//, '')}`;
  };
  const menuTitle = (design.table.comment || n.page).replace(/表$/, '管理');
  const menuTitleEn = words(design.table.name.split('_').slice(1).join(' '));
  const hidden = passwords.map((a) => q(a.name));
  return [
    region('imports', [
      ...(rels.length || weigh ? ["import { eq } from 'drizzle-orm';"] : []),
      `import { ${n.camel}AddInput, ${n.camel}Description, ${n.camel}EditInput } from '@app/contract/generated/${n.lang}';`,
      ...(passwords.length ? ["import { hashPassword } from '../../core/auth/password.ts';"] : []),
      `import { defineResource, described${rels.length ? ', join, joinedFields' : ''} } from '../../core/crud/index.ts';`,
      "import type { MessagePack } from '../../core/i18n/packs/types.ts';",
      "import { menu } from '../../core/module/index.ts';",
      ...[...importsByFile].map(([from, names]) => `import { ${[...names].sort().join(', ')} } from '${rel(from)}';`),
      `import { ${n.camel} } from './${n.kebab}.table.ts';`,
    ].join('\n')),
    '',
    region('resource', [
      `/** \`/admin/${n.path}/*\`: ${design.table.comment || design.table.name}. */`,
      'export const resource = defineResource({',
      `  ...described(${n.camel}Description),`,
      `  table: ${n.camel},`,
      ...(weigh ? [`  weigh: ${q(weigh.name)},`] : []),
      ...(hidden.length ? [`  hidden: [${hidden.join(', ')}],`] : []),
      `  add: { input: ${n.camel}AddInput },`,
      `  edit: { input: ${n.camel}EditInput },`,
      ...(rels.length ? ['  joins: {', ...rels.map((a) => `    ${a.relation?.alias}: join(${a.relation?.target.exportName}, (t) => eq(${n.camel}.${a.prop}, t.${camel(a.relation?.pk as string)}), joinedFields(${n.camel}Description, ${q(a.relation?.alias as string)})),`), '  },'] : []),
      ...(remoteSelects.size ? [`  remoteSelects: { ${[...remoteSelects].map(([c, l]) => `${q(c)}: ${q(l)}`).join(', ')} },`] : []),
      ...(passwords.length || weigh ? [
        '  hooks: {',
        // a password is stored as its hash; an empty one on edit leaves it as it was
        ...(passwords.length ? [
          `    beforeAdd: async (input) => ({ ...input, ${passwords.map((a) => `${a.name}: input.${a.name} ? await hashPassword(input.${a.name}) : ''`).join(', ')} }),`,
          `    beforeEdit: async (input) => ({ ...input, ${passwords.map((a) => `${a.name}: input.${a.name} ? await hashPassword(input.${a.name}) : undefined`).join(', ')} }),`,
        ] : []),
        // a new row's weight 0 becomes its id (reference 11.6), so that rows sort apart at once
        ...(weigh ? [
          '    afterAdd: async (row, _input, c) => {',
          `      if (row.${weigh.name} === 0) await c.db.update(${n.camel}).set({ ${weigh.prop}: Number(row.${pk.name}) }).where(eq(${n.camel}.${pk.prop}, Number(row.${pk.name})));`,
          '    },',
        ] : []),
        '  },',
      ] : []),
      '});',
      '',
      `/** Its menu and buttons (under the area's menu). */`,
      `export const menus = menu(${q(n.rule)}, ${q(menuTitle)}, { parent: ${q(n.area)}, icon: ${q(design.table.icon || 'fa fa-circle-o')}, weigh: 0, buttons: ['index', 'add', 'edit', 'del', 'sortable'] });`,
      '',
      '/** The menu title in English and the form fields\' labels of validation messages. */',
      'export const messages: MessagePack = {',
      `  'zh-cn': { ${q(menuTitle)}: ${q(menuTitle)}, ${fields.map((a) => `${q(`field:${n.path}.${a.name}`)}: ${q(a.titleZh)}`).join(', ')} },`,
      `  en: { ${q(menuTitle)}: ${q(menuTitleEn)}, ${fields.map((a) => `${q(`field:${n.path}.${a.name}`)}: ${q(a.titleEn)}`).join(', ')} },`,
      '};',
    ].join('\n')),
  ].join('\n');
}

/** The area's manifest: every generated page of the area (this one and its siblings). */
export function renderModule(area: string, pages: readonly string[]): string {
  const sorted = [...new Set(pages)].sort();
  const id = (k: string) => camel(k.replace(/-/g, '_'));
  return [
    region('module', [
      "import { defineModule } from '../../core/module/index.ts';",
      ...sorted.map((k) => `import * as ${id(k)} from './${k}.ts';`),
      '',
      `/** Area \`${area}\`, generated by the CRUD generator (its pages: ${sorted.join(', ')}). */`,
      'export default defineModule({',
      `  resources: [${sorted.map((k) => `${id(k)}.resource`).join(', ')}],`,
      `  menus: [{ name: ${q(area)}, title: ${q(area)}, type: 'menu_dir', path: ${q(area)}, icon: 'fa fa-folder-o', weigh: 0 }, ${sorted.map((k) => `...${id(k)}.menus`).join(', ')}],`,
      `  messages: [${sorted.map((k) => `${id(k)}.messages`).join(', ')}],`,
      '});',
    ].join('\n')),
  ].join('\n');
}

// ------------------------------------------------------------------ the page and its language packs

const RENDER_OF: Partial<Record<DesignType, string>> = { switch: 'switch', image: 'image', images: 'images', icon: 'icon', color: 'color', datetime: 'datetime', timestamp: 'datetime', file: 'url' };

const FORM_TYPE: Record<DesignType, string> = {
  pk: 'number', spk: 'number', weigh: 'integer', timestamp: 'datetime', string: 'string', password: 'password', number: 'integer', float: 'float',
  radio: 'radio', checkbox: 'checkbox', switch: 'switch', textarea: 'textarea', array: 'array', datetime: 'datetime', year: 'year', date: 'date',
  time: 'time', select: 'select', selects: 'selects', remoteSelect: 'remoteSelect', remoteSelects: 'remoteSelects', editor: 'editor',
  city: 'city', image: 'image', images: 'images', file: 'file', files: 'files', icon: 'icon', color: 'color',
};

export function renderPage(design: CrudDesign, fields: Analysed[], ctx: GenerateContext): string {
  const n = crudNames(design.table.name);
  const columns = listed(design, fields, 'columnFields', 'tableBuildExclude').filter((a) => a.f.designType !== 'password');
  const form = listed(design, fields, 'formFields', 'formBuildExclude').filter((a) => !a.f.primaryKey);
  const weigh = fields.some((a) => a.f.designType === 'weigh');
  const col = (a: Analysed) => {
    const t = a.f.table ?? {};
    const parts = [`field: ${q(a.name)}`];
    const render = t.render && t.render !== 'none' ? t.render : RENDER_OF[a.f.designType];
    if (render && render !== 'tag' && render !== 'tags') parts.push(`render: ${q(render)}`);
    if (render === 'tags' && a.options.length) parts.push("render: 'tags'");
    if (t.operator === false || t.operator === 'false' || a.kind === 'json') parts.push('operator: false');
    if (t.width) parts.push(`width: ${t.width}`);
    return `    { ${parts.join(', ')} },`;
  };
  const formField = (a: Analysed) => {
    const f = a.f;
    const parts = [`name: ${q(a.name)}`, `type: ${q(FORM_TYPE[f.designType])}`];
    if (f.form?.validator?.length) parts.push(`rules: [${f.form.validator.map(q).join(', ')}]`);
    if (a.kind === 'enum') parts.push(`content: enumContent(${n.camel}Description, ${q(a.name)}, LANG)`);
    else if (a.options.length) parts.push(`content: { ${a.options.map(([v]) => `${key(v)}: ${q(`${LANG_REF}.${camel(a.name)}Options.${v}`)}`).join(', ')} }`);
    if (f.designType === 'remoteSelect' && a.relation) parts.push(`remote: { resource: ${q(a.relation.target.controller)}, field: ${q(a.relation.label)}, pk: ${q(a.relation.pk)} }`);
    if (f.designType === 'remoteSelects') {
      const target = ctx.remotes[f.form?.['remote-table'] as string];
      parts.push(`remote: { resource: ${q(target.controller)}, field: ${q(f.form?.['remote-field'] || 'name')}, pk: ${q(f.form?.['remote-pk'] || 'id')} }`);
    }
    return `    { ${parts.join(', ')} },`;
  };
  const hasEnum = form.some((a) => a.kind === 'enum');
  const body = [
    region('imports', [
      `import { ${n.camel}AddInput, ${n.camel}Description, type ${n.pascal}AddInput } from '@app/contract/generated/${n.lang}';`,
      "import type { RowOf } from '@app/contract';",
      `import { DataTable, columnsOf, describedTable${hasEnum ? ', enumContent' : ''} } from '../../../../components/data-table';`,
      "import { formSchema } from '../../../../components/form-item/types';",
    ].join('\n')),
    '',
    region('page', [
      `type Row = RowOf<typeof ${n.camel}Description>;`,
      `const LANG = ${q(n.lang)};`,
      '',
      'const table = describedTable(',
      `  ${n.camel}Description,`,
      '  columnsOf<Row>([',
      ...columns.map(col),
      ...fields.filter((a) => a.relation).map((a) => `    { field: ${q(`${a.relation?.alias}.${a.relation?.label}`)}, minWidth: 120 },`),
      `    { field: 'operate', render: 'buttons', buttons: [${weigh ? "'weigh-sort', " : ''}'edit', 'delete'], operator: false, width: ${weigh ? 140 : 100}, enableColumnDisplayControl: false },`,
      '  ]),',
      '  LANG,',
      ');',
      '',
      `export const form = formSchema<${n.pascal}AddInput>({`,
      `  input: ${n.camel}AddInput,`,
      '  fields: [',
      ...form.map(formField),
      '  ],',
      ...(form.some((a) => a.f.designType === 'editor') ? ['  width: 860,'] : []),
      '});',
      '',
      `/** ${design.table.comment || design.table.name} (generated by the CRUD generator). */`,
      `export default function ${n.pascal}Page() {`,
      '  return <DataTable<Row> {...table} lang={LANG} form={form} />;',
      '}',
    ].join('\n')),
  ].join('\n');
  return body.replaceAll(LANG_REF, n.lang);
}
const LANG_REF = '\u0000lang';

export function renderLang(design: CrudDesign, fields: Analysed[], lang: 'zh-cn' | 'en'): string {
  const n = crudNames(design.table.name);
  const zh = lang === 'zh-cn';
  const entries: string[] = [];
  for (const a of fields) entries.push(`  ${a.name}: ${q(zh ? a.titleZh : a.titleEn)},`);
  for (const a of fields) if (a.options.length) entries.push(`  ${camel(a.name)}Options: { ${a.options.map(([v, lz, le]) => `${key(v)}: ${q(zh ? lz : le)}`).join(', ')} },`);
  for (const a of fields) if (a.relation) {
    entries.push(`  ${q(`${a.relation.alias}.${a.relation.label}`)}: ${q(zh ? `${a.titleZh}` : a.titleEn)},`);
  }
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

/** A valid input value of a field for the generated test (short: any length fits). */
function sampleValue(a: Analysed): unknown {
  switch (a.f.designType) {
    case 'radio': case 'select': case 'checkbox': case 'selects': return a.options[0][0];
    case 'switch': return '1';
    case 'number': case 'weigh': return 1;
    case 'float': return '1';
    case 'remoteSelect': return 0;
    case 'remoteSelects': return '';
    case 'timestamp': case 'datetime': return 1700000000;
    case 'date': return '2026-01-02';
    case 'time': return '12:00:00';
    case 'year': return 2026;
    case 'array': return [{ key: 'k', value: 'v' }];
    default: return 'x';
  }
}

/** A test of the generated resource through the kit: add, list, edit, delete (`apps/server/test/generated/`). */
export function renderTest(design: CrudDesign, fields: Analysed[]): string {
  const n = crudNames(design.table.name);
  const pk = fields.find((a) => a.f.primaryKey) as Analysed;
  const inputs = fields.filter((a) => !a.f.primaryKey);
  const lit = (v: unknown): string => (typeof v === 'string' ? q(v) : Array.isArray(v) ? `[${v.map((o) => `{ key: ${q(o.key)}, value: ${q(o.value)} }`).join(', ')}]` : String(v));
  const row = `{ ${inputs.map((a) => `${a.name}: ${lit(sampleValue(a))}`).join(', ')} }`;
  const text = inputs.find((a) => ['string', 'textarea', 'editor'].includes(a.f.designType));
  return region('test', [
    "import { afterAll, beforeAll, describe, expect, it } from 'vitest';",
    "import { loginAdmin, startTestServer, type TestServer } from '../helpers.ts';",
    '',
    `// The generated area ${n.path} (CRUD generator): a row added, listed, edited and deleted through the kit.`,
    'let s: TestServer;',
    'let h: Record<string, string>;',
    'beforeAll(async () => {',
    '  s = await startTestServer();',
    "  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };",
    '});',
    'afterAll(() => s.close());',
    '',
    `describe(${q(n.path)}, () => {`,
    "  it('adds, lists, edits and deletes a row', async () => {",
    `    const base = ${q(`/admin/${n.path}`)};`,
    `    const added = await s.call('POST', \`\${base}/add\`, { headers: h, body: ${row} });`,
    '    expect(added.body.code, JSON.stringify(added.body)).toBe(1);',
    "    const list = await s.call('GET', `${base}/index`, { headers: h });",
    '    expect(list.body.data.total).toBe(1);',
    `    const id = list.body.data.list[0].${pk.name};`,
    `    const edited = await s.call('POST', \`\${base}/edit\`, { headers: h, body: { ${pk.name}: id${text ? `, ${text.name}: 'y'` : ''} } });`,
    '    expect(edited.body.code, JSON.stringify(edited.body)).toBe(1);',
    ...(text ? [`    expect((await s.call('GET', \`\${base}/edit?${pk.name}=\${id}\`, { headers: h })).body.data.row.${text.name}).toBe('y');`] : []),
    "    const deleted = await s.call('DELETE', `${base}/del?ids[]=${id}`, { headers: h });",
    '    expect(deleted.body.code, JSON.stringify(deleted.body)).toBe(1);',
    '  });',
    '});',
  ].join('\n'));
}

/** Every file of the area's page for a design. */
export function generateFiles(design: CrudDesign, ctx: GenerateContext): { files: GeneratedFile[]; fields: Analysed[] } {
  const fields = analyse(design, ctx);
  const n = crudNames(design.table.name);
  const mod = `apps/server/src/modules/${n.area}`;
  return {
    fields,
    files: [
      { path: `${mod}/${n.kebab}.table.ts`, content: renderTable(design, fields) },
      { path: `packages/contract/src/generated/${n.lang}.ts`, content: renderContract(design, fields) },
      { path: `${mod}/${n.kebab}.ts`, content: renderResource(design, fields) },
      { path: `${mod}/module.ts`, content: renderModule(n.area, [...ctx.siblings, n.kebab]) },
      { path: `apps/web/src/pages/admin/${n.folder}/index.tsx`, content: renderPage(design, fields, ctx) },
      { path: `apps/web/src/lang/zh-cn/pages/${n.lang}.ts`, content: renderLang(design, fields, 'zh-cn') },
      { path: `apps/web/src/lang/en/pages/${n.lang}.ts`, content: renderLang(design, fields, 'en') },
      { path: `apps/server/test/generated/${n.lang}.test.ts`, content: renderTest(design, fields) },
    ],
  };
}
