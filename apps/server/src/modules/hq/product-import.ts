import { inArray, sql } from 'drizzle-orm';
import { PRODUCT_IMPORT_COLUMNS, productImportRow, type ProductImportRow } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { product, productCategory } from '../../db/schema/index.ts';
import { t, type Lang } from '../../core/i18n/index.ts';
import type { ImportLine, ImportPlan, ImportSpec, RowOutcome } from '../../core/import/kit.ts';

/**
 * `POST /admin/hq.Product/import` (issue 32 item 5): HQ products keyed by name (a product of
 * that name is skipped, so a re-run creates nothing). Names are not unique in the table, so
 * imports of products take one advisory lock per chunk and look the names up again under it: two
 * imports at once cannot both create a name.
 */

/** The advisory lock key of product imports ("prodimp" in ASCII). */
const IMPORT_LOCK = 0x70726f64696d70n;
const LOOKUP = 5000;

export type ProductToCreate = Omit<ProductImportRow, 'category'> & { categoryId: number | null };

async function existingNames(db: Db, names: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < names.length; i += LOOKUP) {
    const found = await db.select({ name: product.name }).from(product).where(inArray(product.name, names.slice(i, i + LOOKUP)));
    for (const r of found) out.add(r.name);
  }
  return out;
}

const exists = (lang: Lang): RowOutcome => ({ action: 'skip', reason: t(lang, 'A product with this name already exists') });

async function planProducts(rows: ImportLine<ProductImportRow>[], db: Db, lang: Lang): Promise<ImportPlan<ProductToCreate>> {
  const outcomes = new Map<number, RowOutcome>();
  const create: ImportLine<ProductToCreate>[] = [];
  const taken = await existingNames(db, [...new Set(rows.map((r) => r.value.name))]);
  const categories = await db.select({ id: productCategory.id, name: productCategory.name }).from(productCategory);
  const byName = new Map(categories.map((c) => [c.name, c.id]));
  const ids = new Set(categories.map((c) => c.id));
  const firstOf = new Map<string, number>();
  for (const { line, value } of rows) {
    const { category, ...rest } = value;
    const earlier = firstOf.get(rest.name);
    if (earlier !== undefined) {
      outcomes.set(line, { action: 'refuse', reason: t(lang, 'Same name as row %d', earlier) });
      continue;
    }
    firstOf.set(rest.name, line);
    if (taken.has(rest.name)) {
      outcomes.set(line, exists(lang));
      continue;
    }
    const categoryId = category === undefined ? null : /^\d+$/.test(category) && ids.has(Number(category)) ? Number(category) : (byName.get(category) ?? undefined);
    if (categoryId === undefined) {
      outcomes.set(line, { action: 'refuse', reason: t(lang, 'The category %s does not exist', category) });
      continue;
    }
    outcomes.set(line, { action: 'create' });
    create.push({ line, value: { ...rest, categoryId } });
  }
  return { outcomes, create };
}

async function writeProducts(tx: Db, rows: ImportLine<ProductToCreate>[], lang: Lang): Promise<Map<number, RowOutcome>> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
  const taken = await existingNames(tx, rows.map((r) => r.value.name));
  const skipped = new Map<number, RowOutcome>();
  const fresh = rows.filter((r) => (taken.has(r.value.name) ? (skipped.set(r.line, exists(lang)), false) : true));
  if (fresh.length) {
    await tx.insert(product).values(
      fresh.map(({ value: v }) => ({
        categoryId: v.categoryId,
        name: v.name,
        price: v.price,
        marketPrice: v.market_price ?? 0,
        costPrice: v.cost_price ?? 0,
        stock: v.stock ?? 0,
        unit: v.unit ?? '',
        status: v.status ?? 'on',
        intro: v.intro ?? '',
      })),
    );
  }
  return skipped;
}

export const productImport: ImportSpec<ProductImportRow, ProductToCreate> = {
  path: 'hq.Product',
  columns: PRODUCT_IMPORT_COLUMNS,
  row: productImportRow,
  chunk: 1000,
  plan: (rows, run) => planProducts(rows, run.db, run.lang),
  write: (tx, rows, run) => writeProducts(tx, rows, run.lang),
};
