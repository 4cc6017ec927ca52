import crypto from 'node:crypto';
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginSession, token } from '../../db/schema/index.ts';

/** `admin-2fa(-keep)`: the challenge between an admin's password and second factor (with `keep` asked or not); never a session. */
export type TokenType = 'admin' | 'admin-refresh' | 'user' | 'user-refresh' | 'email-pass' | 'mobile-pass' | 'admin-2fa' | 'admin-2fa-keep';

/** Keep times in seconds (reference 2.3). */
export const TOKEN_TTL: Record<TokenType, number> = {
  admin: 259_200,
  'admin-refresh': 2_592_000,
  user: 259_200,
  'user-refresh': 2_592_000,
  'email-pass': 600,
  'mobile-pass': 600,
  'admin-2fa': 300,
  'admin-2fa-keep': 300,
};

export interface StoredToken {
  type: TokenType;
  userId: number;
  expireTime: Date;
  /** The sign-in it belongs to (null for passes). */
  sessionId: number | null;
}

/** What is stored of a token: its HMAC-SHA256 under the install's secret (hex). */
export const tokenDigest = (secret: string, raw: string) => crypto.createHmac('sha256', secret).update(raw).digest('hex');

/** Tokens are random UUIDs handed to the client; only their HMAC is stored. */
export class TokenStore {
  /** Called after tokens are revoked, so that cached sessions are dropped. */
  onRevoke: () => void = () => undefined;

  constructor(private readonly db: Db, private readonly secret: string) {}

  digest(raw: string): string {
    return tokenDigest(this.secret, raw);
  }

  /** A new token; `sessionId` is the sign-in (login_session row) it belongs to, none for passes. */
  async issue(type: TokenType, userId: number, db: Db = this.db, sessionId: number | null = null): Promise<string> {
    const raw = crypto.randomUUID();
    await db.insert(token).values({
      token: this.digest(raw),
      type,
      userId,
      sessionId,
      expireTime: new Date(Date.now() + TOKEN_TTL[type] * 1000),
    });
    return raw;
  }

  async find(raw: string): Promise<StoredToken | null> {
    if (!raw || raw.length > 100) return null;
    const [row] = await this.db
      .select({ type: token.type, userId: token.userId, expireTime: token.expireTime, sessionId: token.sessionId })
      .from(token)
      .where(eq(token.token, this.digest(raw)));
    return row ? { ...row, type: row.type as TokenType } : null;
  }

  async revoke(raw: string, db: Db = this.db): Promise<void> {
    if (!raw) return;
    await db.delete(token).where(eq(token.token, this.digest(raw)));
    this.onRevoke();
  }

  /** Every token of these types held by these users (admin or member ids, as the types say). */
  async revokeAll(types: readonly TokenType[], userIds: number | readonly number[], db: Db = this.db): Promise<void> {
    const ids = typeof userIds === 'number' ? [userIds] : [...userIds];
    if (!ids.length || !types.length) return;
    await db.delete(token).where(and(inArray(token.type, [...types]), inArray(token.userId, ids)));
    this.onRevoke();
  }

  /** Removes expired rows, then the sign-ins left without a token (the hourly `token-cleanup` job). */
  async deleteExpired(): Promise<void> {
    await this.db.delete(token).where(lt(token.expireTime, new Date()));
    await this.db.delete(loginSession).where(notExists(this.db.select({ one: sql`1` }).from(token).where(eq(token.sessionId, loginSession.id))));
  }
}
