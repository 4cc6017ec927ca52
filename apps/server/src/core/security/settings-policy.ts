/**
 * Settings of the config centre with rules of their own, stated once for its reads and writes
 * (modules/routine/config.ts).
 */

/**
 * Keys never shown again once saved: a config read answers '' for them and saving '' keeps the saved
 * value (the form's empty password box). Their names are secrets (`isSecret`), so the admin log masks them.
 */
export const WRITE_ONLY_SETTINGS: ReadonlySet<string> = new Set(['ai_secret_key', 'wechat_oa_secret', 'wechat_mini_secret']);

/**
 * Groups only super administrators change (save, add to, delete from): the CRUD designer's chat
 * endpoint (`ai`), whose base URL is a request the server makes with the key.
 */
export const SUPER_ONLY_CONFIG_GROUPS: ReadonlySet<string> = new Set(['ai']);
