import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { parseGroupRules, type Granted } from '../rbac/rules.ts';
import type { TokenStore } from './tokens.ts';

export interface AdminPrincipal {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  lastLoginTime: Date | null;
  granted: Granted;
}

export interface MemberPrincipal {
  id: number;
  username: string;
  groupId: number;
  granted: Granted;
}

export type SessionResult<P> =
  | { state: 'ok'; principal: P; token: string }
  | { state: 'expired' }
  | { state: 'disabled' }
  | { state: 'none' };

/**
 * Resolves access tokens to principals with one query each: token, account and the rule lists
 * of the account's enabled groups. A wrong type (an admin token on member endpoints, a refresh
 * token used as access token) is no session.
 */
export class Sessions {
  constructor(private readonly database: Database, private readonly tokens: TokenStore) {}

  async admin(raw: string): Promise<SessionResult<AdminPrincipal>> {
    if (!raw || raw.length > 100) return { state: 'none' };
    const [row] = await this.database.rows<{
      expire_time: Date | string; id: number; username: string; nickname: string; avatar: string;
      last_login_time: Date | string | null; status: boolean; group_rules: string[] | null;
    }>(sql`
      select t.expire_time, a.id, a.username, a.nickname, a.avatar, a.last_login_time, a.status,
        (select array_agg(g.rules) from admin_group_access ga join admin_group g on g.id = ga.group_id
          where ga.uid = a.id and g.status) as group_rules
      from token t join admin a on a.id = t.user_id
      where t.token = ${this.tokens.digest(raw)} and t.type = 'admin'`);
    if (!row) return { state: 'none' };
    if (new Date(row.expire_time).getTime() <= Date.now()) return { state: 'expired' };
    if (!row.status) return { state: 'disabled' };
    return {
      state: 'ok',
      token: raw,
      principal: {
        id: row.id,
        username: row.username,
        nickname: row.nickname,
        avatar: row.avatar,
        lastLoginTime: row.last_login_time ? new Date(row.last_login_time) : null,
        granted: parseGroupRules(row.group_rules ?? []),
      },
    };
  }

  async member(raw: string): Promise<SessionResult<MemberPrincipal>> {
    if (!raw || raw.length > 100) return { state: 'none' };
    const [row] = await this.database.rows<{
      expire_time: Date | string; id: number; username: string; group_id: number; status: string; rules: string | null; group_status: boolean | null;
    }>(sql`
      select t.expire_time, u.id, u.username, u.group_id, u.status, g.rules, g.status as group_status
      from token t join "user" u on u.id = t.user_id left join user_group g on g.id = u.group_id
      where t.token = ${this.tokens.digest(raw)} and t.type = 'user'`);
    if (!row) return { state: 'none' };
    if (new Date(row.expire_time).getTime() <= Date.now()) return { state: 'expired' };
    if (row.status !== 'enable') return { state: 'disabled' };
    return {
      state: 'ok',
      token: raw,
      principal: {
        id: row.id,
        username: row.username,
        groupId: row.group_id,
        granted: row.group_status ? parseGroupRules([row.rules ?? '']) : new Set(),
      },
    };
  }
}
