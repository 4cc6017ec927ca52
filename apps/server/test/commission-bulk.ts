import { sql, type SQL } from 'drizzle-orm';

/**
 * Due commissions in bulk, with SQL (generate_series), and the ledgers' invariants as queries:
 * shared by the concurrency test and `bench/commissions.ts`. Test and bench data only.
 */

type Rows = <T = Record<string, unknown>>(query: SQL) => Promise<T[]>;

export interface BulkOptions {
  /** A unique tag of this batch (usernames, order numbers). */
  tag: string;
  /** Orders, one line each; every line has a level-1 and a level-2 commission. */
  orders: number;
  agents: number;
  /** Every n-th agent starts with a debt (an `adjust` ledger row), which settlements pay first. */
  debtEvery?: number;
}

/** Writes `2 × orders` pending commissions whose after-sale window has closed; resolves to their count. */
export async function seedDueCommissions(rows: Rows, o: BulkOptions): Promise<number> {
  const tag = o.tag.replace(/[^a-z0-9]/gi, '').slice(0, 10);
  const [{ first }] = await rows<{ first: number }>(sql`
    with made as (
      insert into "user" (group_id, username, nickname, password, join_time)
      select 1, ${tag} || '_' || g, ${tag} || ' ' || g, '', now() from generate_series(1, ${o.agents + 1}::integer) g returning id
    ) select min(id) as first from made`);
  const buyer = Number(first) + o.agents;
  const [{ level }] = await rows<{ level: number }>(sql`
    insert into agent_level (name, grade, level1_rate, level2_rate) values (${tag}, (select coalesce(max(grade), 0) + 1 from agent_level), 1000, 500) returning id as level`);
  await rows(sql`
    insert into agent (user_id, level_id, invite_code, status, source)
    select ${first}::integer + g, ${level}::integer, ${tag} || g, 'approved', 'admin' from generate_series(0, ${o.agents - 1}::integer) g`);
  if (o.debtEvery) {
    await rows(sql`
      with indebted as (
        update agent set commission_debt = 50 + (user_id % 7) * 100
        where user_id between ${first}::integer and ${buyer - 1}::integer and (user_id - ${first}::integer) % ${o.debtEvery}::integer = 0
        returning user_id, commission_debt
      )
      insert into commission_log (user_id, type, amount, before, after, debt_before, debt_after, memo)
      select user_id, 'adjust', -commission_debt, 0, 0, 0, commission_debt, 'opening debt' from indebted`);
  }
  const [{ shop }] = await rows<{ shop: number }>(sql`insert into shop (name, code, status) values (${tag}, ${tag}, 'open') returning id as shop`);
  const [{ product }] = await rows<{ product: number }>(sql`insert into product (name, price, market_price, cost_price, stock, unit, status) values (${tag}, 1000, 2000, 300, 0, 'pc', 'on') returning id as product`);
  const [{ offer }] = await rows<{ offer: number }>(sql`insert into shop_product (shop_id, product_id, stock, status) values (${shop}, ${product}, 0, 'on') returning id as offer`);
  await rows(sql`
    insert into "order" (order_no, user_id, shop_id, status, goods_amount, discount_amount, pay_amount, pay_type, paid_time, fulfilled_time, completed_time)
    select ${tag} || lpad(g::text, 9, '0'), ${buyer}::integer, ${shop}::integer, 'completed', q * 1000 + g % 997, 0, q * 1000 + g % 997, 'balance',
      now() - interval '10 days', now() - interval '9 days', now() - interval '8 days'
    from (select g, 1 + g % 3 as q from generate_series(1, ${o.orders}::integer) g) s`);
  await rows(sql`
    insert into order_product (order_id, product_id, shop_product_id, name, unit, price, quantity, amount, discount_amount, commission_base, cost_price)
    select o.id, ${product}::integer, ${offer}::integer, ${tag}, 'pc', o.pay_amount, 1, o.pay_amount, 0, o.pay_amount, 300
    from "order" o where o.shop_id = ${shop}::integer`);
  const [{ n }] = await rows<{ n: number }>(sql`
    with lines as (
      select op.id as line, op.order_id, op.commission_base as base, row_number() over (order by op.id) as k
      from order_product op join "order" o on o.id = op.order_id where o.shop_id = ${shop}::integer
    ), made as (
      insert into commission (order_id, order_product_id, user_id, buyer_id, shop_id, level, rate_source, rate, quantity, base_amount, amount, status, settle_after)
      select order_id, line, ${first}::integer + ((k + lvl) % ${o.agents}::integer), ${buyer}::integer, ${shop}::integer, lvl, 'level',
        case lvl when 1 then 1000 else 500 end, 1, base, floor(base * (case lvl when 1 then 1000 else 500 end) / 10000), 'pending',
        now() - interval '1 day'
      from lines cross join (values (1), (2)) as l(lvl)
      returning id
    ) select count(*)::integer as n from made`);
  return Number(n);
}

/** Agents whose wallet differs from its ledger (money − debt = sum of amounts), or whose ledger rows do not chain. */
export const walletBreachesSql = sql`
  select a.user_id, a.commission_money, a.commission_debt, coalesce(sum(l.amount), 0) as logged
  from agent a left join commission_log l on l.user_id = a.user_id
  group by a.user_id, a.commission_money, a.commission_debt
  having a.commission_money - a.commission_debt <> coalesce(sum(l.amount), 0)
  union all
  select l.user_id, l.id, l.before, prev.after from commission_log l
  join lateral (select p.after, p.debt_after from commission_log p where p.user_id = l.user_id and p.id < l.id order by p.id desc limit 1) prev on true
  where prev.after <> l.before or prev.debt_after <> l.debt_before`;

/** Commissions settled twice, or whose ledger rows do not add up to what their status and amounts say. */
export const commissionBreachesSql = sql`
  select c.id, c.status, c.amount, c.cancelled_amount, c.reversed_amount,
    count(l.id) filter (where l.type = 'settle') as settles, coalesce(sum(l.amount), 0) as logged
  from commission c left join commission_log l on l.commission_id = c.id
  group by c.id
  having count(l.id) filter (where l.type = 'settle') > 1
    or (c.status in ('pending', 'cancelled') and count(l.id) > 0)
    or (c.status in ('settled', 'reversed') and coalesce(sum(l.amount), 0) <> c.amount - c.cancelled_amount - c.reversed_amount)
    or (c.status = 'reversed' and c.cancelled_amount + c.reversed_amount <> c.amount)
    or (c.status = 'cancelled' and c.cancelled_amount <> c.amount)
    or (c.status in ('settled', 'reversed') and c.settled_time is null)`;
