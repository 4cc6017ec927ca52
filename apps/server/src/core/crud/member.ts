import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Endpoint } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { needLogin } from '../http/errors.ts';
import { serve } from '../http/serve.ts';
import { listRows } from './list.ts';
import { compile } from './resource.ts';
import type { ColumnName, FieldSpec, MemberContext, ParsedListQuery, ResourceDef, Row } from './types.ts';

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
  /** The whitelist of searchable and sortable fields (the owner column is best left out). */
  fields: Partial<Record<ColumnName<T>, FieldSpec>>;
  /** Columns never listed. */
  hidden?: readonly ColumnName<T>[];
  quickSearch?: readonly string[];
  order?: string | readonly (readonly [string, 'asc' | 'desc'])[];
  /** The wire rows from the listed ones (yuan, dropped columns); default as listed. */
  rows?(rows: Row[], c: MemberContext): Awaitable<unknown[]>;
}

/** A member list of any table (lists of declarations). */
export type AnyMemberListDef = MemberListDef<any>;

export const defineMemberList = <T extends PgTable>(def: MemberListDef<T>): MemberListDef<T> => def;

/** Serves a member list: `{list, total}` (+ `totalExact: false` when the total is not exact). */
export function registerMemberList(app: FastifyInstance, ctx: AppContext, def: MemberListDef<any>): void {
  const route = def.endpoint.path;
  if (!def.owner && !def.visible) throw new Error(`member list ${route}: neither an owner nor a visibility`);
  const resourceDef: ResourceDef = {
    path: `member.${route.split('/')[2] ?? ''}.${route.split('/').pop()}`,
    table: def.table,
    fields: def.fields,
    hidden: def.hidden,
    quickSearch: def.quickSearch,
    order: def.order,
    add: false,
    edit: false,
    del: false,
    export: false,
    memberOwner: def.owner,
    memberScope: def.visible,
  };
  const r = compile(resourceDef);
  serve(app, def.endpoint, async (query, req) => {
    if (!req.member) throw needLogin();
    const c: MemberContext = { app: ctx, req, member: req.member, db: ctx.db, timeZone: await ctx.settings.get('time_zone', 'Asia/Shanghai') };
    const { rows, total, totalExact } = await listRows(r, c, query as ParsedListQuery);
    return { list: def.rows ? await def.rows(rows, c) : rows, total, ...(totalExact ? {} : { totalExact: false as const }) };
  });
}
