import { describe, expect, it } from 'vitest';
import { CRUD_PRESETS, crudGenerateInput, type CrudField, type DesignType } from '@app/contract';
import { analyse } from './generator.ts';
import { alterTableSql, createTableSql, ident } from './sql.ts';

const field = (designType: DesignType, name: string, extra: Partial<CrudField> = {}): CrudField => {
  const p = CRUD_PRESETS[designType];
  return {
    name, designType, type: p.type, defaultType: p.defaultType,
    ...(p.length !== undefined ? { length: p.length } : {}), ...(p.precision !== undefined ? { precision: p.precision } : {}),
    ...(p.default !== undefined ? { default: p.default } : {}), ...(p.null ? { null: true } : {}),
    ...(p.primaryKey ? { primaryKey: true, autoIncrement: true } : {}), ...extra,
  };
};
const ctx = { remotes: {}, siblings: [] };

describe('CRUD SQL', () => {
  it('quotes only whitelisted identifiers', () => {
    expect(ident('shop_note')).toBe('"shop_note"');
    for (const bad of ['a"b', 'Robert"; drop table admin; --', 'A', '1x', '']) expect(() => ident(bad)).toThrow(/Invalid identifier/);
  });

  it('creates exactly the designed columns with their defaults, comments and list indexes', () => {
    const d = crudGenerateInput.parse({
      table: { name: 'shop_note', comment: "Bob's 便签", quickSearchField: ['title'] },
      fields: [field('pk', 'id'), field('string', 'title', { comment: "O'Brien" }), field('float', 'price'), field('switch', 'status'), field('datetime', 'at'), field('array', 'pairs')],
    });
    const sql = createTableSql(d, analyse(d, ctx));
    expect(sql[0]).toBe([
      'CREATE TABLE "shop_note" (',
      '  "id" serial PRIMARY KEY NOT NULL,',
      `  "title" varchar(255) DEFAULT '' NOT NULL,`,
      `  "price" numeric(10, 2) DEFAULT '0' NOT NULL,`,
      '  "status" boolean DEFAULT true NOT NULL,',
      '  "at" timestamp with time zone,',
      `  "pairs" jsonb DEFAULT '[]'::jsonb NOT NULL`,
      ')',
    ].join('\n'));
    expect(sql).toContain(`COMMENT ON TABLE "shop_note" IS 'Bob''s 便签'`);
    expect(sql).toContain(`COMMENT ON COLUMN "shop_note"."title" IS 'O''Brien'`);
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS "shop_note_title_trgm" ON "shop_note" USING gin ("title" gin_trgm_ops)');
  });

  it('refuses a default that is not of the column type', () => {
    const d = crudGenerateInput.parse({ table: { name: 'shop_note' }, fields: [field('pk', 'id'), field('number', 'n', { default: '1; drop table admin' })] });
    expect(() => createTableSql(d, analyse(d, ctx))).toThrow(/not an integer/);
  });

  it('alters an existing table: renames and drops, then changes, then additions', () => {
    const d = crudGenerateInput.parse({
      type: 'db',
      table: {
        name: 'shop_note',
        designChange: [
          { type: 'add-field', newName: 'views', sync: true },
          { type: 'change-field-attr', oldName: 'title', newName: 'title', sync: true },
          { type: 'change-field-name', oldName: 'name', newName: 'title', sync: true },
          { type: 'del-field', oldName: 'old', sync: true },
          { type: 'del-field', oldName: 'kept', sync: false },
        ],
      },
      fields: [field('pk', 'id'), field('string', 'title', { length: 100 }), field('number', 'views')],
    });
    const sql = alterTableSql(d, analyse(d, ctx), new Set(['id', 'name', 'old', 'kept']));
    expect(sql.slice(0, 7)).toEqual([
      'ALTER TABLE "shop_note" RENAME COLUMN "name" TO "title"',
      'ALTER TABLE "shop_note" DROP COLUMN "old"',
      'ALTER TABLE "shop_note" ALTER COLUMN "title" DROP DEFAULT',
      'ALTER TABLE "shop_note" ALTER COLUMN "title" TYPE varchar(100) USING "title"::varchar(100)',
      `ALTER TABLE "shop_note" ALTER COLUMN "title" SET DEFAULT ''`,
      'ALTER TABLE "shop_note" ALTER COLUMN "title" SET NOT NULL',
      'ALTER TABLE "shop_note" ADD COLUMN "views" integer DEFAULT 0 NOT NULL',
    ]);
    expect(() => alterTableSql(d, analyse(d, ctx), new Set(['id', 'title', 'old']))).toThrow(/does not exist|exists already/);
  });
});
