import type { Database } from '../../db/client.ts';
import { parseGroupRules, type Granted } from '../rbac/rules.ts';
import type { TokenStore } from './tokens.ts';
import type { ChangeBus } from '../cluster/bus.ts';

export interface AdminPrincipal {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  lastLoginTime: Date | null;
  granted: Granted;
  /** The sign-in (login_session) of the token; null for a token issued before sessions were kept. */
  sessionId: number | null;
  /** A second factor (TOTP) is on: the policy of core/auth/two-factor-policy.ts reads it per request. */
  twoFactor: boolean;
}

export interface MemberPrincipal {
  id: number;
  username: string;
  groupId: number;
  granted: Granted;
  /** The sign-in (login_session) of the token; null for a token issued before sessions were kept. */
  sessionId: number | null;
}

/**
 * "Last seen" of a session, kept by the lookup itself: the lookups below start with this
 * statement, which moves the session's last_seen_time when it is a minute old or more. A lookup
 * runs only when the token is not in the cache (at most once a second per token and instance),
 * and the update is part of the same statement, so no request pays a round trip for it; a
 * session's row is written at most about once a minute whatever its traffic.
 */
const touchSeen = (type: 'admin' | 'user') => `
  with seen as (
    update login_session s set last_seen_time = now() from token t
    where t.token = $1 and t.type = '${type}' and s.id = t.session_id and s.last_seen_time < now() - interval '1 minute')`;

const ADMIN_SESSION_SQL = `${touchSeen('admin')}
  select t.session_id, t.expire_time, a.id, a.username, a.nickname, a.avatar, a.last_login_time, a.status,
    (select array_agg(g.rules) from admin_group_access ga join admin_group g on g.id = ga.group_id
      where ga.uid = a.id and g.status) as group_rules,
    exists(select 1 from admin_two_factor tf where tf.admin_id = a.id and tf.enabled_time is not null) as two_factor
  from token t join admin a on a.id = t.user_id
  where t.token = $1 and t.type = 'admin'`;

const MEMBER_SESSION_SQL = `${touchSeen('user')}
  select t.session_id, t.expire_time, u.id, u.username, u.group_id, u.status, g.rules, g.status as group_status
  from token t join "user" u on u.id = t.user_id left join user_group g on g.id = u.group_id
  where t.token = $1 and t.type = 'user'`;

/** `MEMBER_SESSION_SQL` of several tokens at once (`$1` their digests), each row with its `token`. */
const MEMBER_SESSIONS_SQL = `
  with seen as (
    update login_session s set last_seen_time = now() from token t
    where t.token = any($1::text[]) and t.type = 'user' and s.id = t.session_id and s.last_seen_time < now() - interval '1 minute')
  select t.token, t.session_id, t.expire_time, u.id, u.username, u.group_id, u.status, g.rules, g.status as group_status
  from token t join "user" u on u.id = t.user_id left join user_group g on g.id = u.group_id
  where t.token = any($1::text[]) and t.type = 'user'`;

type MemberSessionRow = {
  session_id: number | null; expire_time: Date | string; id: number; username: string; group_id: number; status: string; rules: string | null; group_status: boolean | null;
};

/** The most member tokens one batched lookup asks for. */
const MEMBER_BATCH_MAX = 100;

export type SessionResult<P> =
  | { state: 'ok'; principal: P; token: string }
  | { state: 'expired' }
  | { state: 'disabled' }
  | { state: 'none' };

/** How long a resolved session is reused by this instance (see Sessions). */
export const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_MAX = 50_000;

/** A lookup's answer: a session found, or why there is none. */
type Found<P> = { expireAt: number; principal: P };
type Refused = { state: 'expired' | 'disabled' | 'none' };

interface Cached {
  at: number;
  expireAt: number;
  principal: AdminPrincipal | MemberPrincipal;
}

/**
 * Resolves access tokens to principals with one prepared query each: token, account and the
 * rule lists of the account's enabled groups. A wrong type (an admin token on member endpoints,
 * a refresh token used as access token) is no session.
 *
 * A valid session is reused for SESSION_CACHE_MS so that a busy client does not cost a query per
 * request (keyed by the token as sent: a hit costs no HMAC either). Revoking a token or changing
 * an account forgets on every instance through the change bus (milliseconds), including what a
 * lookup under way when the change came would remember; the second of reuse only bounds changes
 * made behind the app's back, and a lost bus link (every session is dropped when it is back).
 */
export class Sessions {
  private cache = new Map<string, Cached>();
  /** Lookups under way, by cache key: requests with the same token while one runs wait for it. */
  private inFlight = new Map<string, Promise<SessionResult<AdminPrincipal | MemberPrincipal>>>();
  /** Moves on at every drop: a lookup that started before it does not remember its (stale) answer. */
  private generation = 0;

  constructor(private readonly database: Database, private readonly tokens: TokenStore, private readonly bus: ChangeBus) {
    bus.on('sessions', () => {
      this.cache.clear();
      this.inFlight.clear(); // a request after the drop starts its own lookup
      this.generation++;
    });
  }

  /** Drops every cached session on every instance (after logouts, disabling an account, permission changes). */
  forgetAll() {
    this.bus.changed('sessions');
  }

  private fromCache<P>(key: string): SessionResult<P> | null {
    const hit = this.cache.get(key);
    if (!hit) return null;
    const now = Date.now();
    if (now - hit.at > SESSION_CACHE_MS) {
      this.cache.delete(key);
      return null;
    }
    if (hit.expireAt <= now) return { state: 'expired' };
    return { state: 'ok', principal: hit.principal as P, token: '' };
  }

  private remember(key: string, generation: number, expireAt: number, principal: AdminPrincipal | MemberPrincipal) {
    if (generation !== this.generation) return;
    if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
    this.cache.set(key, { at: Date.now(), expireAt, principal });
  }

  /**
   * The session of `raw` under `key`: from the cache, else from one lookup shared by every request
   * that asks while it runs (when a busy admin's second is up, fifty requests in flight cost one
   * query, not fifty).
   */
  private resolve<P extends AdminPrincipal | MemberPrincipal>(key: string, raw: string, read: (digest: string) => Promise<Found<P> | Refused>): Promise<SessionResult<P>> {
    if (!raw || raw.length > 100) return Promise.resolve({ state: 'none' });
    const cached = this.fromCache<P>(key);
    if (cached) return Promise.resolve(cached.state === 'ok' ? { ...cached, token: raw } : cached);
    let pending = this.inFlight.get(key) as Promise<SessionResult<P>> | undefined;
    if (!pending) {
      const generation = this.generation;
      const lookup: Promise<SessionResult<P>> = read(this.tokens.digest(raw))
        .then((found) => {
          if ('state' in found) return found;
          this.remember(key, generation, found.expireAt, found.principal);
          return { state: 'ok' as const, token: raw, principal: found.principal };
        })
        .finally(() => {
          if (this.inFlight.get(key) === lookup) this.inFlight.delete(key);
        });
      this.inFlight.set(key, (pending = lookup));
    }
    return pending;
  }

  admin(raw: string): Promise<SessionResult<AdminPrincipal>> {
    return this.resolve<AdminPrincipal>('a:' + raw, raw, async (digest) => {
      const [row] = await this.database.prepared<{
        session_id: number | null; expire_time: Date | string; id: number; username: string; nickname: string; avatar: string;
        last_login_time: Date | string | null; status: boolean; group_rules: string[] | null; two_factor: boolean;
      }>('admin_session', ADMIN_SESSION_SQL, [digest]);
      if (!row) return { state: 'none' };
      const expireAt = new Date(row.expire_time).getTime();
      if (expireAt <= Date.now()) return { state: 'expired' };
      if (!row.status) return { state: 'disabled' };
      const principal: AdminPrincipal = {
        id: row.id,
        username: row.username,
        nickname: row.nickname,
        avatar: row.avatar,
        lastLoginTime: row.last_login_time ? new Date(row.last_login_time) : null,
        granted: parseGroupRules(row.group_rules ?? []),
        sessionId: row.session_id,
        twoFactor: row.two_factor,
      };
      return { expireAt, principal };
    });
  }

  /** Member lookups asked for in this turn of the event loop, by digest: sent together at its end. */
  private memberBatch = new Map<string, { resolve: (row: MemberSessionRow | undefined) => void; reject: (e: unknown) => void }[]>();

  /**
   * The session row of a member token's digest. Lookups started in the same turn of the event
   * loop (requests that arrived together: a sale's opening, members who each come once) go as one
   * statement of up to MEMBER_BATCH_MAX tokens, not a pool connection and a round trip each; one
   * alone is the single-token statement.
   */
  private memberRow(digest: string): Promise<MemberSessionRow | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.memberBatch.size) setImmediate(() => this.sendMemberBatch());
      const waiting = this.memberBatch.get(digest);
      if (waiting) waiting.push({ resolve, reject });
      else this.memberBatch.set(digest, [{ resolve, reject }]);
    });
  }

  private sendMemberBatch(): void {
    const batch = [...this.memberBatch];
    this.memberBatch.clear();
    for (let i = 0; i < batch.length; i += MEMBER_BATCH_MAX) {
      const part = batch.slice(i, i + MEMBER_BATCH_MAX);
      const digests = part.map(([digest]) => digest);
      const read = digests.length === 1
        ? this.database.prepared<MemberSessionRow>('member_session', MEMBER_SESSION_SQL, digests).then((rows) => new Map([[digests[0], rows[0]]]))
        : this.database.prepared<MemberSessionRow & { token: string }>('member_sessions', MEMBER_SESSIONS_SQL, [digests]).then((rows) => new Map(rows.map((r) => [r.token, r])));
      read.then(
        (rows) => { for (const [digest, callers] of part) for (const c of callers) c.resolve(rows.get(digest)); },
        (e: unknown) => { for (const [, callers] of part) for (const c of callers) c.reject(e); },
      );
    }
  }

  member(raw: string): Promise<SessionResult<MemberPrincipal>> {
    return this.resolve<MemberPrincipal>('m:' + raw, raw, async (digest) => {
      const row = await this.memberRow(digest);
      if (!row) return { state: 'none' };
      const expireAt = new Date(row.expire_time).getTime();
      if (expireAt <= Date.now()) return { state: 'expired' };
      if (row.status !== 'enable') return { state: 'disabled' };
      const principal: MemberPrincipal = {
        id: row.id,
        username: row.username,
        groupId: row.group_id,
        granted: row.group_status ? parseGroupRules([row.rules ?? '']) : new Set(),
        sessionId: row.session_id,
      };
      return { expireAt, principal };
    });
  }
}
