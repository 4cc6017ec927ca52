import type { Column, SQL, Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnyEndpoint, FieldIndex, listQuery, SearchOperator } from '@app/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { AdminPrincipal, MemberPrincipal } from '../auth/sessions.ts';
import type { Authority } from './authority.ts';
import type { OrderKey, SearchField } from './search.ts';

export type { SearchOperator };

export type ParsedListQuery = z.output<typeof listQuery>;

/** The wire (database) name of each column of a table: `create_time`, not `createTime`. */
export type ColumnName<T extends Table> = {
  [K in keyof T['_']['columns']]: T['_']['columns'][K]['_']['name'];
}[keyof T['_']['columns']];

/** A row as it goes on the wire: column names as keys, times as unix seconds. */
export type Row = Record<string, unknown>;
/** Column values to write, keyed by column name; unknown keys are dropped. */
export type Values = Record<string, unknown>;

/** What a listed field may do: be searched (with these operators) and sorted. */
export interface FieldSpec {
  /** Allowed operators; `true`: every operator that suits the column type. */
  search?: true | readonly SearchOperator[];
  sort?: boolean;
  /** Column title of exports; default the field name. */
  title?: string;
  /** Integer cents in SQL, yuan on the wire: listed, edited, searched and exported in yuan by the kit (README: Field kinds). */
  money?: boolean;
  /**
   * The index serving the field, created by a migration (the kit does not create it):
   * `trgm` a pg_trgm GIN index for `ILIKE '%term%'` (LIKE filters and quick search; on the
   * column's text for a non-text column), `btree` one led by the column for equality, ranges
   * and sorting (`(column, id)`, so that a page of a sort reads the index alone). A LIKE-searchable
   * or quick-search field must declare `trgm`; test/list-indexes.test.ts checks every
   * declaration against the migrated database.
   */
  index?: FieldIndex | readonly FieldIndex[];
  /** A quick-search term of this form is a whole value, matched with equality (FieldDescription.whole); a btree on the column serves it (test/list-indexes.test.ts). */
  whole?: RegExp;
}


/** A to-one relation joined (LEFT JOIN) into the list: its fields come back nested under the alias. */
export interface JoinSpec<TJoin extends PgTable = PgTable> {
  table: TJoin;
  /** The join condition; `joined` is the aliased table (alias = the key in `joins`). */
  on: (joined: TJoin) => SQL;
  /** Listed columns of the joined table, searchable and sortable as `alias.column`. */
  fields: Partial<Record<ColumnName<TJoin>, FieldSpec>>;
}

/**
 * Row ownership (reference 5.6): which admins' rows a non-super admin may touch.
 * `personal` own rows; `parent` rows of admins in groups below mine (pid tree); `allAuth`
 * and `allAuthAndOthers` rows of admins in groups whose rules I all hold (and more);
 * a group id: everything when I am in that group, else own rows.
 */
export type DataLimitMode = 'personal' | 'parent' | 'allAuth' | 'allAuthAndOthers' | number;

export interface DataLimitSpec<T extends Table> {
  mode: DataLimitMode;
  /** Column holding the owning admin id; default `admin_id`. */
  field?: ColumnName<T>;
  /** On add, set that column to the current admin; default true. */
  autoFill?: boolean;
}

/** What a scope answers: a condition, the allowed values of a column, or undefined (no limit). */
export type Scope<T extends Table = Table> = SQL | { column: ColumnName<T>; in: readonly (number | string)[] } | undefined;

/** Everything an action and its hooks see. `db` is the transaction during writes. */
export interface ActionContext {
  app: AppContext;
  req: FastifyRequest;
  admin: AdminPrincipal;
  isSuper: boolean;
  db: Db;
  timeZone: string;
  /** Group-hierarchy helpers of reference 4.4, computed once per request. */
  authority: Authority;
}

/** What a member's own list sees: the member from the member token, never from the request. */
export interface MemberContext {
  app: AppContext;
  req: FastifyRequest;
  member: MemberPrincipal;
  db: Db;
  timeZone: string;
}

/** The context of a list: an admin's (scope, data limit) or a member's (own rows). */
export type ListContext = ActionContext | MemberContext;
export const isMemberContext = (c: ListContext): c is MemberContext => 'member' in c;

export type Awaitable<T> = T | Promise<T>;
export type AnySchema = z.ZodType;
/** What a schema parses to; undefined without a schema. */
export type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Extension points for areas with special rules. Throw an ApiError to refuse. Write hooks
 * (before/after add, edit, del) run inside the write's transaction: query through `c.db` only
 * (a cache that loads through the app's connection would read outside it), and a refusal in
 * an after-hook rolls everything back.
 */
export interface Hooks<TAdd = Values, TEdit = Values> {
  /** Decorates listed rows and the edit row (appended attributes, formatted values). */
  rows?(rows: Row[], c: ActionContext): Awaitable<Row[]>;
  /** Extra keys of the index answer. */
  indexExtra?(c: ActionContext): Awaitable<Record<string, unknown>>;
  /** Answer of remote-select mode (`select=true`); default: the list answer. */
  select?(rows: Row[], c: ActionContext, q: ParsedListQuery): Awaitable<unknown>;
  /** The edit form's row (GET edit) from the plain row; may refuse. Default: the `rows` decoration. */
  editRow?(row: Row, c: ActionContext): Awaitable<Row>;
  /** The answer of `GET add`: options the add form needs (default: that route answers 'Parameter error'). */
  addForm?(c: ActionContext): Awaitable<Record<string, unknown>>;
  /** Turns the validated input into column values (hash a password, drop non-columns). */
  beforeAdd?(input: TAdd, c: ActionContext): Awaitable<Values | void>;
  afterAdd?(row: Row, input: TAdd, c: ActionContext): Awaitable<void>;
  beforeEdit?(input: TEdit, row: Row, c: ActionContext): Awaitable<Values | void>;
  afterEdit?(row: Row, input: TEdit, c: ActionContext): Awaitable<void>;
  /** Returns the rows to delete (skip some, or throw to refuse); `ids` are the requested ones. */
  beforeDel?(rows: Row[], c: ActionContext, ids: number[]): Awaitable<Row[] | void>;
  afterDel?(rows: Row[], c: ActionContext): Awaitable<void>;
  /** After a write committed (add, edit, del, sortable): drop caches. */
  afterWrite?(c: ActionContext): Awaitable<void>;
}

export type AnyObjectSchema = z.ZodObject<any>;

/** A declaration of any table and inputs (lists of resources). */
export type AnyResourceDef = ResourceDef<any, any, any>;

/** A resource declared once; the kit serves `/admin/<path>/{index,add,edit,del,sortable}` from it. */
export interface ResourceDef<T extends PgTable = PgTable, TAdd extends AnyObjectSchema = AnyObjectSchema, TEdit extends AnyObjectSchema = TAdd> {
  /** Controller path: `auth.Admin` serves `/admin/auth.Admin/*`, permission nodes `auth/admin/*`. */
  path: string;
  /**
   * Node prefix of the actions when it is not the path's: a second view of a table belonging to
   * another page (`routine/adminInfo` for the admin's own log) asks that page's nodes.
   */
  nodes?: string;
  table: T;
  /** Primary key column; default `id`. */
  pk?: ColumnName<T>;
  /** The whitelist: fields that may be searched or sorted. Other columns are listed but inert. */
  fields: Partial<Record<ColumnName<T>, FieldSpec>>;
  /** Columns never listed nor returned by edit (secrets, internals). */
  hidden?: readonly ColumnName<T>[];
  /** To-one relations (LEFT JOIN), listed nested under their key; made with `join()`. */
  joins?: Record<string, JoinSpec<any>>;
  /** Quick-search fields (`column` or `alias.column`); default the primary key. */
  quickSearch?: readonly string[];
  /** Default order: `'id,desc'` or `[['weigh', 'desc'], ['id', 'asc']]`; default primary key desc. */
  order?: string | readonly (readonly [string, 'asc' | 'desc'])[];
  /** Weight column; enables `sortable`. */
  weigh?: ColumnName<T>;
  /** Tree resource: the whole (searched) list, nested by this parent column, no pagination. */
  tree?: { pid: ColumnName<T> };
  dataLimit?: DataLimitSpec<T>;
  /**
   * Rows this admin may touch at all (scoped admins: own shops, own log rows): a condition on the
   * table's own columns, or the allowed values of one column (`{ column: 'shop_id', in: [3, 7] }`),
   * or undefined for every row. Applied with the data limit (which is a scope too) to index,
   * export, remote selects, edit (read and save), del and sortable; a save must leave the row in
   * scope, and an add must put an allowed value in a `{ column, in }` scope's column (see README).
   */
  scope?(c: ActionContext): Awaitable<Scope<T>>;
  /** Columns never written from input (the primary key, create_time and update_time always). */
  readOnly?: readonly ColumnName<T>[];
  /** Add is off without an input schema. */
  add?: { input: TAdd } | false;
  /** Edit input; default: the add input with every field optional. `false`: no edit. */
  edit?: { input?: TEdit } | false;
  /** Delete action; default on. */
  del?: boolean;
  /** Message of a successful delete, `%d` the number of rows; default 'Deleted successfully'. */
  delMessage?: string;
  /**
   * `GET export?format=csv|xlsx`: the whole filtered list as a file, one column per whitelisted
   * field (own, then joined). Default on; `false` for resources whose rows must not leave in bulk.
   */
  export?: boolean;
  /**
   * Remote selects of this resource's add/edit form, by the selected resource's path and the
   * label field the form shows: `{ 'user.Group': 'name' }`. Whoever may add or edit here may read
   * those lists in select mode (key and label only) without their index node.
   */
  remoteSelects?: Readonly<Record<string, string>>;
  hooks?: Hooks<z.output<TAdd>, z.output<TEdit>>;
  /** The listed row as the wire carries it (the description's, set by `described()`): the kit declares its answers from it (outputs.ts). */
  row?: z.ZodType;
  /**
   * The answers of hooks that change the kit's (a hook without its output leaves its route
   * undeclared): `indexExtra`'s keys, the remote `select` answer, the `editRow` row, the `addForm` answer.
   */
  outputs?: {
    indexExtra?: z.ZodRawShape;
    /** From the listed row: `optionsOf` (outputs.ts) for a select answering `{options: rows}`. */
    select?: (row: z.ZodObject) => z.ZodType;
    /** From the row's own columns (the edit row without joins): `(own) => own.extend({ password: z.literal('') })`. */
    editRow?: (own: z.ZodObject) => z.ZodType;
    addForm?: z.ZodType;
  };
  /** Set by `defineMemberList` (member.ts): the column of the owning member; such a resource is never served to admins. */
  memberOwner?: ColumnName<T>;
  /** Set by `defineMemberList`: the rows this member may see (a condition on the table's own columns), with or without an owner. */
  memberScope?(c: MemberContext): Awaitable<SQL | undefined>;
  /**
   * Custom actions (`restore: action({ input: idsQuery, summary, run })`), served at
   * `/admin/<path>/<route>` with the guard (button node: the action's name), docs from the input,
   * one transaction and the admin log, as the generic ones (actions.ts).
   */
  actions?: Actions;
}

// Compiled, ResourceDef and the action specs refer to one another, so they live here together:
// the kit's other files import this one and it imports none of them (no import cycle).

/** One source's answer for one admin: the condition, and the allowed values when it is a column list. */
export interface ResolvedScope {
  where: SQL;
  column?: { name: string; column: Column; allowed: Set<string> };
}

export type ScopeSource = (c: ActionContext) => Promise<ResolvedScope | undefined>;

/** A column of a table with its drizzle key (for writes). */
export interface ColumnEntry {
  key: string;
  column: Column;
}

/** A declaration resolved against its table once, at start-up; mistakes fail the start. */
export interface Compiled {
  def: ResourceDef;
  table: PgTable;
  tableName: string;
  /** `auth/admin`: permission nodes and the remark rule. */
  controller: string;
  pkName: string;
  pk: Column;
  /** Every column by wire name, with its drizzle key (for writes). */
  columns: Map<string, ColumnEntry>;
  /** Select shape of the list and edit row: visible columns by wire name. */
  visible: Record<string, Column>;
  joins: { alias: string; table: PgTable; on: SQL; shape: Record<string, Column> }[];
  /** Searchable and sortable fields by wire name (`username`, `group.name`). */
  fields: Map<string, SearchField>;
  /** The primary key as a search field (remote-select pre-fill by id works on every resource). */
  pkField: SearchField;
  quick: SearchField[];
  /** The default order, ending with the primary key (a unique last key keeps pages stable). */
  orderKeys: OrderKey[];
  order: SQL[];
  /** Columns of an export: the whitelisted fields, own then joined, with their titles. */
  exportColumns: { name: string; title: string; field: SearchField }[];
  /** Fields of kind money (cents in SQL, yuan on the wire), own (`alias` undefined) and joined: `wireRowOf` converts them. */
  money: { alias?: string; name: string }[];
  weigh?: Column;
  pid?: Column;
  /** Data-limit column. */
  owner?: { name: string; column: Column };
  /** Where the rows an admin may touch come from: `scope`, then the data limit (scope.ts). */
  scopes: ScopeSource[];
  /** Member lists (member.ts): the column holding the owning member, forced to the member of the token. */
  memberOwner?: Column;
  /** Member lists: the rows the member may see (member.ts `visible`). */
  memberScope?: (c: MemberContext) => Promise<SQL | undefined> | SQL | undefined;
  readOnly: Set<string>;
}

/** The context of a declared action: the admin action context, plus work to do after its transaction committed. */
export interface ActionRunContext extends ActionContext {
  /** Runs `fn` once the action's transaction has committed (cache drops); after `run` when it has no transaction. */
  onCommit(fn: () => Awaitable<void>): void;
}

/** What `run` gets besides its input and context. */
export interface ActionExtra<Q, P, R> {
  /** The parsed query string of a POST that declares `query`. */
  query: Q;
  /** What `prepare` answered, before the transaction opened. */
  prepared: P;
  /** The resource the action belongs to (undefined in a `defineActions` group). */
  resource: R;
}

export interface ActionSpec<I extends AnySchema | undefined = AnySchema | undefined, Q extends AnySchema | undefined = AnySchema | undefined, P = unknown, R = Compiled | undefined> {
  /** Default POST. The input is the body of a POST, the query string of a GET or DELETE. */
  method?: 'GET' | 'POST' | 'DELETE';
  /** Route segment; default the action's key (`addForm` may serve `GET add`). */
  route?: string;
  input?: I;
  /** Query string schema of a POST. */
  query?: Q;
  /** OpenAPI summary. */
  summary: string;
  /**
   * Permission node: a button name under the resource's nodes (default the route, as the guard
   * derives it from the URL), a whole node when it has a `/` (several separated by commas: any
   * of them opens the route, as the guard checks them), or false for any logged-in admin.
   */
  node?: string | false;
  /** Only a super administrator, whatever nodes a group holds (the guard's `superAdmin`). */
  superAdmin?: boolean;
  /** One transaction around `run` (default for POST and DELETE); false for reads and actions that keep their own. */
  transaction?: boolean;
  /**
   * Work before the transaction opens, with the input: reading caches (on the embedded database
   * a query outside the transaction would wait for it) and slow work (password hashing).
   */
  prepare?(input: Out<I>, c: ActionContext): Awaitable<P>;
  run(input: Out<I>, c: ActionRunContext, extra: ActionExtra<Out<Q>, P, R>): Awaitable<unknown>;
  /** Message of the answer; default none (`run` may answer `answer(data, message)` to choose one). */
  message?: string;
  /** Admin-log title of this route (default: the title of its rule), or false to never record it. */
  log?: { title: string } | false;
  /** The declared endpoint served (set by `action({ endpoint, run })`): its path, guard and output. */
  endpoint?: AnyEndpoint;
}

/** Declared actions by key. */
export type Actions<R = Compiled> = Readonly<Record<string, ActionSpec<any, any, any, R>>>;
