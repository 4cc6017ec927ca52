import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AFTER_SALE_STATES, AGENT_STATES, COMMISSION_STATES, ORDER_STATES, WITHDRAW_STATES, type StateMachine } from '@app/contract';
import { afterSale, agent, commission, order, withdraw } from '../../db/schema/index.ts';
import { allowedWhere } from './transitions.ts';

const dialect = new PgDialect();
const machines: [string, Parameters<typeof allowedWhere>[0], StateMachine<string, string>][] = [
  ['order', order, ORDER_STATES],
  ['after_sale', afterSale, AFTER_SALE_STATES],
  ['withdraw', withdraw, WITHDRAW_STATES],
  ['commission', commission, COMMISSION_STATES],
  ['agent', agent, AGENT_STATES],
];

describe('allowedWhere', () => {
  it.each(machines)('builds every action of the %s machine from columns its table has', (_name, table, machine) => {
    for (const action of Object.keys(machine.transitions)) expect(() => allowedWhere(table, machine, action)).not.toThrow();
  });

  it('names the states left and the other fields, as the pages check them', () => {
    const { sql, params } = dialect.sqlToQuery(allowedWhere(order, ORDER_STATES, 'ship'));
    expect(sql).toBe('("order"."status" in ($1) and "order"."delivery_type" in ($2) and "order"."fulfilled_time" is null)');
    expect(params).toEqual(['paid', 'delivery']);
    expect(dialect.sqlToQuery(allowedWhere(commission, COMMISSION_STATES, 'settle')).sql).toContain('"commission"."settle_after" is not null');
  });

  it('refuses a machine that names a field its table lacks', () => {
    expect(() => allowedWhere(agent, ORDER_STATES, 'ship')).toThrow(/delivery_type/);
  });
});
