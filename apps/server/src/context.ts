import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { adminRule, userRule } from './db/schema/index.ts';
import { Sessions } from './core/auth/sessions.ts';
import { TokenStore } from './core/auth/tokens.ts';
import { TableCache } from './core/rbac/rules.ts';
import { Settings } from './core/settings.ts';
import { ClickCaptchaService } from './core/captcha/service.ts';
import type { Cluster } from './core/cluster/index.ts';
import { loadSecretsKey } from './core/secrets.ts';

export type AdminRuleRow = typeof adminRule.$inferSelect;
export type UserRuleRow = typeof userRule.$inferSelect;

/** Everything a module needs, built once per process. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenStore;
  sessions: Sessions;
  settings: Settings;
  adminRules: TableCache<AdminRuleRow>;
  userRules: TableCache<UserRuleRow>;
  clickCaptcha: ClickCaptchaService;
  /** AES-256 key of the secrets kept encrypted in the database (core/auth/secret-box.ts). */
  secretsKey: Buffer;
  /** Change bus, shared throttle counters and periodic jobs (several instances on one database). */
  cluster: Cluster;
}

export function createContext(config: Config, database: Database, tokenSecret: string, cluster: Cluster): AppContext {
  const db = database.db;
  const { bus, jobs } = cluster;
  const tokens = new TokenStore(db, tokenSecret);
  const sessions = new Sessions(database, tokens, bus);
  tokens.onRevoke = () => sessions.forgetAll();
  const clickCaptcha = new ClickCaptchaService(db);
  jobs.register({ name: 'token-cleanup', everyMs: 3_600_000, run: () => tokens.deleteExpired() });
  jobs.register({ name: 'captcha-cleanup', everyMs: 600_000, run: () => clickCaptcha.deleteExpired() });
  return {
    config,
    database,
    db,
    tokens,
    sessions,
    settings: new Settings(db, bus),
    adminRules: new TableCache(() => db.select().from(adminRule)).share(bus, 'admin-rules'),
    userRules: new TableCache(() => db.select().from(userRule)).share(bus, 'user-rules'),
    clickCaptcha,
    secretsKey: loadSecretsKey(config.dataDir, config.secretsKey),
    cluster,
  };
}
