import type pg from 'pg';

/**
 * A transaction's BEGIN and COMMIT sent in the round trip of a statement, on PostgreSQL:
 *
 * - **BEGIN ahead.** The connection a BEGIN was asked on holds it back (answering at once, as
 *   PostgreSQL would) and sends it in front of the next statement that goes through the extended
 *   protocol (parameters or a name: every statement drizzle's builders and `hotStatement` write).
 *   A next statement of plain text (a savepoint, a script) gets its BEGIN sent first, the old way;
 *   a COMMIT or ROLLBACK with nothing in between has nothing to end and is answered at once.
 * - **COMMIT behind**, when asked (`commitWith`): the statement goes with the COMMIT after it.
 *   A statement that refuses does so by an error (`refuse(reason)` in SQL, migration 0039):
 *   PostgreSQL then skips the COMMIT, and the transaction rolls back as any other refused one.
 *
 * PostgreSQL runs the messages of one round trip in order, exactly as if they had been sent one
 * after the other, and skips what follows an error up to the round trip's end (its Sync). A
 * balance payment of one product is 2 round trips instead of 4: BEGIN with the order's
 * statement, the stock's statement with COMMIT. The embedded database has no round trips.
 */
export function installPipelining(client: pg.PoolClient, Query: typeof pg.Query, counter: { queries: number; roundTrips: number }): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const send = (...args: unknown[]) => (counter.queries++, counter.roundTrips++, query(...args));
  const state: PipelineState = { commitNext: false, committed: false };
  (client as unknown as Pipelined)[COMMIT_WITH_NEXT] = () => (state.commitNext = true);
  client.query = ((...args: unknown[]) => {
    const [config, values] = args;
    // callbacks and node-postgres's own query objects (cursors, streams) go as they came, after a BEGIN held back
    if (args.some((a) => typeof a === 'function') || typeof (config as { submit?: unknown })?.submit === 'function') {
      if (state.begin !== undefined) void send(state.begin).catch(() => undefined); // a BEGIN fails only with its connection, and the query with it
      state.begin = undefined;
      return send(...args);
    }
    const asked: pg.QueryConfig = typeof config === 'string' ? { text: config } : (config as pg.QueryConfig);
    const extended = !!asked.name || !!((values as unknown[] | undefined) ?? asked.values ?? []).length;
    const ending = !extended && /^\s*(commit|rollback)\s*;?\s*$/i.test(asked.text);
    if (state.committed) {
      // the transaction's COMMIT went with its last statement: drizzle's COMMIT (or ROLLBACK) after it ends nothing
      if (!ending) return Promise.reject(new Error(`A statement after its transaction committed: ${asked.text.slice(0, 80)}`));
      state.committed = false;
      return Promise.resolve(answered(asked.text));
    }
    if (!extended && state.begin === undefined && /^\s*begin\b/i.test(asked.text)) {
      state.begin = asked.text;
      return Promise.resolve(answered(asked.text));
    }
    const before = state.begin === undefined ? [] : [state.begin];
    state.begin = undefined;
    if (before.length && ending) {
      state.commitNext = false;
      return Promise.resolve(answered(asked.text));
    }
    const after = state.commitNext && extended ? ['commit'] : [];
    state.commitNext = false;
    if (!extended) {
      // plain text may hold several statements and cannot share a round trip: its BEGIN goes first
      return before.length ? Promise.all([send(before[0]), send(...args)]).then(([, result]) => result) : send(...args);
    }
    if (!before.length && !after.length) return send(...args);
    counter.queries += 1 + before.length + after.length;
    counter.roundTrips++;
    const statement = { ...asked, ...(values ? { values: values as unknown[] } : {}) };
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const done = (err: Error | null, result: pg.QueryResult) => {
        if (err) return reject(err);
        if (after.length) state.committed = true;
        resolve(result);
      };
      query(new (pipelinedQuery(Query))(before, after, statement, done));
    });
  }) as typeof client.query;
}

/**
 * Runs `statement`, the last of the transaction `tx` (a `Db`), with the transaction's COMMIT in its round
 * trip on PostgreSQL: once it resolves the transaction has committed, and nothing may follow it but
 * the end of the transaction's function (which must not throw: it would report a refusal of what
 * has already committed). It refuses by an error (`refuse(reason)` in SQL). Anywhere else (the
 * embedded database, a statement of plain text) it runs as it is and the transaction commits
 * when its function returns.
 */
export async function commitWith<T>(tx: object, statement: () => Promise<T>): Promise<T> {
  const client = (tx as unknown as { _: { session: { client?: Partial<Pipelined> } } })._.session.client;
  client?.[COMMIT_WITH_NEXT]?.();
  return statement();
}

const COMMIT_WITH_NEXT = Symbol('commit with the next statement');
interface Pipelined {
  [COMMIT_WITH_NEXT]: () => void;
}
interface PipelineState {
  /** A BEGIN held back, to go with the next statement. */
  begin?: string;
  /** The next statement goes with the transaction's COMMIT (`commitWith`). */
  commitNext: boolean;
  /** The transaction's COMMIT has gone with its last statement. */
  committed: boolean;
}

/** What PostgreSQL answers a BEGIN, COMMIT or ROLLBACK (`text`): its command, no rows. */
const answered = (text: string) =>
  ({ command: text.trim().replace(/;$/, '').split(/\s+/)[0].toUpperCase(), rowCount: null, oid: 0, rows: [], fields: [] }) as unknown as pg.QueryResult;

type QueryClass = new (config: pg.QueryConfig, values?: unknown, callback?: unknown) => QueryInternals;
const made = new WeakMap<object, new (before: string[], after: string[], config: pg.QueryConfig, callback: (err: Error | null, res: pg.QueryResult) => void) => QueryInternals>();

/** node-postgres's query, whose messages carry statements of plain text before and after its own, up to one Sync. */
function pipelinedQuery(Query: typeof pg.Query) {
  let Pipelined = made.get(Query);
  if (Pipelined) return Pipelined;
  Pipelined = class extends (Query as unknown as QueryClass) {
    /** CommandCompletes received: the ones before the statement's and after it are not its result. */
    private completes = 0;

    constructor(private readonly before: string[], private readonly after: string[], config: pg.QueryConfig, callback: (err: Error | null, res: pg.QueryResult) => void) {
      super(config, undefined, callback);
    }

    requiresPreparation(): boolean {
      return true;
    }

    prepare(connection: ConnectionInternals): void {
      // A named statement not parsed yet is parsed before the BEGIN, so that its ParseComplete is
      // the first one: node-postgres marks the statement parsed at the first ParseComplete, and
      // the BEGIN's (the unnamed statement) must not mark one that then failed to parse. An
      // unnamed statement is parsed after the BEGIN, whose parse replaces the unnamed statement.
      if (this.name && !this.hasBeenParsed(connection)) {
        connection.parse({ text: this.text, name: this.name, types: this.types });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      for (const text of this.before) plain(connection, text);
      super.prepare(connection);
    }

    /** node-postgres's last step of `prepare`: the Execute, then (here) the statements after, then the Sync. */
    _getRows(connection: ConnectionInternals, rows?: number): void {
      connection.execute({ portal: this.portal, rows });
      for (const text of this.after) plain(connection, text);
      connection.sync();
    }

    handleCommandComplete(msg: unknown, connection: ConnectionInternals): void {
      const index = this.completes++;
      if (index === this.before.length) super.handleCommandComplete(msg, connection);
    }
  };
  made.set(Query, Pipelined);
  return Pipelined;
}

/** A statement of plain text in the round trip: the unnamed statement and portal, no rows asked for. */
function plain(connection: ConnectionInternals, text: string): void {
  connection.parse({ text });
  connection.bind({});
  connection.execute({});
}

/** The parts of node-postgres's Query and Connection this uses (not in its types). */
interface QueryInternals {
  text: string;
  name?: string;
  types?: unknown;
  portal: string;
  hasBeenParsed(connection: ConnectionInternals): boolean;
  prepare(connection: ConnectionInternals): void;
  handleCommandComplete(msg: unknown, connection: ConnectionInternals): void;
}
interface ConnectionInternals {
  parse(config: { text: string; name?: string; types?: unknown }): void;
  bind(config: object): void;
  execute(config: object): void;
  sync(): void;
  submittedNamedStatements: Record<string, string>;
}
