import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import areas from '../../../../../scripts/lint/area-boundaries.js';

const SRC = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.ts'], plugins: { areas }, rules: { 'areas/boundaries': 'error' as const } }];
/** The rule's message ids for `code` as the file `file` (relative to apps/server/src). */
const problems = (file: string, code: string) => linter.verify(code, config, { filename: path.join(SRC, file) }).map((m) => m.messageId ?? m.message);

describe('areas/boundaries (scripts/lint/area-boundaries.js)', () => {
  it('refuses core importing an area, even its index', () => {
    expect(problems('core/crud/list.ts', "import { ownShopIds } from '../../modules/shop/index.ts';")).toEqual(['core']);
    expect(problems('core/crud/list.ts', "import { x } from '../../modules/shop/own-shops.ts';")).toEqual(['core']);
  });

  it('lets an area reach another only through its index', () => {
    expect(problems('modules/order/orders.ts', "import { changeMoney } from '../user/ledger.ts';")).toEqual(['index']);
    expect(problems('modules/order/orders.ts', "export { changeMoney } from '../user/ledger.ts';")).toEqual(['index']);
    expect(problems('modules/order/orders.ts', "const m = import('../user/ledger.ts');")).toEqual(['index']);
    expect(problems('modules/order/orders.ts', "import { changeMoney } from '../user/index.ts';")).toEqual([]);
    expect(problems('context.ts', "import { x } from './modules/common/login-throttle.ts';")).toEqual(['index']);
  });

  it('lets an area use its own files, core and packages, and tables name another area\'s tables', () => {
    expect(problems('modules/distribution/commission/admin.ts', "import { a } from '../settings.ts'; import { b } from '../../../core/crud/index.ts'; import z from 'zod';")).toEqual([]);
    expect(problems('modules/order/schema.ts', "import { shop } from '../shop/schema.ts';")).toEqual([]);
    expect(problems('db/schema/index.ts', "export * from '../../modules/shop/schema.ts';")).toEqual([]);
    expect(problems('modules/order/orders.ts', "import { shop } from '../shop/schema.ts';")).toEqual(['index']);
  });

  it('leaves tests free to reach inside', () => {
    expect(problems('modules/order/pricing.test.ts', "import { x } from '../user/ledger.ts';")).toEqual([]);
  });
});
