import { describe, expect, it } from 'vitest';
import { CRUD_PRESETS, crudGenerateInput, crudNames, parseCrudComment, type CrudDesign, type CrudField, type DesignType } from '@app/contract';
import { DesignError, analyse, generateFiles, renderModule, type GenerateContext } from './generator.ts';
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
  siblings: [],
};

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

  it('writes the area the way a hand-written one is declared, in generated regions', () => {
    const d = design([
      field('pk', 'id'),
      field('string', 'title', { comment: '标题', form: { validator: ['required'] } }),
      field('radio', 'kind', { comment: '类型:a=甲,b=乙', optionsEn: 'a=Alpha,b=Beta' }),
      field('remoteSelect', 'admin_id', { comment: '管理员', form: { 'remote-table': 'admin', 'remote-field': 'username', 'relation-fields': 'nickname' } }),
      field('weigh', 'weigh'),
    ], { quickSearchField: ['title'] });
    const { files } = generateFiles(d, ctx);
    expect(files.map((f) => f.path)).toEqual([
      'apps/server/src/modules/shop/note-item.table.ts',
      'packages/contract/src/generated/shop-note-item.ts',
      'apps/server/src/modules/shop/note-item.ts',
      'apps/server/src/modules/shop/module.ts',
      'apps/web/src/pages/admin/shop/note-item/index.tsx',
      'apps/web/src/lang/zh-cn/pages/shop-note-item.ts',
      'apps/web/src/lang/en/pages/shop-note-item.ts',
      'apps/server/test/generated/shop-note-item.test.ts',
    ]);
    const [table, contract, resource, manifest, page, zh, en, test] = files.map((f) => f.content);
    expect(test).toContain("body: { title: 'x', kind: 'a', admin_id: 0, weigh: 1 } });");
    for (const f of files) expect(f.content.startsWith('// @crud:begin ')).toBe(true);
    expect(table).toContain("export const shopNoteItem = pgTable('shop_note_item', {");
    expect(table).toContain("title: varchar('title', { length: 255 }).notNull().default(''),");
    expect(contract).toContain("title: z.string().trim().min(1).max(255),");
    expect(contract).toContain("kind: z.enum(['a', 'b']).optional(),");
    expect(contract).toContain("title: { kind: 'text', search: ['LIKE'], quick: true, index: 'trgm' },");
    const scalar = 'z.union([z.string(), z.number(), z.boolean(), z.null()])';
    expect(contract).toContain(`admin: z.object({ username: ${scalar}, nickname: ${scalar} }),`);
    expect(contract).toContain(`'admin.nickname': { kind: 'text' },`);
    expect(resource).toContain("admin: join(admin, (t) => eq(shopNoteItem.adminId, t.id), joinedFields(shopNoteItemDescription, 'admin')),");
    expect(resource).toContain("remoteSelects: { 'auth.Admin': 'username' },");
    expect(resource).toContain("weigh: 'weigh',");
    expect(resource).toContain("menu('shop/noteItem', '便签管理', { parent: 'shop'");
    expect(manifest).toContain("import * as noteItem from './note-item.ts';");
    expect(page).toContain("{ name: 'kind', type: 'radio', content: enumContent(shopNoteItemDescription, 'kind', LANG) },");
    expect(page).toContain("buttons: ['weigh-sort', 'edit', 'delete']");
    expect(zh).toContain("kindOptions: { a: '甲', b: '乙' },");
    expect(en).toContain("kindOptions: { a: 'Alpha', b: 'Beta' },");
    expect(en).toContain("import type { ShopNoteItemPack } from '../../zh-cn/pages/shop-note-item';");
  });

  it('lists every generated page of an area in its manifest', () => {
    const m = renderModule('shop', ['note-item', 'article']);
    expect(m).toContain('resources: [article.resource, noteItem.resource],');
    expect(m).toContain("menus: [{ name: 'shop', title: 'shop', type: 'menu_dir'");
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
