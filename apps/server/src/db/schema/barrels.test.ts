import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrels, staleBarrels } from '../../../../../scripts/barrels.ts';

/** A project skeleton with the folders the barrels are made from. */
function skeleton(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'barrels-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('barrels (the table and contract index files)', () => {
  it('are as `npm run barrels` writes them', () => {
    expect(staleBarrels()).toEqual([]);
  });

  it("list the core's table files, each area's schema.ts and the contract files; not helpers, tests, generated files nor pages' tables", () => {
    const root = skeleton({
      'apps/server/src/db/schema/auth.ts': "export const admin = pgTable('admin', {});",
      'apps/server/src/db/schema/columns.ts': 'export const tz = 1;',
      'apps/server/src/db/schema/auth.test.ts': "pgTable('x', {})",
      'apps/server/src/modules/notes/schema.ts': "export const note = pgTable('note', {});",
      'apps/server/src/modules/notes/module.ts': '',
      'apps/server/src/modules/shop/note-item.table.ts': "export const shopNoteItem = pgTable('shop_note_item', {});",
      'packages/contract/src/notes.ts': 'export const x = 1;',
      'packages/contract/src/generated/shop-note-item.ts': 'export const y = 1;',
    });
    const [schema, contract] = barrels(root);
    expect(schema.file).toBe('apps/server/src/db/schema/index.ts');
    expect(schema.content.split('\n').filter((l) => l.startsWith('export'))).toEqual(["export * from './auth.ts';", "export * from '../../modules/notes/schema.ts';"]);
    expect(contract.content.split('\n').filter((l) => l.startsWith('export'))).toEqual(["export * from './notes.ts';"]);

    expect(staleBarrels(root)).toEqual([schema.file, contract.file]);
    for (const b of barrels(root)) fs.writeFileSync(path.join(root, b.file), b.content);
    expect(staleBarrels(root)).toEqual([]);
    fs.writeFileSync(path.join(root, 'packages/contract/src/more.ts'), '');
    expect(staleBarrels(root)).toEqual([contract.file]);
    fs.rmSync(root, { recursive: true });
  });
});
