import { describe, expect, it } from 'vitest';
import { CRUD_PRESETS, crudGenerateInput, crudNames, parseCrudComment, type CrudDesign, type CrudField, type DesignType } from '@app/contract';
import { DesignError, analyse, generateFiles, type GenerateContext } from './generator.ts';
import { guessDesignType } from './catalog.ts';

const field = (designType: DesignType, name: string, extra: Partial<CrudField> = {}): CrudField => {
  const p = CRUD_PRESETS[designType];
  return {
    name, designType, type: p.type, defaultType: p.defaultType,
    ...(p.length !== undefined ? { length: p.length } : {}), ...(p.default !== undefined ? { default: p.default } : {}),
    ...(p.null ? { null: true } : {}), ...(p.primaryKey ? { primaryKey: true, autoIncrement: true } : {}), ...extra,
  };
};

const design = (fields: CrudField[], table: Partial<CrudDesign['table']> = {}): CrudDesign =>
  crudGenerateInput.parse({ type: 'create', table: { name: 'shop_note_item', comment: '便签表', ...table }, fields });

const ctx: GenerateContext = {
  remotes: { admin: { controller: 'auth.Admin', exportName: 'admin', from: 'apps/server/src/db/schema/index.ts', columns: ['id', 'username', 'nickname'] } },
};

/** A typical design: the key and seven fields, a text, a number, a choice, an image, a reference, a time and a switch. */
const SEVEN = [
  field('pk', 'id'),
  field('string', 'title', { comment: '标题', form: { validator: ['required'] } }),
  field('float', 'price', { comment: '价格' }),
  field('radio', 'level', { comment: '等级:low=低,high=高', optionsEn: 'low=Low,high=High' }),
  field('image', 'cover', { comment: '封面' }),
  field('remoteSelect', 'admin_id', { comment: '管理员', form: { 'remote-table': 'admin', 'remote-field': 'username' } }),
  field('datetime', 'publish_time', { comment: '发布时间' }),
  field('switch', 'status', { comment: '状态:0=关闭,1=开启', optionsEn: '0=Off,1=On' }),
];

/**
 * The generated files, their lines and how often each field is named in them: the field's name
 * as a whole identifier or string (these names are no word of the generated code).
 */
const figures = (files: readonly { content: string }[], names: readonly string[]) => ({
  files: files.length,
  lines: files.reduce((n, f) => n + f.content.split('\n').length, 0),
  names: Object.fromEntries(names.map((name) => [name, files.reduce((n, f) => n + (f.content.match(new RegExp(`(?<![\\w$])${name}(?![\\w$])`, 'g')) ?? []).length, 0)])),
});

describe('CRUD generator core', () => {
  it('names an area, its rule, controller, folders and pack from the table', () => {
    expect(crudNames('shop_note_item')).toMatchObject({ area: 'shop', page: 'noteItem', rule: 'shop/noteItem', path: 'shop.NoteItem', folder: 'shop/note-item', lang: 'shop-note-item', camel: 'shopNoteItem', pascal: 'ShopNoteItem' });
  });

  it('reads a comment as a title and options, full-width punctuation too', () => {
    expect(parseCrudComment('状态：0=隐藏，1=正常')).toEqual({ title: '状态', options: [['0', '隐藏'], ['1', '正常']] });
    expect(parseCrudComment('标题')).toEqual({ title: '标题', options: [] });
  });

  it('refuses designs without one key, option fields without options, remote selects to unserved tables', () => {
    expect(() => analyse(design([field('string', 'title')]), ctx)).toThrow(DesignError);
    expect(() => analyse(design([field('pk', 'id'), field('radio', 'kind')]), ctx)).toThrow(/options/);
    expect(() => analyse(design([field('pk', 'id'), field('remoteSelect', 'x_id', { form: { 'remote-table': 'nothing' } })]), ctx)).toThrow(/no resource serves/);
    expect(() => analyse(design([field('pk', 'id'), field('remoteSelect', 'admin_id', { form: { 'remote-table': 'admin', 'remote-field': 'secret' } })]), ctx)).toThrow(/no column secret/);
  });

  it("refuses a page named after an area's own files (its manifest, its tables)", () => {
    expect(() => design([field('pk', 'id')], { name: 'notes_schema' })).toThrow(/module or schema/);
    expect(() => design([field('pk', 'id')], { name: 'notes_module' })).toThrow(/module or schema/);
    expect(design([field('pk', 'id')], { name: 'notes_schema_item' }).table.name).toBe('notes_schema_item');
  });

  it('writes the page the way a hand-written one is declared, in generated regions, each field named in its column, its description and its labels', () => {
    const d = design([
      field('pk', 'id'),
      field('string', 'title', { comment: '标题', form: { validator: ['required'] } }),
      field('radio', 'kind', { comment: '类型:a=甲,b=乙', optionsEn: 'a=Alpha,b=Beta' }),
      field('remoteSelect', 'admin_id', { comment: '管理员', form: { 'remote-table': 'admin', 'remote-field': 'username', 'relation-fields': 'nickname' } }),
      field('weigh', 'weigh'),
      field('string', 'note', { comment: '备注', form: { validator: ['email'] } }),
    ], { quickSearchField: ['title'], formFields: ['title', 'kind', 'admin_id', 'note'] });
    const { files } = generateFiles(d, ctx);
    expect(files.map((f) => f.path)).toEqual([
      'apps/server/src/modules/shop/note-item.module.ts',
      'packages/contract/src/generated/shop-note-item.ts',
      'apps/web/src/pages/admin/shop/note-item/index.tsx',
      'apps/web/src/lang/zh-cn/pages/shop-note-item.ts',
      'apps/web/src/lang/en/pages/shop-note-item.ts',
    ]);
    const [server, contract, page, zh, en] = files.map((f) => f.content);
    for (const f of files) expect(f.content.startsWith('// @crud:begin ')).toBe(true);
    expect(server).toContain("export const shopNoteItem = pgTable('shop_note_item', {");
    expect(server).toContain("  title: varchar({ length: 255 }).notNull().default(''),");
    expect(server).toContain("export default generatedPage(shopNoteItemDescription, shopNoteItem, { menu: ['便签管理', 'Note item'], icon: 'fa fa-circle-o', refs: { 'auth.Admin': admin }, weigh: 'weigh' });");
    expect(server).toContain("import { admin } from '../../db/schema/index.ts';");
    expect(contract).toContain("  title: { kind: 'text', search: ['LIKE'], quick: true, index: 'trgm', input: z.string().trim().min(1).max(255), required: true },");
    expect(contract).toContain("  kind: { kind: 'enum', search: ['eq'], enum: enumValues('kindOptions', ['a', 'b'], ['default', 'success']), input: z.enum(['a', 'b']) },");
    expect(contract).toContain("  admin_id: { kind: 'ref', search: ['eq'], ref: { resource: 'auth.Admin', label: 'username' }, input: intInput(0, 2147483647) },");
    expect(contract).toContain("  'admin.nickname': { kind: 'text' },");
    expect(contract).toContain('export const shopNoteItemAddInput = addInputOf(fields);');
    const scalar = 'z.union([z.string(), z.number(), z.boolean(), z.null()])';
    expect(contract).toContain(`row: rowOf(fields).extend({ admin: z.object({ username: ${scalar}, nickname: ${scalar} }).nullable() }),`);
    // the page states only what the design says beyond the description: the weight's sort button, a field left out, a further check
    expect(page).toContain("describedColumns<Row>(shopNoteItemDescription, LANG, { operate: ['weigh-sort', 'edit', 'delete'] })");
    expect(page).toContain("{ input: shopNoteItemAddInput, fields: { weigh: false, note: { rules: ['email'] } } }");
    expect(zh).toContain("kindOptions: { a: '甲', b: '乙' },");
    expect(zh).toContain("admin: { username: '管理员' },");
    expect(en).toContain("kindOptions: { a: 'Alpha', b: 'Beta' },");
    expect(en).toContain("import type { ShopNoteItemPack } from '../../zh-cn/pages/shop-note-item';");
  });

  it('writes a 7-field page in at most 5 files and 130 lines, each field named at most 4 times (#30 item 6)', () => {
    const d = design(SEVEN);
    const { files } = generateFiles(d, ctx);
    const f = figures(files, SEVEN.slice(1).map((x) => x.name));
    expect(f.files).toBeLessThanOrEqual(5);
    expect(f.lines).toBeLessThanOrEqual(130);
    expect(f.names, JSON.stringify(f.names)).toEqual(Object.fromEntries(SEVEN.slice(1).map((x) => [x.name, 4])));
  });

  it('guesses the widget of an existing column', () => {
    expect(guessDesignType('id', 'integer', true)).toBe('pk');
    expect(guessDesignType('weigh', 'integer', false)).toBe('weigh');
    expect(guessDesignType('status', 'boolean', false)).toBe('switch');
    expect(guessDesignType('category_id', 'integer', false)).toBe('remoteSelect');
    expect(guessDesignType('content', 'text', false)).toBe('editor');
    expect(guessDesignType('avatar', 'varchar', false)).toBe('image');
    expect(guessDesignType('price', 'numeric', false)).toBe('float');
    expect(guessDesignType('title', 'varchar', false)).toBe('string');
  });
});
