import crypto from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { hotStatement, preparedOnce, preparedRows, rows, type Database, type Db, type HotStatement } from '../../db/client.ts';
import { commitWith } from '../../db/pipelined.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import {
  activity, activityProduct, afterSale, gatewayOrder, gatewayRefund, order, orderLog, orderPayment, orderProduct, product, shop, shopProduct,
} from '../../db/schema/index.ts';
import { AFTER_SALE_OPEN_STATUSES, ORDER_STATES, orderCreateInput, type OrderCancelCode, type OrderCreateFields, type OrderStatus } from '@app/contract';
import { allowedWhere } from '../../core/crud/index.ts';
import { columnsByName } from '../../core/crud/resource.ts';
import { ApiError } from '../../core/http/errors.ts';
import { driverError, refusedBy } from '../../core/crud/db-errors.ts';
import { literalOf, memoColumns, memoColumnsSql, message, type StoredMessage } from '../../core/i18n/stored.ts';
import { changeMoney, ledgerChangeCtes } from '../user/index.ts';
import { addPaymentToRollups, paymentRollupsSql, siteZoneSql } from '../dashboard/index.ts';
import { priceOrder, type PriceActivity } from './pricing.ts';
import type { ChangeBus } from '../../core/cluster/index.ts';
import type { SoldOutMarks } from './sold-out.ts';
import type { Turns } from './turns.ts';
import {
  commissionFactsSql, createCommissions, scheduleCommissions, scheduleMovedCommissions, takeBackCommissions, type CommissionFacts, type CommissionPolicy,
} from '../distribution/index.ts';

/**
 * The order engine (design/domain.md "Order status machine"). Every transition is one
 * conditional UPDATE (`... WHERE status = expected`) inside a transaction with its timeline row
 * and, for money, its ledger row: two requests, two instances or a retry cannot apply it twice.
 * Stock is checked when an order is created and taken when it is paid (never below zero); a
 * refund gives it back.
 */

export type OrderRow = typeof order.$inferSelect;
export type Operator = { type: 'member' | 'admin' | 'system'; id: number | null };

export interface CreateOrderInput extends CartInput {
  /** The order's own fields the member sets (the create input's, by wire name): written as given. */
  fields?: OrderCreateFields;
}

const orderColumns = columnsByName(order);
/** The order's columns the create input sets beside the cart, by wire name; one not given takes its column's default. */
const createColumns = Object.keys(orderCreateInput.shape).filter((name) => name !== 'shop_id' && name !== 'products').map((name) => {
  const column = orderColumns.get(name);
  if (!column) throw new Error(`orderCreateInput.${name} is no column of the order`);
  // a value of the creation's statement (one placeholder each): a default written in SQL could not be one
  if (typeof column.column.default === 'object' && column.column.default !== null) throw new Error(`order.${name}'s default is no value`);
  return { name: name as keyof OrderCreateFields, key: column.key, fallback: column.column.default };
});

/**
 * A new order number: yyyyMMddHHmmss on the site's wall clock (the time zone of the config
 * centre, what people read everywhere else) and six digits of a cycling sequence, so unique;
 * ORDER_NO_FORMAT (the order list's quick search finds a whole one by equality). Time-ordered
 * within one zone: changing the site's zone shifts the numbers written after by the difference.
 */
export const nextOrderNo = () =>
  sql<string>`to_char(now() at time zone ${siteZoneSql}, 'YYYYMMDDHH24MISS') || lpad(nextval('order_no_seq')::text, 6, '0')`;

/** Why a transition from `expected` was refused, from the order's status now. */
function refusal(current: OrderRow | undefined, action: 'pay' | 'cancel' | 'complete' | 'refund'): ApiError {
  if (!current) return new ApiError('Order not found');
  const s = current.status as OrderStatus;
  if (s === 'cancelled') return new ApiError('The order has been cancelled');
  if (s === 'refunded') return new ApiError('The order has been refunded');
  if (s === 'completed') return new ApiError(action === 'pay' ? 'The order has already been paid' : 'The order has been completed');
  if (s === 'paid') return new ApiError(action === 'pay' ? 'The order has already been paid' : 'A paid order cannot be cancelled');
  return new ApiError('The order has not been paid');
}

/**
 * Published activities running now that can apply to an order of the shop `shopId` (HQ's and the
 * shop's own), each with the products it lists (`listed` scope), as one JSON value of a
 * statement: the cart's read carries them (an InitPlan, run once), not a round trip of their own.
 */
const activitiesSql = (shopId: unknown) => sql`(select json_agg(json_build_object('activity', row_to_json(a), 'product_ids',
  case when a.product_scope = 'listed' then (select coalesce(json_agg(l.product_id), '[]') from ${activityProduct} l where l.activity_id = a.id) end))
  from ${activity} a where a.status = 'published' and a.type in ('discount', 'reduction')
    and (a.scope = 'hq' or (a.scope = 'shop' and a.shop_id = ${shopId})) and a.start_time <= now() and a.end_time > now())`;

type ActivitiesJson = { activity: Record<string, unknown>; product_ids: number[] | null }[] | null;

/** The activities `activitiesSql` read, as the pricing takes them. */
function activitiesFrom(json: ActivitiesJson): (PriceActivity & { title: string })[] {
  return (json ?? []).map(({ activity: row, product_ids }) => {
    const a = rowFromJson(activity, row);
    return {
      id: a.id,
      scope: a.scope as PriceActivity['scope'],
      type: a.type as PriceActivity['type'],
      discountRate: a.discountRate,
      threshold: a.threshold,
      reduction: a.reduction,
      productScope: a.productScope as PriceActivity['productScope'],
      productIds: (product_ids ?? []).map(Number),
      weigh: a.weigh,
      title: a.title,
    };
  });
}

const MAX_QUANTITY = 9999;

export interface CartInput {
  shopId: number;
  products: { productId: number; quantity: number }[];
}

/**
 * The products of a cart with their quantities, one line per product (quantities of a repeated
 * product add up); refused when empty, too many of one, or a product the database said a moment
 * ago is sold out here (without a read: README, Stock).
 */
function wantedOf(input: CartInput, marks?: SoldOutMarks): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const p of input.products) wanted.set(p.productId, (wanted.get(p.productId) ?? 0) + p.quantity);
  if (!wanted.size) throw new ApiError('Please choose at least one product');
  for (const q of wanted.values()) if (q > MAX_QUANTITY) throw new ApiError('At most %d of one product per order', 0, null, [MAX_QUANTITY]);
  const soldOut = soldOutRefusal(input, marks);
  if (soldOut) throw soldOut;
  return wanted;
}

/** "Sold out: <product>" when a product of the cart is marked sold out at its shop. */
function soldOutRefusal(input: CartInput, marks?: SoldOutMarks): ApiError | undefined {
  const name = marks?.soldOut(input.shopId, input.products.map((p) => p.productId));
  return name === undefined ? undefined : new ApiError('Sold out: %s', 0, null, [name]);
}

/**
 * Prices a cart as an order of it would be priced now: the shop open, each product on sale with
 * the stock, the shop's price (else HQ's), the best applicable activity (`priceOrder`). The order
 * creation and the member's checkout quote both call it, so the quote is what the order will cost.
 */
export async function priceCart(db: Db, input: CartInput, marks?: SoldOutMarks) {
  const wanted = wantedOf(input, marks);
  const ids = [...wanted.keys()];
  // The shop, what it offers of these products and the activities that may apply, in one read.
  const found = await preparedOnce(db, 'price_cart', (d) => d
    .select({
      shopName: shop.name, shopStatus: shop.status,
      shopProductId: shopProduct.id, productId: product.id, name: product.name, cover: product.cover, unit: product.unit,
      hqPrice: product.price, costPrice: product.costPrice, shopPrice: shopProduct.price, stock: shopProduct.stock, hqStatus: product.status, offerStatus: shopProduct.status,
      activities: sql<ActivitiesJson>`${activitiesSql(sql`${sql.placeholder('shopId')}::integer`)}`,
    })
    .from(shop)
    .leftJoin(shopProduct, and(eq(shopProduct.shopId, shop.id), sql`${shopProduct.productId} = any(${sql.placeholder('ids')}::integer[])`))
    .leftJoin(product, eq(product.id, shopProduct.productId))
    .where(eq(shop.id, sql.placeholder('shopId')))
    .prepare('price_cart'))
    .execute({ ids, shopId: input.shopId });
  const theShop = found[0];
  if (!theShop || theShop.shopStatus === 'disabled') throw new ApiError('Shop not found');
  if (theShop.shopStatus !== 'open') throw new ApiError('The shop is closed and takes no orders');
  const byProduct = new Map(found.filter((o) => o.productId !== null).map((o) => [o.productId!, {
    shopProductId: o.shopProductId!, productId: o.productId!, name: o.name!, cover: o.cover!, unit: o.unit!, hqPrice: o.hqPrice!, costPrice: o.costPrice!,
    shopPrice: o.shopPrice, stock: o.stock!, hqStatus: o.hqStatus!, shopStatus: o.offerStatus!,
  }]));
  const missing = ids.find((id) => !byProduct.has(id));
  if (missing !== undefined) {
    const [hq] = await db.select({ name: product.name }).from(product).where(eq(product.id, missing));
    throw new ApiError('Product %s is not on sale at this shop', 0, null, [hq?.name ?? `#${missing}`]);
  }
  const lines = ids.map((id) => {
    const o = byProduct.get(id)!;
    if (o.hqStatus !== 'on' || o.shopStatus !== 'on') throw new ApiError('Product %s is not on sale at this shop', 0, null, [o.name]);
    const quantity = wanted.get(id)!;
    if (o.stock <= 0) {
      marks?.mark(input.shopId, id, o.name);
      throw new ApiError('Sold out: %s', 0, null, [o.name]);
    }
    if (o.stock < quantity) throw new ApiError('Insufficient stock for %s (%d left)', 0, null, [o.name, o.stock]);
    return { ...o, price: o.shopPrice ?? o.hqPrice, quantity };
  });

  const activities = activitiesFrom(theShop.activities);
  const priced = priceOrder(lines.map((l) => ({ productId: l.productId, price: l.price, quantity: l.quantity })), activities);
  const activityTitle = activities.find((a) => a.id === priced.activityId)?.title ?? '';
  // The order lines as `createOrder` writes them (less the order): the quote answers the same.
  const values = lines.map((l, i) => ({
    productId: l.productId,
    shopProductId: l.shopProductId,
    name: l.name,
    image: l.cover,
    unit: l.unit,
    price: l.price,
    quantity: l.quantity,
    costPrice: l.costPrice,
    amount: priced.lines[i].amount,
    discountAmount: priced.lines[i].discount,
    commissionBase: priced.lines[i].payShare,
  }));
  return { shopId: input.shopId, shopName: theShop.shopName, lines: values, priced, activityTitle };
}

/** An order with its shop's name, lines and timeline as a write left them: the member's answer is built from it without reading them again. */
export type OrderWritten = OrderPaid & { logs: OrderLogRow[] };
/** A paid order as the payment left it (`logs`, its timeline, when the payment read it). */
export type OrderPaid = OrderRow & { shopName: string; products: OrderProductRow[]; logs?: OrderLogRow[] };
export type OrderProductRow = typeof orderProduct.$inferSelect;
export type OrderLogRow = typeof orderLog.$inferSelect;

type CreatedRows = { created: Record<string, unknown>; products: Record<string, unknown>[]; logs: Record<string, unknown>[] };
/** The keys of an order line `priceCart` gives, each a column of `order_product`. */
const lineKeys = ['productId', 'shopProductId', 'name', 'image', 'unit', 'price', 'quantity', 'costPrice', 'amount', 'discountAmount', 'commissionBase'] as const;
const createStatements = new Map<number, HotStatement<CreatedRows>>();

/** The creation's one statement for an order of `n` lines (its text is written once per number of lines). */
function createStatement(n: number): HotStatement<CreatedRows> {
  let statement = createStatements.get(n);
  if (!statement) {
    statement = hotStatement<CreatedRows>(`order_create_${n}`, (db) => {
      const p = sql.placeholder;
      const orderId = sql`(select id from created)`;
      const insertOrder = db.insert(order).values({
        ...(Object.fromEntries(createColumns.map((c) => [c.key, p(`own_${c.key}`)])) as Partial<typeof order.$inferInsert>),
        orderNo: nextOrderNo(),
        userId: p('userId'),
        shopId: p('shopId'),
        activityId: p('activityId'),
        activityTitle: p('activityTitle'),
        status: 'unpaid',
        goodsAmount: p('goodsAmount'),
        discountAmount: p('discountAmount'),
        payAmount: p('payAmount'),
        deliveryType: p('deliveryType'),
        address: p('address'),
      }).returning();
      const insertLines = db.insert(orderProduct).values(Array.from({ length: n }, (_, i) => ({
        orderId, ...(Object.fromEntries(lineKeys.map((k) => [k, p(`line${i}_${k}`)])) as Record<(typeof lineKeys)[number], never>),
      }))).returning();
      const insertLog = db.insert(orderLog).values({ orderId, action: 'create', toStatus: 'unpaid', operatorType: 'member', operatorId: p('userId') }).returning();
      return sql`
        with created as (${insertOrder.getSQL()}), lines as (${insertLines.getSQL()}), logs as (${insertLog.getSQL()})
        select (select row_to_json(created) from created) as created,
          (select json_agg(lines order by lines.id) from lines) as products, (select json_agg(logs) from logs) as logs`;
    });
    createStatements.set(n, statement);
  }
  return statement;
}

/**
 * Creates an unpaid order at the shop's current prices with the best applicable activity; the
 * client sets no amount. The cart's read and the insert run on one connection (one turn in the
 * pool's queue), within `turns` when given (`creationTurns`: payments first). The sold-out marks
 * are checked on arrival, while it waits for its turn (`Turns.recheck` when a mark is set) and
 * once the connection is held, so that a creation that waited through a sale's last unit is
 * refused without a read.
 */
export async function createOrder(
  database: Pick<Database, 'withConnection'>, userId: number, input: CreateOrderInput, marks?: SoldOutMarks, turns?: Turns,
): Promise<OrderWritten> {
  const fields = input.fields ?? {};
  const deliveryType = fields.delivery_type ?? 'pickup';
  if (deliveryType === 'delivery' && !(fields.address?.trim() && fields.contact_name?.trim() && fields.contact_mobile?.trim())) {
    throw new ApiError('A delivery order needs the address, the contact name and the mobile number');
  }
  wantedOf(input, marks);
  const create = () => database.withConnection((db) => createOn(db, userId, input, fields, deliveryType, marks));
  // waiting for its turn, a creation is refused as soon as a product of it is marked sold out
  return turns ? turns.run(create, () => soldOutRefusal(input, marks)) : create();
}

async function createOn(
  db: Db, userId: number, input: CreateOrderInput, fields: OrderCreateFields, deliveryType: string, marks?: SoldOutMarks,
): Promise<OrderWritten> {
  const { shopId, shopName, lines, priced, activityTitle } = await priceCart(db, input, marks);

  // One statement, so atomic without a transaction: the order, its lines and its first timeline row.
  const [written] = await createStatement(lines.length)(db, {
    ...Object.fromEntries(createColumns.map((c) => [`own_${c.key}`, fields[c.name] ?? c.fallback])),
    userId, shopId, activityId: priced.activityId, activityTitle,
    goodsAmount: priced.goodsAmount, discountAmount: priced.discountAmount, payAmount: priced.payAmount,
    deliveryType, address: deliveryType === 'delivery' ? (fields.address ?? '').trim() : '',
    ...Object.fromEntries(lines.flatMap((l, i) => lineKeys.map((k) => [`line${i}_${k}`, l[k]]))),
  });
  return {
    ...rowFromJson(order, written.created),
    shopName,
    products: written.products.map((p) => rowFromJson(orderProduct, p)),
    logs: written.logs.map((l) => rowFromJson(orderLog, l)),
  };
}

/**
 * Moves the HQ products' sales counters, in product id order. Every transaction that touches
 * balances, stock and sales locks the order row, then the member's balance, then shop products
 * (in id order), then products (in id order), then the rollups, so that two of them never wait
 * on each other in a cycle (commerce README: Lock order).
 */
export async function addProductSales(tx: Db, deltas: Map<number, number>): Promise<void> {
  const moved = [...deltas].filter(([, delta]) => delta !== 0);
  if (!moved.length) return;
  await lockInIdOrder(tx, product, moved.map(([id]) => id));
  await productSalesStatement(tx, { ids: moved.map(([id]) => id), deltas: moved.map(([, n]) => n) });
}

const productSalesStatement = hotStatement('product_sales', () => sql`
  update ${product} p set sales = greatest(p.sales + (${sql.placeholder('deltas')}::integer[])[array_position(${sql.placeholder('ids')}::integer[], p.id)], 0)
  where p.id = any(${sql.placeholder('ids')}::integer[])`);

/**
 * Locks these rows in id order before one UPDATE changes them all (whose own order is the plan's):
 * so that two transactions never wait on each other's rows in a cycle. NO KEY, the lock an UPDATE
 * takes, leaves the foreign key checks of an order's insert alone. Its own statement: locking and
 * updating in one (a locking CTE) deadlocked under a flash sale, the UPDATE waiting on an older
 * version of a row its CTE had locked. One row needs no order.
 */
async function lockInIdOrder(tx: Db, table: typeof product | typeof shopProduct, ids: readonly number[]): Promise<void> {
  const distinct = [...new Set(ids)];
  if (distinct.length < 2) return;
  await lockStatements[table === product ? 'product' : 'shopProduct'](distinct.length)(tx, listValues('id', distinct));
}

const lockStatement = (table: typeof product | typeof shopProduct) =>
  statementsByLength(`lock_in_id_order_${table === product ? 'product' : 'shop_product'}`, (n) =>
    sql`select id from ${table} where id in (${listSql('id', n)}) order by id for no key update`);
const lockStatements = { product: lockStatement(product), shopProduct: lockStatement(shopProduct) };

/**
 * The hot statements of a payment of several products take their ids as a list of `n` placeholders
 * (`listSql`), one statement per length, not as one array: PostgreSQL costed an array
 * placeholder's generic plan for a list of unknown length, found it dearer than a plan for the
 * values given, and planned every run afresh (0.13–0.23 ms a statement); a list of `n` has the
 * generic plan every run after the fifth uses. Bounded: an order has at most 50 lines (the
 * contract), so a connection prepares at most 50 lengths of a list (50 × 50 pairs for take_stock).
 */
function statementsByLength<T = Record<string, unknown>>(name: string, build: (...lengths: number[]) => SQL): (...lengths: number[]) => HotStatement<T> {
  const made = new Map<string, HotStatement<T>>();
  return (...lengths) => {
    const key = lengths.join('_');
    let statement = made.get(key);
    if (!statement) made.set(key, (statement = hotStatement<T>(`${name}_${key}`, () => build(...lengths))));
    return statement;
  };
}

/** The placeholders `<prefix>0` … `<prefix>n-1` as a list of integers; `listValues` gives their values. */
const listSql = (prefix: string, n: number) => sql.join(Array.from({ length: n }, (_, i) => sql`${sql.placeholder(`${prefix}${i}`)}::integer`), sql`, `);
const listValues = (prefix: string, values: readonly number[]) => Object.fromEntries(values.map((v, i) => [`${prefix}${i}`, v]));

const addTo = (m: Map<number, number>, key: number, delta: number) => m.set(key, (m.get(key) ?? 0) + delta);

/**
 * Refunded units leave "sold": sold is the paid quantity minus the refunded quantity, at the shop
 * (`shop_product.sales`) and at HQ (`product.sales`), the same figure the dashboard's product
 * rollups count. Every refund (an operator's whole refund, an after-sale's, refund-only or with
 * the goods returned) calls this one place; `restock` also puts the units back in stock (only
 * when the goods came back; the caller announces it on the bus once its transaction has
 * committed, `stockBack`). Lines in shop product id order, like every stock change.
 */
export async function refundSold(tx: Db, items: readonly { shopProductId: number; productId: number; quantity: number }[], restock: boolean): Promise<void> {
  const sales = new Map<number, number>();
  for (const item of [...items].sort((a, b) => a.shopProductId - b.shopProductId)) {
    if (item.quantity <= 0) continue;
    await tx.update(shopProduct)
      .set({
        sales: sql`greatest(${shopProduct.sales} - ${item.quantity}, 0)`,
        ...(restock ? { stock: sql`${shopProduct.stock} + ${item.quantity}` } : {}),
        updateTime: sql`now()`,
      })
      .where(eq(shopProduct.id, item.shopProductId));
    addTo(sales, item.productId, -item.quantity);
  }
  await addProductSales(tx, sales);
}

/**
 * Stock given back by a refund that has committed: every instance drops its sold-out marks. Only
 * after the commit: a mark dropped before it could be set again at once by a creation or a
 * payment still reading the old 0, and would then refuse the units given back (README: Stock).
 */
export function stockBack(bus: ChangeBus, items: readonly { quantity: number }[]): void {
  if (items.some((item) => item.quantity > 0)) bus.changed('stock');
}

const ownerCondition = (orderId: number, userId: number | null) =>
  userId === null ? eq(order.id, orderId) : and(eq(order.id, orderId), eq(order.userId, userId));

async function current(db: Db, orderId: number, userId: number | null): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(order).where(ownerCondition(orderId, userId));
  return row;
}

/** What a payment checks of an order, read with `saleableOf` (its shop's row and the order's lines' state). */
interface SaleableRow { shop_status: string; shop_name: string; lines: { line: Record<string, unknown>; on_sale: boolean; stock: number; product_name: string }[] | null }

/**
 * The columns of a `SaleableRow` for the order `orderId` (an id, or a column of the statement) of
 * the shop `s` is an alias of: its lines in shop product id order, each with whether it is still on
 * sale at HQ and at the shop and the stock left (the stock rows are locked after this read; an
 * operator taking a product off sale at that very moment is a race the operator accepts).
 */
const saleableOf = (orderId: unknown) => sql`s.status as shop_status, s.name as shop_name, (
  select json_agg(json_build_object('line', row_to_json(l), 'on_sale', sp.status = 'on' and p.status = 'on', 'stock', sp.stock, 'product_name', p.name) order by l.shop_product_id)
  from ${orderProduct} l join ${shopProduct} sp on sp.id = l.shop_product_id join ${product} p on p.id = sp.product_id where l.order_id = ${orderId}) as lines`;

/**
 * What a payment checks before it moves anything: the shop still open, every line still on sale,
 * and its stock not already short (the take decides; this read only spares a sold-out payment the
 * rest of its work). Throws why not. Resolves to the order's lines (in shop product id order) and
 * its shop's name.
 */
function saleable(found: SaleableRow | undefined, empty?: (line: OrderProductRow) => void): { lines: OrderProductRow[]; shopName: string } {
  if (found?.shop_status !== 'open') throw new ApiError('The shop is closed and takes no orders');
  const lines = found.lines ?? [];
  const offSale = lines.find((f) => !f.on_sale);
  if (offSale) throw new ApiError('Product %s is not on sale at this shop', 0, null, [offSale.product_name]);
  const products = lines.map((f) => rowFromJson(orderProduct, f.line));
  const short = lines.findIndex((f, i) => f.stock < products[i].quantity);
  if (short >= 0) {
    if (lines[short].stock <= 0) empty?.(products[short]);
    throw stockRefusal(products[short].name, lines[short].stock);
  }
  return { lines: products, shopName: found.shop_name };
}

/** `saleable` of an order that a statement before has made paid. */
async function readSaleable(tx: Db, paid: OrderRow): Promise<{ lines: OrderProductRow[]; shopName: string }> {
  const [found] = await preparedRows<SaleableRow>(tx, 'order_saleable', sql`select ${saleableOf(paid.id)} from ${shop} s where s.id = ${paid.shopId}`);
  return saleable(found);
}

/** The HQ products a payment sold, with their quantities (placeholders `soldIds`, `soldQuantities`). */
type Sold = { soldIds: number[]; soldQuantities: number[] };

/**
 * The stock side of a payment: the shop's stock of every line taken (never below zero, rows
 * locked in id order), then the HQ products of the lines locked in id order, in the same
 * statement. Throws why not; the caller's transaction (or savepoint) then changes nothing.
 * Resolves to what the caller counts as sold (`productSoldStatement`, or the rollups' statement
 * of a balance payment), whose rows it now holds. A payment takes it last before the rollups: a
 * product on sale to everyone at once has its stock row locked by one payment at a time, until its commit.
 */
async function takeStock(tx: Db, lines: readonly OrderProductRow[], empty?: (line: OrderProductRow) => void): Promise<Sold> {
  await lockInIdOrder(tx, shopProduct, lines.map((l) => l.shopProductId));
  const sales = new Map<number, number>();
  for (const line of lines) addTo(sales, line.productId, line.quantity);
  const sold: Sold = { soldIds: [...sales.keys()], soldQuantities: [...sales.values()] };
  const taken = await takeStockStatement(lines.length, sold.soldIds.length)(tx, {
    ...listValues('id', lines.map((l) => l.shopProductId)), ...listValues('quantity', lines.map((l) => l.quantity)), ...listValues('sold', sold.soldIds),
  });
  const short = lines.find((l) => !taken.some((t) => t.id === l.shopProductId));
  if (short) await refuseShort(tx, short, empty);
  // the lines this payment took the last unit of
  for (const line of lines) if (taken.some((t) => t.id === line.shopProductId && t.stock <= 0)) empty?.(line);
  return sold;
}

/** Refusal path only: the stock left of the line a payment could not take, for the message (none: sold out). */
async function refuseShort(db: Db, short: OrderProductRow, empty?: (line: OrderProductRow) => void): Promise<never> {
  const [left] = await db.select({ stock: shopProduct.stock }).from(shopProduct).where(eq(shopProduct.id, short.shopProductId));
  const stock = left?.stock ?? 0;
  if (stock <= 0) empty?.(short);
  throw stockRefusal(short.name, stock);
}

/**
 * The stock taken, then the HQ products of the lines taken locked in id order: the lock reads
 * every row the update returned (the sort before the lock), so all the shop product rows are
 * taken before any product row, the engine's lock order. The products are updated by a later
 * statement (a row locked and updated in one statement can wait on its own older version).
 */
const takeStockStatement = statementsByLength<{ id: number; stock: number }>('take_stock', (n, sold) => {
  const quantity = sql`(case sp.id ${sql.join(Array.from({ length: n }, (_, i) => sql`when ${sql.placeholder(`id${i}`)}::integer then ${sql.placeholder(`quantity${i}`)}::integer`), sql` `)} end)`;
  // rows by "id in (list)", never a join on the values: the generic plan of a join on unnest()
  // scanned the whole table (hash join); the lock waits for the whole update (its one-time filter)
  return sql`
    with taken as (
      update ${shopProduct} sp set stock = sp.stock - ${quantity}, sales = sp.sales + ${quantity}, update_time = now()
      where sp.id in (${listSql('id', n)}) and sp.stock >= ${quantity}
      returning sp.id, sp.stock
    ), locked as (
      select p.id from ${product} p where p.id in (${listSql('sold', sold)}) and (select count(*) from taken) > 0 order by p.id for no key update
    )
    select taken.id, taken.stock, (select count(*) from locked) as products from taken`;
});

/** The HQ products' sales moved by what a payment sold (`Sold`), their rows locked by `takeStock`. */
const productSoldSql = sql`product_sold as (
  update ${product} p set sales = greatest(p.sales + (${sql.placeholder('soldQuantities')}::integer[])[array_position(${sql.placeholder('soldIds')}::integer[], p.id)], 0)
  where p.id = any(${sql.placeholder('soldIds')}::integer[]))`;
const productSoldStatement = hotStatement('product_sold', () => sql`with ${productSoldSql} select 1`);

/** A balance payment's last statement: the HQ products' sales (`Sold`) and the rollups of its payment row (`paymentId`), the rows every payment shares. */
const paymentSharedRowsStatement = hotStatement('payment_shared_rows', () => sql`with ${productSoldSql}, ${paymentRollupsSql()}`);

/**
 * A balance payment of ONE product's last statement: `takeStock` and `paymentSharedRowsStatement`
 * in one (placeholders `id` the shop product, `quantity`, `productId`, `paymentId`). Each part
 * reads the one before (the product's sales wait for the stock taken, the rollups for the
 * product), so the rows are taken in the engine's lock order: the shop product, the HQ product,
 * then the rollups. No row is locked twice (one of each), so nothing needs locking first. When
 * the stock is short it refuses (`STOCK_SHORT`): nothing is written and the transaction rolls back.
 * Else it answers the stock left. It goes with the transaction's COMMIT (`commitWith`): at a flash
 * sale a payment holds the product's stock row for the time PostgreSQL runs the two, without a
 * round trip through the server in between.
 */
const payOneProductStatement = hotStatement<{ stock_left: number }>('pay_one_product', () => {
  const quantity = sql`${sql.placeholder('quantity')}::integer`;
  return sql`
    with taken as (
      update ${shopProduct} sp set stock = sp.stock - ${quantity}, sales = sp.sales + ${quantity}, update_time = now()
      where sp.id = ${sql.placeholder('id')}::integer and sp.stock >= ${quantity}
      returning sp.id, sp.stock
    ), product_sold as (
      update ${product} p set sales = greatest(p.sales + ${quantity}, 0)
      where p.id = ${sql.placeholder('productId')}::integer and exists (select 1 from taken)
      returning p.id
    ), ${paymentRollupsSql(sql`(select ${sql.placeholder('paymentId')}::integer from product_sold)`,
      sql`select case when exists (select 1 from taken) then (select stock from taken) else refuse(${STOCK_SHORT}) end as stock_left`)}`;
});

/** Why `payOneProductStatement` refuses (its error's message): the stock it takes is short. */
const STOCK_SHORT = 'stock short';

/**
 * The rows every payment of a product or shop shares, last (each is held until the commit): the
 * stock taken (`takeStock`), the HQ products' sales and the rollups of the payment row. One
 * statement for an order of one product, two for more (their rows locked in id order first). The
 * last goes with the transaction's COMMIT: the transaction has committed once this resolves. When
 * the stock of one product is short, its statement refuses (`STOCK_SHORT`, after which the
 * transaction rolls back and `payWithBalance` says why).
 */
async function takeStockAndShared(tx: Db, lines: readonly OrderProductRow[], paymentId: number, empty: (line: OrderProductRow) => void): Promise<void> {
  if (lines.length === 1) {
    const [line] = lines;
    const [{ stock_left: left }] = await commitWith(tx, () => payOneProductStatement(tx, { id: line.shopProductId, quantity: line.quantity, productId: line.productId, paymentId }));
    if (left <= 0) empty(line); // this payment took the last unit
    return;
  }
  const sold = await takeStock(tx, lines, empty);
  await commitWith(tx, () => paymentSharedRowsStatement(tx, { ...sold, paymentId }));
}

/** Why a payment cannot take a line's units: none left, or fewer than it needs. */
const stockRefusal = (name: string, left: number) =>
  left <= 0 ? new ApiError('Sold out: %s', 0, null, [name]) : new ApiError('Insufficient stock for %s', 0, null, [name]);

/**
 * Pays an unpaid order from the member's balance in ONE transaction: the order becomes paid (a
 * pickup order gets its code), the shop's stock is taken (refused below zero), the balance is
 * charged with its money-log row (linked to the order by its `order_payment` row). A second pay,
 * a cancelled order, too little stock or balance change nothing and say why.
 */
export async function payWithBalance(db: Db, userId: number, orderId: number, policy: CommissionPolicy, marks?: SoldOutMarks): Promise<OrderPaid> {
  // lines the database said none is left of: marked sold out once the payment has ended (README: Stock)
  const empty: { shopId: number; line: OrderProductRow }[] = [];
  // the order's one line, once the payment goes to take its stock: whose stock was short if it refuses so
  let taking: { shopId: number; line: OrderProductRow } | undefined;
  try {
    return await payWithBalanceOnce(db, userId, orderId, policy, (shopId, line) => empty.push({ shopId, line }), (shopId, line) => (taking = { shopId, line }));
  } catch (e) {
    // its transaction has rolled back: the stock left, read afresh, says which refusal
    if (taking && refusedBy(e, STOCK_SHORT)) await refuseShort(db, taking.line, (line) => empty.push({ shopId: taking!.shopId, line }));
    throw e;
  } finally {
    for (const { shopId, line } of empty) marks?.mark(shopId, line.productId, line.name);
  }
}

function payWithBalanceOnce(
  db: Db, userId: number, orderId: number, policy: CommissionPolicy, empty: (shopId: number, line: OrderProductRow) => void,
  taking: (shopId: number, line: OrderProductRow) => void,
): Promise<OrderPaid> {
  return withPickupCode((code) => db.transaction(async (tx) => {
    // ONE statement: the order made paid, what the payment checks of it and what its commissions
    // read; the balance charged with its money-log row, the payment row linked to it and the
    // timeline row, with the whole timeline read back. A refused order writes none of them; too
    // little balance writes no money-log row (the rest rolls back with the refusal).
    const [found] = await payStatement(tx, { orderId, userId, code });
    if (!found) throw refusal(await current(tx, orderId, userId), 'pay');
    const paid = rowFromJson(order, found.paid);
    const emptyHere = (line: OrderProductRow) => empty(paid.shopId, line);
    const { lines, shopName } = saleable(found, emptyHere);
    if (paid.payAmount > 0 && found.money_log_id === null) throw new ApiError('Insufficient balance to pay this order');
    await createCommissions(tx, paid, policy, found.commission_facts);
    const answer = { ...paid, shopName, products: lines, logs: found.logs.map((l) => rowFromJson(orderLog, l)) };
    // the rows every payment of a product or shop shares, last: each is held until the commit,
    // which goes with the last statement (nothing that can throw may follow)
    if (lines.length === 1) taking(paid.shopId, lines[0]);
    await takeStockAndShared(tx, lines, Number(found.payment_id), emptyHere);
    return answer;
  }));
}

/**
 * `payWithBalance`'s statement (placeholders `orderId`, `userId`, `code`): the order made paid
 * (none: it cannot be paid, nothing written), its saleable read and its commission facts; the
 * ledger change (`ledgerChangeCtes`) of its pay amount, none when that is 0, with the memo
 * "Payment of order %s" of its number; the payment row linked to its money-log row and the timeline row, the whole
 * timeline read back. `money_log_id` null with an amount: the balance was short, and the payment
 * and timeline rows are written all the same (the caller throws, so they roll back).
 */
const payStatement = hotStatement<SaleableRow & {
  paid: Record<string, unknown>; commission_facts: CommissionFacts; money_log_id: number | null; payment_id: number; logs: Record<string, unknown>[];
}>('order_pay', (db) => {
  const update = db
    .update(order)
    .set({ status: ORDER_STATES.to('pay'), payType: 'balance', paidTime: sql`now()`, updateTime: sql`now()`, pickupCode: pickupCodeOf(sql.placeholder('code')) })
    .where(and(eq(order.id, sql.placeholder('orderId')), eq(order.userId, sql.placeholder('userId')), allowedWhere(order, ORDER_STATES, 'pay')))
    .returning();
  const memo = memoColumnsSql('Payment of order %s', sql`order_no`);
  const charge = ledgerChangeCtes('money', {
    userId: sql`${sql.placeholder('userId')}::integer`,
    amount: sql`(-(select pay_amount from paid))::bigint`,
    memo: sql`(select ${memo.memo} from paid)`,
    stored: sql`(select ${memo.memoI18n} from paid)`,
  });
  return sql`
    with paid as (${update.getSQL()}), ${charge},
    payment as (
      insert into ${orderPayment} (order_id, kind, pay_type, amount, money_log_id)
      select id, 'pay', 'balance', pay_amount, (select id from ledger_row) from paid returning id
    ), logged as (
      insert into ${orderLog} (order_id, action, from_status, to_status, operator_type, operator_id)
      select id, 'pay', 'unpaid', 'paid', 'member', user_id from paid returning *
    )
    select row_to_json(paid) as paid, ${saleableOf(sql`paid.id`)}, ${commissionFactsSql('paid')} as commission_facts,
      (select id from ledger_row) as money_log_id, (select id from payment) as payment_id, (select json_agg(l.row order by l.id) from (
        select id, row_to_json(o) as row from ${orderLog} o where order_id = paid.id union all select id, row_to_json(logged) from logged) l) as logs
    from paid join ${shop} s on s.id = paid.shop_id`;
});

/** An own order that can be paid now (unpaid, shop open); else why not. Before a gateway payment is started. */
export async function payableOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const found = await current(db, orderId, userId);
  if (!found || found.status !== 'unpaid') throw refusal(found, 'pay');
  const [theShop] = await db.select({ status: shop.status }).from(shop).where(eq(shop.id, found.shopId));
  if (theShop?.status !== 'open') throw new ApiError('The shop is closed and takes no orders');
  return found;
}

/** What a gateway's payment notify did: paid the order, was already recorded, or is refunded (the order could not take it, or was paid another way). */
export type GatewayPaymentOutcome = 'paid' | 'duplicate' | 'refunding';

/**
 * Records money a gateway collected for an order (its verified notify), in ONE transaction with the
 * order row locked. Idempotent: the same transaction again changes nothing. The amount must be
 * the order's pay amount (else refused, nothing changed). An unpaid order, or one the unpaid
 * timer cancelled meanwhile, becomes paid and takes its stock as a balance payment does; when it
 * cannot (cancelled by the member or an operator, shop closed, off sale, stock gone) the payment
 * is recorded, the order stays (or becomes) cancelled, and a refund of all of it is written to
 * the gateway refund outbox, sent by the `gateway-refund-outbox` job: once per payment (the
 * `order_payment` unique keys). An order already paid another way keeps its payment, and this
 * money goes back whole (`refundPaidTwice`).
 */
export async function recordGatewayPayment(
  db: Db, gateway: string, notice: { orderNo: string; tradeNo: string; amount: number }, policy: CommissionPolicy,
): Promise<GatewayPaymentOutcome> {
  return withPickupCode((code) => db.transaction(async (tx) => {
    const [o] = await tx.select().from(order).where(eq(order.orderNo, notice.orderNo)).for('update');
    if (!o) throw new ApiError('Order not found');
    if (notice.amount !== o.payAmount) throw new ApiError('The amount paid does not match the order');
    const [recorded] = await tx.select().from(orderPayment).where(and(eq(orderPayment.orderId, o.id), eq(orderPayment.kind, 'pay')));
    if (recorded) {
      if (recorded.gateway === gateway && recorded.tradeNo === notice.tradeNo) return 'duplicate';
      return refundPaidTwice(tx, o, gateway, notice);
    }
    const revivable = o.status === 'unpaid' || (o.status === 'cancelled' && o.cancelReason === ('timeout' satisfies OrderCancelCode));
    if (revivable) {
      try {
        await tx.transaction(async (sp) => {
          const [row] = await sp.update(order)
            .set({ status: 'paid', payType: 'gateway', paidTime: sql`now()`, cancelledTime: null, cancelReason: '', updateTime: sql`now()`, pickupCode: pickupCodeOf(code) })
            .where(and(eq(order.id, o.id), eq(order.status, o.status))).returning();
          await productSoldStatement(sp, await takeStock(sp, (await readSaleable(sp, row)).lines));
        });
        const [payRow] = await tx.insert(orderPayment).values({ orderId: o.id, kind: 'pay', payType: 'gateway', amount: o.payAmount, gateway, tradeNo: notice.tradeNo }).returning({ id: orderPayment.id });
        await createCommissions(tx, o, policy);
        await addPaymentToRollups(tx, payRow.id);
        await tx.insert(orderLog).values({ orderId: o.id, action: 'pay', fromStatus: o.status, toStatus: 'paid', operatorType: 'system', ...memoColumns(message(`order-log:gateway:${gateway}`)) });
        await gatewayOrderPaid(tx, o.id, gateway);
        return 'paid';
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        // The stock or the shop said no: the money goes back.
      }
    }
    if (o.status === 'unpaid') {
      await tx.update(order).set({ status: 'cancelled', cancelledTime: sql`now()`, cancelReason: 'unfulfillable' satisfies OrderCancelCode, updateTime: sql`now()` }).where(eq(order.id, o.id));
      await tx.insert(orderLog).values({ orderId: o.id, action: 'cancel', fromStatus: 'unpaid', toStatus: 'cancelled', operatorType: 'system', ...memoColumns(message('order-log:unfulfillable')) });
    }
    const [payRow] = await tx.insert(orderPayment).values({ orderId: o.id, kind: 'pay', payType: 'gateway', amount: o.payAmount, gateway, tradeNo: notice.tradeNo }).returning({ id: orderPayment.id });
    await addPaymentToRollups(tx, payRow.id);
    await queueGatewayRefund(tx, { ...o, status: 'cancelled' }, { kind: 'refund', gateway, tradeNo: notice.tradeNo, amount: o.payAmount, outRefundNo: `R${o.orderNo}`, why: message('order-log:paid-after-close') });
    await gatewayOrderPaid(tx, o.id, gateway);
    return 'refunding';
  }));
}

/**
 * Money a gateway collected for an order already paid another way (with the balance, say, while
 * the member's WeChat payment was still open): recorded as paid twice (`dup_pay`, not a sale: the
 * rollups leave it out) and sent back whole through the refund outbox (`D<order no>`); the order
 * keeps the payment it has. The same transaction again changes nothing.
 */
async function refundPaidTwice(tx: Db, o: OrderRow, gateway: string, notice: { tradeNo: string; amount: number }): Promise<GatewayPaymentOutcome> {
  const [seen] = await tx.select({ id: orderPayment.id }).from(orderPayment)
    .where(and(eq(orderPayment.orderId, o.id), eq(orderPayment.kind, 'dup_pay'), eq(orderPayment.gateway, gateway), eq(orderPayment.tradeNo, notice.tradeNo)));
  if (seen) return 'duplicate';
  await tx.insert(orderPayment).values({ orderId: o.id, kind: 'dup_pay', payType: 'gateway', amount: notice.amount, gateway, tradeNo: notice.tradeNo });
  await queueGatewayRefund(tx, o, {
    kind: 'dup_refund', gateway, tradeNo: notice.tradeNo, amount: notice.amount, outRefundNo: `D${o.orderNo}`, why: message('order-log:paid-twice %s', message(`order-log:gateway:${gateway}`)),
  });
  await gatewayOrderPaid(tx, o.id, gateway);
  return 'refunding';
}

/** The payment started at the gateway has its money (kept or refunded): the sweeps neither close nor query it again. */
const gatewayOrderPaid = (tx: Db, orderId: number, gateway: string) =>
  tx.update(gatewayOrder).set({ status: 'paid', lastError: '', updateTime: sql`now()` })
    .where(and(eq(gatewayOrder.orderId, orderId), eq(gatewayOrder.gateway, gateway), eq(gatewayOrder.status, 'open')));

/**
 * Writes a refund of a whole gateway payment: its `order_payment` row, its outbox row (unique per
 * refund row and `outRefundNo`) and the timeline's line saying why (also the gateway's refund reason).
 */
async function queueGatewayRefund(
  tx: Db, o: OrderRow, refund: { kind: 'refund' | 'dup_refund'; gateway: string; tradeNo: string; amount: number; outRefundNo: string; why: StoredMessage },
): Promise<void> {
  const { kind, gateway, tradeNo, amount, outRefundNo, why } = refund;
  const [refundRow] = await tx.insert(orderPayment).values({ orderId: o.id, kind, payType: 'gateway', amount, gateway }).returning({ id: orderPayment.id });
  if (kind === 'refund') await addPaymentToRollups(tx, refundRow.id);
  await tx.insert(gatewayRefund).values({ orderId: o.id, orderPaymentId: refundRow.id, gateway, tradeNo, outRefundNo, amount, total: amount, reason: literalOf(why).slice(0, 80) });
  await tx.insert(orderLog).values({ orderId: o.id, action: 'refund', fromStatus: o.status, toStatus: o.status, operatorType: 'system', ...memoColumns(why) });
}

/**
 * The outbox row that sends a refund of an order paid through a gateway, for its refund
 * `order_payment` row `refundPaymentId` (written in the same transaction), to the gateway the
 * payment came from. `outRefundNo` is the gateway's idempotency key of this refund.
 */
export async function queueGatewayRefundOf(tx: Db, orderId: number, refundPaymentId: number, amount: number, outRefundNo: string, reason: string): Promise<void> {
  if (amount <= 0) return;
  const [pay] = await tx.select().from(orderPayment).where(and(eq(orderPayment.orderId, orderId), eq(orderPayment.kind, 'pay')));
  if (!pay?.gateway || !pay.tradeNo) throw new ApiError('Refunds of gateway payments are not available yet');
  await tx.update(orderPayment).set({ gateway: pay.gateway }).where(eq(orderPayment.id, refundPaymentId));
  await tx.insert(gatewayRefund).values({
    orderId, orderPaymentId: refundPaymentId, gateway: pay.gateway, tradeNo: pay.tradeNo, outRefundNo, amount, total: pay.amount, reason: reason.slice(0, 80),
  });
}

/**
 * A pickup order's code, given in the statement that makes it paid: eight random digits, unique
 * among the codes of its shop (`order_pickup_code_key`). A clash rolls the payment back and
 * `withPickupCode` runs it again with a new code.
 */
const pickupCodeOf = (code: unknown) => sql`case when ${order.deliveryType} = 'pickup' then ${code} else ${order.pickupCode} end`;

async function withPickupCode<T>(pay: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pay(String(crypto.randomInt(0, 100_000_000)).padStart(8, '0'));
    } catch (e) {
      const { code, constraint } = driverError(e);
      const clash = code === '23505' && constraint === 'order_pickup_code_key';
      if (!clash || attempt >= 5) throw e;
    }
  }
}

/** Cancels an unpaid order (nothing was taken from stock or balance yet). `userId` null: any member's order (admins, timers). */
export async function cancelOrder(db: Db, orderId: number, userId: number | null, operator: Operator, reason: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(order)
      .set({ status: ORDER_STATES.to('cancel'), cancelledTime: sql`now()`, cancelReason: reason, updateTime: sql`now()` })
      .where(and(ownerCondition(orderId, userId), allowedWhere(order, ORDER_STATES, 'cancel')))
      .returning();
    if (!cancelled) throw refusal(await current(tx, orderId, userId), 'cancel');
    await tx.insert(orderLog).values({ orderId, action: 'cancel', fromStatus: 'unpaid', toStatus: 'cancelled', operatorType: operator.type, operatorId: operator.id, memo: reason });
    return cancelled;
  });
}

const BATCH = 500;

/**
 * The timers' work: moves every order in `from` older than the cut-off to `to` in batches, each
 * order with its one timeline row in the same statement. Rows another run holds are skipped
 * (`SKIP LOCKED`) and the UPDATE re-checks the status, so two runs never move an order twice.
 * Resolves to the ids moved.
 */
async function sweep(db: Db, kind: 'cancel' | 'complete', olderThan: SQL_Interval, afterSaleDays = 0): Promise<number[]> {
  const moved: number[] = [];
  for (;;) {
    const batch = await rows<{ id: number }>(db, kind === 'cancel'
      ? sql`
        with due as (
          select id from ${order} where status = 'unpaid' and create_time <= now() - ${olderThan}
          order by create_time, id limit ${BATCH} for update skip locked
        ), moved as (
          update ${order} o set status = 'cancelled', cancelled_time = now(), cancel_reason = 'timeout', update_time = now()
          from due where o.id = due.id and o.status = 'unpaid' returning o.id
        )
        insert into ${orderLog} (order_id, action, from_status, to_status, operator_type, memo, memo_i18n)
        select id, 'cancel', 'unpaid', 'cancelled', 'system', ${literalOf(message('order-log:timeout'))}::varchar, ${JSON.stringify(message('order-log:timeout'))}::jsonb
        from moved returning order_id as id`
      : sql`
        with due as (
          select id from ${order} where status = 'paid' and fulfilled_time <= now() - ${olderThan}
          order by fulfilled_time, id limit ${BATCH} for update skip locked
        ), moved as (
          update ${order} o set status = 'completed', completed_time = now(), update_time = now()
          from due where o.id = due.id and o.status = 'paid' returning o.id
        ), ${scheduleMovedCommissions(afterSaleDays)}
        insert into ${orderLog} (order_id, action, from_status, to_status, operator_type, memo, memo_i18n)
        select id, 'complete', 'paid', 'completed', 'system', ${literalOf(message('order-log:auto'))}::varchar, ${JSON.stringify(message('order-log:auto'))}::jsonb
        from moved returning order_id as id`);
    moved.push(...batch.map((r) => r.id));
    if (batch.length < BATCH) return moved;
  }
}

type SQL_Interval = ReturnType<typeof sql>;

/** Cancels the unpaid orders older than `minutes`. */
export const cancelExpiredOrders = (db: Db, minutes: number) => sweep(db, 'cancel', sql`make_interval(mins => ${Math.max(1, Math.floor(minutes))}::integer)`);

/** Completes the paid orders handed over (fulfilled) more than `days` ago; their commissions settle `afterSaleDays` later. */
export const completeDueOrders = (db: Db, days: number, afterSaleDays: number) =>
  sweep(db, 'complete', sql`make_interval(days => ${Math.max(0, Math.floor(days))}::integer)`, afterSaleDays);

/** Completes a paid order that was handed over (the shop's or an admin's action; the timer does the same in bulk). */
export async function completeOrder(db: Db, orderId: number, operator: Operator, afterSaleDays: number): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(order)
      .set({ status: ORDER_STATES.to('complete'), completedTime: sql`now()`, updateTime: sql`now()` })
      .where(and(eq(order.id, orderId), allowedWhere(order, ORDER_STATES, 'complete')))
      .returning();
    if (!done) {
      const now = await current(tx, orderId, null);
      throw now?.status === 'paid' ? new ApiError('The order has not been handed over yet') : refusal(now, 'complete');
    }
    await tx.insert(orderLog).values({ orderId, action: 'complete', fromStatus: 'paid', toStatus: 'completed', operatorType: operator.type, operatorId: operator.id });
    await scheduleCommissions(tx, orderId, afterSaleDays);
    return done;
  });
}

/**
 * Refunds a paid order, or a completed one inside its after-sale window (`afterSaleDays` after
 * completion), in full: what after-sales have not already paid back goes to the balance of a
 * balance payment (money-log row, `order_payment` refund row: once per order), the stock and the
 * sales of the lines not yet refunded go back, and the order is marked refunded, in one
 * transaction. Refused while an after-sale of the order is open.
 */
export async function refundOrder(db: Db, orderId: number, operator: Operator, reason: string, afterSaleDays: number, bus: ChangeBus): Promise<OrderRow> {
  const { refunded, back } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(order).where(eq(order.id, orderId)).for('update');
    if (!before || !ORDER_STATES.can('refund', { status: before.status })) throw refusal(before, 'refund');
    const [open] = await tx.select({ id: afterSale.id }).from(afterSale).where(and(eq(afterSale.orderId, orderId), inArray(afterSale.status, [...AFTER_SALE_OPEN_STATUSES])));
    if (open) throw new ApiError('An after-sale of this order is already in progress');
    const [refunded] = await tx
      .update(order)
      .set({ status: 'refunded', refundedTime: sql`now()`, refundAmount: sql`${order.payAmount}`, refundReason: reason, updateTime: sql`now()` })
      .where(and(
        eq(order.id, orderId),
        eq(order.status, before.status),
        before.status === 'completed' ? sql`${order.completedTime} > now() - make_interval(days => ${Math.max(0, Math.floor(afterSaleDays))}::integer)` : undefined,
      ))
      .returning();
    if (!refunded) throw new ApiError('The after-sale window of this order has closed');

    const lines = await tx.select().from(orderProduct).where(eq(orderProduct.orderId, orderId)).orderBy(asc(orderProduct.shopProductId));
    const back = lines.map((l) => ({ ...l, quantity: l.quantity - l.refundedQuantity })).filter((l) => l.quantity > 0);
    for (const line of back) {
      await tx.update(orderProduct).set({ refundedQuantity: sql`${orderProduct.quantity}`, refundedAmount: sql`${orderProduct.commissionBase}` }).where(eq(orderProduct.id, line.id));
    }
    await takeBackCommissions(tx, orderId, refunded.orderNo);
    const amount = before.payAmount - before.refundAmount;
    let moneyLogId: number | null = null;
    if (refunded.payType === 'balance' && amount > 0) {
      moneyLogId = (await changeMoney(tx, { userId: refunded.userId, cents: amount, memo: message('Refund of order %s', refunded.orderNo) })).id;
    }
    await refundSold(tx, back, true);
    const [refundRow] = await tx.insert(orderPayment).values({ orderId, kind: 'refund', payType: refunded.payType, amount, moneyLogId }).returning({ id: orderPayment.id });
    await addPaymentToRollups(tx, refundRow.id);
    // A gateway payment goes back through its gateway, sent by the refund outbox after this commits.
    if (refunded.payType === 'gateway') await queueGatewayRefundOf(tx, orderId, refundRow.id, amount, `R${refunded.orderNo}`, reason);
    await tx.insert(orderLog).values({ orderId, action: 'refund', fromStatus: before.status, toStatus: 'refunded', operatorType: operator.type, operatorId: operator.id, memo: reason });
    return { refunded, back };
  });
  stockBack(bus, back);
  return refunded;
}
