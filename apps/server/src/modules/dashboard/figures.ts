import { sql, type SQL } from 'drizzle-orm';
import { yuanOf, type DashboardPeriod, type DashboardStats } from '@app/contract';
import { rows, type Db } from '../../db/client.ts';
import { localDay } from './rollups.ts';

/**
 * The dashboard's figures (issue 14, item 4; definitions in README.md). Every query reads a
 * rollup or an index made for it (migration 0015), so the whole answer costs a few
 * milliseconds whatever the number of orders; they run concurrently on PostgreSQL's pool.
 * `shops`: the admin's own shops (undefined: every shop).
 */

const DAYS = 30;
const TOP = 10;

type Num = number | string | null;
const n = (v: Num) => Number(v ?? 0);

/** `column in (shops)`, nothing when every shop, false for an own-shops admin without a shop. */
function inShops(column: SQL, shops: number[] | undefined): SQL {
  if (!shops) return sql`true`;
  if (!shops.length) return sql`false`;
  return sql`${column} in (${sql.join(shops.map((id) => sql`${id}`), sql`, `)})`;
}

/** YYYY-MM-DD of `day` plus `delta` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, delta: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

export interface FigureOptions {
  shops: number[] | undefined;
  timeZone: string;
  lowStockThreshold: number;
  now?: Date;
}

function windowOf(opts: FigureOptions) {
  const today = localDay(opts.now ?? new Date(), opts.timeZone);
  return { today, yesterday: addDays(today, -1), first: addDays(today, -(DAYS - 1)) };
}

/** The SQL of each figure (the benchmark EXPLAINs them by name). */
export function dashboardQueries(opts: FigureOptions) {
  const { shops, timeZone: zone } = opts;
  const { today, first } = windowOf(opts);
  // the first instant of the window, in the site's time zone
  const since = sql`(${first}::date::timestamp at time zone ${zone})`;
  // the day of a time as the number of its day in the window (1 = the first), by the 31 boundaries
  // of the window's days: one array built once, then a binary search per row (cheaper than a time
  // zone conversion per row)
  const bounds = sql`(select array_agg((d::timestamp at time zone ${zone}) order by d) from generate_series(${first}::date, ${today}::date + 1, interval '1 day') d)`;
  const dayOf = (column: SQL) => sql`width_bucket(${column}, ${bounds})`;
  return {
    sales: sql`
      select to_char(day, 'YYYY-MM-DD') as day, sum(paid_orders) as paid_orders, sum(paid_amount) as paid, sum(refund_amount) as refunded
      from sales_daily where day between ${first}::date and ${today}::date and ${inShops(sql`shop_id`, shops)}
      group by day`,
    members: shops
      ? sql`
        select ${dayOf(sql`u.create_time`)} as day, count(*) as n from "user" u
        where u.create_time >= ${since}
          and u.id in (select o.user_id from "order" o where ${inShops(sql`o.shop_id`, shops)} and o.paid_time >= ${since})
        group by 1`
      : sql`select ${dayOf(sql`create_time`)} as day, count(*) as n from "user" where create_time >= ${since} group by 1`,
    agents: sql`
      select ${dayOf(sql`audit_time`)} as day, count(*) as n from agent
      where status = 'approved' and audit_time >= ${since} and ${inShops(sql`shop_id`, shops)} group by 1`,
    settled: sql`
      select ${dayOf(sql`settled_time`)} as day, sum(amount - cancelled_amount) as n from commission
      where settled_time >= ${since} and ${inShops(sql`shop_id`, shops)} group by 1`,
    pendingByDay: sql`
      select ${dayOf(sql`create_time`)} as day, sum(amount - cancelled_amount) as n from commission
      where status = 'pending' and create_time >= ${since} and ${inShops(sql`shop_id`, shops)} group by 1`,
    pendingNow: sql`
      select coalesce(sum(amount - cancelled_amount), 0) as n from commission where status = 'pending' and ${inShops(sql`shop_id`, shops)}`,
    owed: sql`
      select coalesce(sum(commission_debt), 0) as owed, count(*) as agents from agent where commission_debt > 0 and ${inShops(sql`shop_id`, shops)}`,
    todo: sql`
      select
        (select count(*) from "order" where status = 'paid' and fulfilled_time is null and ${inShops(sql`shop_id`, shops)}) as fulfil,
        (select count(*) from after_sale where status = 'pending' and ${inShops(sql`shop_id`, shops)}) as review,
        (select count(*) from after_sale where status = 'approved' and ${inShops(sql`shop_id`, shops)}) as receive,
        (select count(*) from withdraw where status = 'pending' and ${inShops(sql`shop_id`, shops)}) as withdraw,
        (select count(*) from gateway_refund g join "order" o on o.id = g.order_id
          where (g.status = 'failed' or (g.status = 'pending' and g.last_error <> '')) and ${inShops(sql`o.shop_id`, shops)}) as refunds,
        (select count(*) from shop_product where status = 'on' and stock <= ${opts.lowStockThreshold} and ${inShops(sql`shop_id`, shops)}) as low`,
    topShops: sql`
      select t.shop_id, s.name, t.sales, t.paid_orders from (
        select shop_id, sum(paid_amount - refund_amount) as sales, sum(paid_orders) as paid_orders
        from sales_daily where day between ${first}::date and ${today}::date and ${inShops(sql`shop_id`, shops)}
        group by shop_id order by 2 desc, shop_id limit ${TOP}
      ) t join shop s on s.id = t.shop_id order by t.sales desc, t.shop_id`,
    topProducts: sql`
      select t.product_id, p.name, t.quantity, t.sales from (
        select product_id, sum(quantity) as quantity, sum(amount) as sales
        from product_sales_daily where day between ${first}::date and ${today}::date and ${inShops(sql`shop_id`, shops)}
        group by product_id order by 3 desc, product_id limit ${TOP}
      ) t join product p on p.id = t.product_id order by t.sales desc, t.product_id`,
  };
}

export async function dashboardStats(db: Db, opts: FigureOptions): Promise<DashboardStats> {
  const { shops, timeZone: zone } = opts;
  const { today, yesterday, first } = windowOf(opts);
  const q = dashboardQueries(opts);
  const [sales, members, agents, settled, pendingByDay, pendingNow, owed, todo, topShops, topProducts] = await Promise.all([
    rows<{ day: string; paid_orders: Num; paid: Num; refunded: Num }>(db, q.sales),
    rows<{ day: number; n: Num }>(db, q.members),
    rows<{ day: number; n: Num }>(db, q.agents),
    rows<{ day: number; n: Num }>(db, q.settled),
    rows<{ day: number; n: Num }>(db, q.pendingByDay),
    rows<{ n: Num }>(db, q.pendingNow),
    rows<{ owed: Num; agents: Num }>(db, q.owed),
    rows<{ fulfil: Num; review: Num; receive: Num; withdraw: Num; refunds: Num; low: Num }>(db, q.todo),
    rows<{ shop_id: number; name: string; sales: Num; paid_orders: Num }>(db, q.topShops),
    rows<{ product_id: number; name: string; quantity: Num; sales: Num }>(db, q.topProducts),
  ]);

  // a day of the window: a rollup's date, or a time's number of its day in the window (dayOf)
  const dayKey = (day: string | number) => (typeof day === 'string' && day.includes('-') ? day : addDays(first, Number(day) - 1));
  const byDay = <T>(list: { day: string | number }[], pick: (r: never) => T) => new Map(list.map((r) => [dayKey(r.day), pick(r as never)]));
  const salesOf = byDay(sales, (r: { paid_orders: Num; paid: Num; refunded: Num }) => ({ orders: n(r.paid_orders), paid: n(r.paid), refunded: n(r.refunded) }));
  const count = (list: { day: string | number; n: Num }[]) => byDay(list, (r: { n: Num }) => n(r.n));
  const [membersOf, agentsOf, settledOf, pendingOf] = [count(members), count(agents), count(settled), count(pendingByDay)];

  const days = Array.from({ length: DAYS }, (_, i) => addDays(first, i));
  const period = (from: string, to: string): DashboardPeriod => {
    const inside = days.filter((d) => d >= from && d <= to);
    const sum = (m: Map<string, number>) => inside.reduce((acc, d) => acc + (m.get(d) ?? 0), 0);
    const paid = inside.reduce((acc, d) => acc + (salesOf.get(d)?.paid ?? 0), 0);
    const refunded = inside.reduce((acc, d) => acc + (salesOf.get(d)?.refunded ?? 0), 0);
    return {
      sales: yuanOf(paid - refunded),
      paid_amount: yuanOf(paid),
      refund_amount: yuanOf(refunded),
      paid_orders: inside.reduce((acc, d) => acc + (salesOf.get(d)?.orders ?? 0), 0),
      new_members: sum(membersOf),
      new_agents: sum(agentsOf),
      commission_pending: yuanOf(sum(pendingOf)),
      commission_settled: yuanOf(sum(settledOf)),
    };
  };
  const [t] = todo;
  return {
    scope: shops ? 'own_shops' : 'all',
    shop_ids: shops ?? null,
    time_zone: zone,
    today,
    periods: { today: period(today, today), yesterday: period(yesterday, yesterday), days30: period(first, today) },
    commission: { pending: yuanOf(n(pendingNow[0]?.n)), owed: yuanOf(n(owed[0]?.owed)), owing_agents: n(owed[0]?.agents) },
    trend: days.map((day) => {
      const s = salesOf.get(day);
      return { day, sales: yuanOf((s?.paid ?? 0) - (s?.refunded ?? 0)), paid_orders: s?.orders ?? 0, new_members: membersOf.get(day) ?? 0 };
    }),
    top_shops: topShops.map((r) => ({ shop_id: Number(r.shop_id), name: r.name, sales: yuanOf(n(r.sales)), paid_orders: n(r.paid_orders) })),
    top_products: topProducts.map((r) => ({ product_id: Number(r.product_id), name: r.name, quantity: n(r.quantity), sales: yuanOf(n(r.sales)) })),
    todo: {
      orders_to_fulfil: n(t.fulfil),
      after_sales_to_review: n(t.review),
      returns_to_receive: n(t.receive),
      withdrawals_to_review: n(t.withdraw),
      refunds_to_handle: n(t.refunds),
      low_stock: n(t.low),
      low_stock_threshold: opts.lowStockThreshold,
    },
  };
}
