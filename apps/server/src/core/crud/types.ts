import type { SQL, Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldIndex, SearchOperator } from '@app/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { AdminPrincipal, MemberPrincipal } from '../auth/sessions.ts';
import type { Actions } from './actions.ts';
import type { Authority } from './authority.ts';
import type { ParsedListQuery } from './list.ts';

export type { SearchOperator };

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

type Awaitable<T> = T | Promise<T>;

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
