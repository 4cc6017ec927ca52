import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Endpoint, ResourceDescription, SearchOperator } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { needLogin } from '../http/errors.ts';
import { serve } from '../http/serve.ts';
import { specOf } from './described.ts';
import { listRows } from './list.ts';
import { columnsByName, compile } from './resource.ts';
import type { ColumnName, FieldSpec, MemberContext, ParsedListQuery, Row } from './types.ts';

type Awaitable<T> = T | Promise<T>;

/**
 * A list of the member's own rows for the member centre (`GET /api/account/balance`): the kit's
 * list (whitelisted search and sort, pages, totals) behind the member token, with the owner
 * column forced to the member of the token. No parameter can widen it: the owner condition is
 * ANDed to whatever the request searches, and the owner column is not searchable unless listed.
 */
export interface MemberListDef<T extends PgTable = PgTable> {
  /**
   * The declared endpoint (`GET /api/<controller>/<action>`, input `memberListQuery(limitMax)`,
   * output `memberListOf(row)`): its path gives the permission node (`account/balance`).
   */
  endpoint: Endpoint<'GET', z.ZodType>;
  table: T;
  /** The column holding the owning member (`user_id`), forced to the member of the token. */
  owner?: ColumnName<T>;
  /**
   * Rows the member may see when they are not (only) their own: a condition on the table's own
   * columns (the knowledge base's visibility), ANDed like the owner. One of the two is required.
   */
  visible?(c: MemberContext): Awaitable<SQL | undefined>;
  /** The table's description (the admin one): the kinds (money in yuan), operators, sorting and indexes of its fields. */
  description: ResourceDescription;
  /**
   * Of the description's own fields, those the member may search: `true` with the description's
   * operators, or some of them (checked at start-up). The owner column is best left out.
   */
  search?: Partial<Record<ColumnName<T>, true | readonly SearchOperator[]>>;
  /** Of the description's sortable fields, those the member may sort by. */
  sort?: readonly ColumnName<T>[];
  /**
   * The keys of an answer row, in order: the table's columns among them are listed (the rest are
   * not read), the others the `rows` hook adds. Default every column, as the `rows` hook returns them.
   */
  pick?: readonly string[];
  quickSearch?: readonly string[];
  order?: string | readonly (readonly [string, 'asc' | 'desc'])[];
  /** The wire rows from the listed ones (kinds applied already); default as listed. */
  rows?(rows: Row[], c: MemberContext): Awaitable<unknown[]>;
}

/** A member list of any table (lists of declarations). */
export type AnyMemberListDef = MemberListDef<any>;

export const defineMemberList = <T extends PgTable>(def: MemberListDef<T>): MemberListDef<T> => def;

/** Serves a member list: `{list, total}` (+ `totalExact: false` when the total is not exact). */
export function registerMemberList(app: FastifyInstance, ctx: AppContext, def: MemberListDef<any>): void {
  const route = def.endpoint.path;
  if (!def.owner && !def.visible) throw new Error(`member list ${route}: neither an owner nor a visibility`);
  const r = compile({
    path: `member.${route.split('/')[2] ?? ''}.${route.split('/').pop()}`,
    table: def.table,
    fields: memberFields(def, route),
    quickSearch: def.quickSearch,
    order: def.order,
    add: false,
    edit: false,
    del: false,
    export: false,
    memberOwner: def.owner,
    memberScope: def.visible,
  });
  const pick = def.pick;
  // only the picked columns are read, in the answer's order
  if (pick) r.visible = Object.fromEntries(pick.filter((name) => name in r.visible).map((name) => [name, r.visible[name]]));
  serve(app, def.endpoint, async (query, req) => {
    if (!req.member) throw needLogin();
    const c: MemberContext = { app: ctx, req, member: req.member, db: ctx.db, timeZone: await ctx.settings.get('time_zone', 'Asia/Shanghai') };
    const { rows, total, totalExact } = await listRows(r, c, query as ParsedListQuery);
    const shaped = def.rows ? await def.rows(rows, c) : rows;
    const list = pick ? (shaped as Row[]).map((row) => Object.fromEntries(pick.map((k) => [k, row[k]]))) : shaped;
    return { list, total, ...(totalExact ? {} : { totalExact: false as const }) };
  });
}

/**
 * The kit's whitelist of a member list: the searched and sorted fields with what the description
 * says of them, narrowed to the member's operators, and every other listed money column (inert).
 */
export function memberFields(def: MemberListDef<any>, route: string): Record<string, FieldSpec> {
  const where = `member list ${route}`;
  const d = def.description;
  const own = (name: string) => {
    const f = d.fields[name];
    if (!f || name.includes('.')) throw new Error(`${where}: "${name}" is not an own field of ${d.path}`);
    return f;
  };
  const fields: Record<string, FieldSpec> = {};
  for (const [name, ops] of Object.entries(def.search ?? {}) as [string, true | readonly SearchOperator[]][]) {
    const described = own(name).search;
    if (!described) throw new Error(`${where}: ${d.path} does not search "${name}"`);
    if (ops !== true && described !== true && ops.some((op) => !described.includes(op))) throw new Error(`${where}: ${d.path} does not search "${name}" with ${ops.join(', ')}`);
    fields[name] = { ...specOf(own(name)), search: ops === true ? described : ops, sort: false };
  }
  for (const name of def.sort ?? []) {
    if (!own(name).sort) throw new Error(`${where}: ${d.path} does not sort by "${name}"`);
    fields[name] = { ...specOf(own(name)), search: fields[name]?.search ?? [], sort: true };
  }
  const listed = def.pick ?? [...columnsByName(def.table).keys()];
  for (const name of listed) if (!fields[name] && d.fields[name]?.kind === 'money') fields[name] = { money: true };
  return fields;
}
