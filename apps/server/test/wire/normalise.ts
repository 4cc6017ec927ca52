/**
 * Normalising a recorded answer (README.md here): what differs from one run of the same code on
 * the same database to the next is replaced by a marker that keeps its kind and JSON type, so
 * that a marker in a diff still shows a number turned into a string:
 *
 * - times: integers within a year of the answer's wall time (unix seconds → `#unix`, milliseconds →
 *   `#unixms`; in a string `<unix>`, `<unixms>`), formatted date-times and dates within that year
 *   (`<datetime>`, `<date>`), and digit runs that begin with a date in it (order numbers, upload
 *   folders: `<stamp14>`, the run's length kept);
 * - tokens and random parts: UUIDs, JWT-like strings, runs of 16+ hex digits or of 20+ base64url
 *   characters, and the values of keys that hold a secret or a one-off code (token, refresh_token,
 *   captcha ids, invite codes, …: `<token>` for a non-empty string).
 *
 * Ids are kept as they are: each test server has a database of its own, seeded the same way.
 */

const YEAR_MS = 366 * 24 * 3600 * 1000;

/** Keys whose string values are random by design (tokens, one-off codes). */
const RANDOM_KEYS = /^(batoken|token|refresh_token|.*_token|captcha_id|captchaId|invite_code|pickup_code)$/i;

export interface NormaliseContext {
  /** the answer's wall time, ms */
  at: number;
}

function nearNow(ms: number, ctx: NormaliseContext): boolean {
  return Math.abs(ms - ctx.at) <= YEAR_MS;
}

function dateMs(y: string, mo: string, d: string, h = '0', mi = '0', s = '0'): number {
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/**
 * Names the shared test fixtures make with a counter of their module, or with the process id:
 * a worker keeps its modules from one test file to the next (`isolate: false`), so the counter
 * depends on which files ran before in that worker. Their digits are replaced by `#`.
 */
const FIXTURE_NAMES = [
  /\b(buyer|shopadm)\d+_\d+\b/g, // commerce-fixtures.ts
  /\b(S)\d+-\d+\b/g, // commerce-fixtures.ts makeShop (code, and the name `Shop <code>`)
  /\b(Category|Product|Activity) \d+\b/g, // commerce-fixtures.ts
  /\b(T)\d+x\d+\b/g, // commission-fixtures.ts invite codes
  /\b(account-test-)\d+-\d+\b/g, // account-support.ts
  /\b(tree\d+_)\d+\b/g, // distribution-relation-paths.test.ts (process id)
];

/** A digit run holding a time near now (a gateway's id: `wx` + Date.now() + a counter). */
function holdsTime(run: string, ctx: NormaliseContext): boolean {
  for (let i = 0; i + 13 <= run.length; i++) if (nearNow(Number(run.slice(i, i + 13)), ctx)) return true;
  for (let i = 0; i + 10 <= run.length; i++) if (run[i] === '1' && nearNow(Number(run.slice(i, i + 10)) * 1000, ctx)) return true;
  return false;
}

/** Normalises what varies inside a string. */
export function normaliseString(text: string, ctx: NormaliseContext): string {
  let out = text
    // an image drawn for the request (captcha, QR code): its bytes
    .replace(/^data:([\w/+.-]+);base64,[A-Za-z0-9+/=]+$/, 'data:$1;base64,<bytes>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '<jwt>')
    // presigned URLs: credentials, dates and signatures of the query
    .replace(/\b(X-Amz-(?:Credential|Date|Signature|Security-Token)|Signature|Expires|q-sign-time|q-key-time|q-signature)=[^&"\s]*/g, '$1=<signed>')
    // the ports of the loopback servers the tests start
    .replace(/\b(127\.0\.0\.1|localhost):\d{2,5}\b/g, '$1:<port>')
    .replace(/\bbackup-[\w.-]*?\.tar\.gz\b/g, 'backup-<name>.tar.gz')
    // each test server's PostgreSQL database (test/scratch-database.ts), as named and as masked
    .replace(/\bt_[0-9a-f]{12}\b/g, 't_<database>')
    .replace(/\bt\*{4}[0-9a-f]+\b/g, 't****<database>')
    // date-times and dates near now, as the app formats them (local time) or as ISO
    .replace(/(\d{4})-(\d{2})-(\d{2})([ T])(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g, (all, y, mo, d, _sep, h, mi, s) =>
      nearNow(dateMs(y, mo, d, h, mi, s ?? '0'), ctx) ? '<datetime>' : all,
    )
    .replace(/(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d])/g, (all, y, mo, d) => (nearNow(dateMs(y, mo, d), ctx) ? '<date>' : all))
    .replace(/(?<![\d-])(\d{4})\/(\d{2})\/(\d{2})(?![\d])/g, (all, y, mo, d) => (nearNow(dateMs(y, mo, d), ctx) ? '<date>' : all))
    // digit runs: unix times, stamps that begin with a date (YYYYMMDD…), ids that hold a time
    .replace(/(?<!\d)\d{8,}(?!\d)/g, (run) => {
      if ((run.length === 10 && nearNow(Number(run) * 1000, ctx)) || (run.length === 13 && nearNow(Number(run), ctx))) return run.length === 10 ? '<unix>' : '<unixms>';
      const m = /^(20\d\d)(\d\d)(\d\d)/.exec(run);
      if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && nearNow(dateMs(m[1], m[2], m[3]), ctx)) return `<stamp${run.length}>`;
      if (run.length > 10 && holdsTime(run, ctx)) return "<timed>";
      return run;
    })
    .replace(/(?<![\w])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{16,}(?![\w])/gi, '<hex>')
    .replace(/(?<![\w-])(?=(?:[\w-]*\d){3})(?=[\w-]*[a-z])(?=[\w-]*[A-Z])[\w-]{22,}(?![\w-])/g, '<b64>')
    // a signed pair's random halves (nonce.signature) may hold fewer than three digits: either one, when the other is random
    .replace(/(?<![\w-])[\w-]{16,}(?=\.<b64>)/g, '<b64>')
    .replace(/(?<=<b64>\.)[\w-]{16,}(?![\w-])/g, '<b64>');
  for (const pattern of FIXTURE_NAMES) out = out.replace(pattern, (all, prefix: string) => prefix + all.slice(prefix.length).replace(/\d+/g, '#'));
  return out;
}

/** Normalises a parsed JSON value (a copy). */
export function normaliseValue(value: unknown, ctx: NormaliseContext, key = ''): unknown {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value > 1e9 && value < 1e10 && nearNow(value * 1000, ctx)) return '#unix';
    if (Number.isInteger(value) && value > 1e12 && value < 1e13 && nearNow(value, ctx)) return '#unixms';
    return value;
  }
  if (typeof value === 'string') {
    if (value !== '' && RANDOM_KEYS.test(key)) return '<token>';
    return normaliseString(value, ctx);
  }
  if (Array.isArray(value)) return value.map((v) => normaliseValue(v, ctx, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[normaliseString(k, ctx)] = normaliseValue(v, ctx, k);
    return out;
  }
  return value;
}

/** A body as recorded: JSON re-serialised after normalising (key order kept: it is part of the bytes), text normalised, other bytes left out. */
export function normaliseBody(body: string | null, type: string, ctx: NormaliseContext): string {
  if (body === null) return '<stream>';
  if (type.endsWith('json') || /^\s*[[{]/.test(body)) {
    try {
      return JSON.stringify(normaliseValue(JSON.parse(body), ctx));
    } catch {
      /* not JSON after all */
    }
  }
  if (!type || /^text\/|svg|xml|javascript|csv/.test(type)) return normaliseString(body, ctx);
  return `<${type} bytes>`;
}
