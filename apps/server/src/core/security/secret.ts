/**
 * What is a secret, stated once: a key, column or parameter whose value never leaves the API nor
 * enters a log in clear. Used by the admin log (request bodies and query strings), the recycle
 * log and the sensitive-data log (rows shown to admins), and data-security capture.
 *
 * A name is secret when it contains `password`, `salt`, `token` or `secret` in any case and
 * anywhere (`adminPassword`, `refresh_token`, `sms_secret_key`), or ends in `pass` as its own word
 * (`pass`, `smtp_pass`; not `bypass`). This is the union of the three rules the code had: the
 * admin log's (this pattern), capture's password columns (contains `password`) and the logs'
 * password-or-salt columns.
 */
const SECRET = /password|salt|token|secret|(^|_)pass$/i;

export const isSecret = (name: string): boolean => SECRET.test(name);

/**
 * Password columns, a kind of secret with rules of its own: their values are hashes (kept by
 * capture so that a rollback can put one back), and an empty password in an edit means "keep the
 * old one", so it is not a change.
 */
export const isPasswordField = (name: string): boolean => /password/i.test(name);
