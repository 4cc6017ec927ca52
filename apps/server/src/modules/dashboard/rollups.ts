import { sql, type SQL } from 'drizzle-orm';
import { hotStatement, type Db } from '../../db/client.ts';

/**
 * The dashboard's sales rollups (`sales_daily`, `product_sales_daily`): what each `order_payment`
 * row moved, added to the row of its local day and shop (and of each product) in the transaction
 * that wrote the payment row. The order engine calls `addPaymentToRollups` after inserting a
 * payment or refund row (modules/order/orders.ts and after-sales.ts) and after every stock,
 * product and balance lock of that transaction, so the rollup rows are locked last, by one
 * statement that every payment and refund runs (product rows in product id order): two
 * transactions never wait on each other in a cycle. Each is one `INSERT … ON CONFLICT DO UPDATE` adding to the row, so concurrent orders
 * add up exactly and a rolled-back payment adds nothing.
 *
 * Definitions (the same SQL fills an existing install's rollups in the migration):
 * - a payment adds its amount to `paid_amount` of its day, and one paid order when it made the
 *   order paid (a gateway payment that arrives for an order already closed is refunded at once:
 *   it adds money in and out, no paid order);
 * - a refund (an operator's whole refund, or an after-sale's) adds its amount to `refund_amount`
 *   of the day it was made; sales = paid − refunded;
 * - per product: a payment adds each line's quantity and pay share (`commission_base`), an
 *   after-sale's refund takes off its lines' quantities and amounts, a whole refund what the
 *   after-sales before it had not paid back, so the products of a day add up to its sales.
 */

/** The product lines (shop, product, signed quantity and amount) the payment rows of `payments` (`order_payment`, or a CTE of some of its rows) moved. */
export function paymentLines(payments: SQL): SQL {
  return sql`
    select p.id as payment_id, o.shop_id, l.product_id, l.quantity as quantity, l.commission_base as amount
    from ${payments} p join "order" o on o.id = p.order_id join order_product l on l.order_id = p.order_id
    where p.kind = 'pay'
    union all
    select p.id, o.shop_id, l.product_id, -i.quantity, -i.amount
    from ${payments} p join "order" o on o.id = p.order_id
      join after_sale_product i on i.after_sale_id = p.after_sale_id join order_product l on l.id = i.order_product_id
    where p.kind = 'refund' and p.after_sale_id is not null
    union all
    select p.id, o.shop_id, l.product_id, -(l.quantity - coalesce(r.quantity, 0)), -(l.commission_base - coalesce(r.amount, 0))
    from ${payments} p join "order" o on o.id = p.order_id join order_product l on l.order_id = p.order_id
      left join (
        select i.order_product_id, sum(i.quantity) as quantity, sum(i.amount) as amount
        from after_sale_product i join after_sale s on s.id = i.after_sale_id
        where s.status = 'refunded' group by i.order_product_id
      ) r on r.order_product_id = l.id
    where p.kind = 'refund' and p.after_sale_id is null`;
}

const checkedZones = new Map<string, string>();

/** A zone name Intl accepts (PostgreSQL's names are the same IANA names), else the default. Remembered: building a formatter is slow. */
export function safeTimeZone(zone: unknown): string {
  if (typeof zone !== 'string' || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return 'Asia/Shanghai';
  let safe = checkedZones.get(zone);
  if (safe === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      safe = zone;
    } catch {
      safe = 'Asia/Shanghai';
    }
    checkedZones.set(zone, safe);
  }
  return safe;
}

/**
 * The site's time zone (config centre `time_zone`, checked when it is saved) inside a statement,
 * for `at time zone`: a transaction reads it in the statement that needs it, not in a round trip of its own.
 */
export const siteZoneSql = sql`coalesce(nullif((select value from config where name = 'time_zone'), ''), 'Asia/Shanghai')`;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * Adds what the `order_payment` row `paymentId` moved to the rollups of its day (in the site's
 * time zone). Call it in the transaction that inserted the row, after its other writes.
 */
export async function addPaymentToRollups(tx: Db, paymentId: number): Promise<void> {
  await rollupsStatement(tx, { paymentId });
}

// One statement (one round trip), the same for every caller: its rows are taken in one order everywhere.
const rollupsStatement = hotStatement('rollups_payment', () => sql`with ${paymentRollupsSql()}`);

/**
 * `addPaymentToRollups` as the end of a statement of the caller (after `with`, so the caller may
 * put CTEs of its own before it; no row of theirs may be one the rollups need first): the
 * `order_payment` row is the placeholder `paymentId`, or `paymentId` given (a value read from a
 * CTE of the caller makes the rollups wait for it; null adds nothing). `answer`: the statement's
 * own last query, after the rollups (which are then CTEs too).
 */
export function paymentRollupsSql(paymentId: SQL = sql`${sql.placeholder('paymentId')}::integer`, answer?: SQL): SQL {
  const day = sql`(p.create_time at time zone ${siteZoneSql})::date`;
  // The payment row read once by its key, materialized: with the row's id a parameter of a cached
  // generic plan, the planner could pick the partial index of the kind (`order_payment_pay_key`)
  // and scan it whole for the id, a read that grew with every payment (plans made while the
  // table was small and never analyzed: 450 buffers a payment after 1,000 orders).
  return sql`
    the_payment as materialized (select * from order_payment where id = ${paymentId}),
    shop_day as (
    insert into sales_daily (day, shop_id, paid_orders, paid_amount, refund_amount)
    select ${day}, o.shop_id,
      case when p.kind = 'pay' and o.paid_time is not null then 1 else 0 end,
      case when p.kind = 'pay' then p.amount else 0 end,
      case when p.kind = 'refund' then p.amount else 0 end
    from the_payment p join "order" o on o.id = p.order_id
    on conflict (day, shop_id) do update set
      paid_orders = sales_daily.paid_orders + excluded.paid_orders,
      paid_amount = sales_daily.paid_amount + excluded.paid_amount,
      refund_amount = sales_daily.refund_amount + excluded.refund_amount)
    ${answer ? sql`, product_day as (` : sql``}insert into product_sales_daily (day, shop_id, product_id, quantity, amount)
    select d.day, x.shop_id, x.product_id, sum(x.quantity), sum(x.amount)
    from (select ${day} as day from the_payment p) d
      cross join (${paymentLines(sql`the_payment`)}) x
    group by d.day, x.shop_id, x.product_id
    order by x.product_id
    on conflict (day, shop_id, product_id) do update set
      quantity = product_sales_daily.quantity + excluded.quantity,
      amount = product_sales_daily.amount + excluded.amount${answer ? sql`) ${answer}` : sql``}`;
}

/**
 * The rollups recomputed from every payment row (the rows the migration fills an install with;
 * tests and the benchmark compare or seed with it). `zone` is a PostgreSQL time zone name.
 */
export function recomputedSalesDaily(zone: string): SQL {
  return sql`
    select (p.create_time at time zone ${zone})::date as day, o.shop_id,
      count(*) filter (where p.kind = 'pay' and o.paid_time is not null)::integer as paid_orders,
      coalesce(sum(p.amount) filter (where p.kind = 'pay'), 0)::bigint as paid_amount,
      coalesce(sum(p.amount) filter (where p.kind = 'refund'), 0)::bigint as refund_amount
    from order_payment p join "order" o on o.id = p.order_id
    group by 1, 2`;
}

export function recomputedProductSalesDaily(zone: string): SQL {
  return sql`
    select (p.create_time at time zone ${zone})::date as day, x.shop_id, x.product_id,
      sum(x.quantity)::integer as quantity, sum(x.amount)::bigint as amount
    from (${paymentLines(sql`order_payment`)}) x join order_payment p on p.id = x.payment_id
    group by 1, 2, 3`;
}
