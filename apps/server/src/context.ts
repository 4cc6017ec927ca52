import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { adminRule, userRule } from './db/schema/index.ts';
import { Sessions } from './core/auth/sessions.ts';
import { TokenStore } from './core/auth/tokens.ts';
import { TableCache } from './core/rbac/rules.ts';
import { Settings } from './core/settings.ts';
import { ClickCaptchaService } from './modules/common/click-captcha-service.ts';

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
}

export function createContext(config: Config, database: Database, tokenSecret: string): AppContext {
  const db = database.db;
  const tokens = new TokenStore(db, tokenSecret);
  const sessions = new Sessions(database, tokens);
  tokens.onRevoke = () => sessions.forgetAll();
  return {
    config,
    database,
    db,
    tokens,
    sessions,
    settings: new Settings(db),
    adminRules: new TableCache(() => db.select().from(adminRule)),
    userRules: new TableCache(() => db.select().from(userRule)),
    clickCaptcha: new ClickCaptchaService(db),
  };
}
