import { sql, type SQL } from 'drizzle-orm';
import type { StoredMessageJson } from '../../db/schema/columns.ts';
import { DEFAULT_LANG, hasMessage, t, type Lang } from './index.ts';

/**
 * Text the server stores for later readers (ledger memos, order timeline memos) is kept as a
 * message of the packs and its arguments, beside the literal: each reader gets it in the language
 * of the request (`req.lang`), lists and exports alike, while the literal column (written in the
 * default language) keeps serving searches and rows written before messages were stored (their
 * `*_i18n` is null).
 * An argument is plain (an order number, a person's words) or itself a message (a type's name).
 */
export type StoredMessage = StoredMessageJson;

/** A message to store: `message('Payment of order %s', orderNo)`. */
export const message = (key: string, ...args: (string | number | StoredMessage)[]): StoredMessage => ({ key, args });

const isMessage = (value: unknown): value is StoredMessage =>
  typeof value === 'object' && value !== null && typeof (value as StoredMessage).key === 'string' &&
  ((value as StoredMessage).args === undefined || Array.isArray((value as StoredMessage).args));

/** A message in a language, its message arguments rendered in the same language. */
export function renderMessage(lang: Lang, m: StoredMessage): string {
  const args = (m.args ?? []).map((a) => (typeof a === 'object' && a !== null ? (isMessage(a) ? renderMessage(lang, a) : '') : a));
  return t(lang, m.key, ...args);
}

/** The literal written beside a message (searches, readers of the plain column). */
export const literalOf = (text: string | StoredMessage): string => (typeof text === 'string' ? text : renderMessage(DEFAULT_LANG, text));

/** The `*_i18n` column's value of a text: the message, or null for a literal (a person's own words). */
export const storedOf = (text: string | StoredMessage): StoredMessage | null => (typeof text === 'string' ? null : text);

/** The `memo` and `memo_i18n` columns of a stored text (an order log row's). */
export const memoColumns = (text: string | StoredMessage) => ({ memo: literalOf(text).slice(0, 255), memoI18n: storedOf(text) });

/**
 * `memoColumns` of a message whose arguments are expressions of a statement (a value the
 * statement itself writes, such as the number of the order it makes paid), as SQL: the literal
 * (the default language, at most 255 characters) and the `*_i18n` value. Plain arguments only.
 * Build it once the packs are loaded (in a statement's builder, not at module load): the
 * literal's text is rendered then.
 */
export function memoColumnsSql(key: string, ...args: SQL[]): { memo: SQL; memoI18n: SQL } {
  // rendered with numbered marks for the arguments, then split: text, argument, text, …
  const parts = renderMessage(DEFAULT_LANG, message(key, ...args.map((_, i) => `\u0000${i}\u0000`))).split(/\u0000(\d+)\u0000/);
  const literal = sql.join(parts.map((part, i) => (i % 2 ? sql`(${args[Number(part)]})::text` : sql`${part}::text`)), sql` || `);
  return {
    memo: sql`left(${literal}, 255)`,
    memoI18n: sql`jsonb_build_object('key', ${key}::text, 'args', jsonb_build_array(${sql.join(args, sql`, `)}))`,
  };
}

/**
 * What a reader sees: the stored message in their language, or the literal when there is none
 * (rows written before, a person's own words) or it is not a message this server knows.
 */
export function readStored(lang: Lang, literal: string, stored: unknown): string {
  return isMessage(stored) && hasMessage(stored.key) ? renderMessage(lang, stored) : literal;
}

/**
 * Listed rows (the kit's lists, snake_case) with `memo` read in `lang` from `memo_i18n`, which is
 * dropped: the wire keeps BuildAdmin's one `memo` string.
 */
export function readMemos<R extends Record<string, unknown>>(rows: R[], lang: Lang): R[] {
  return rows.map(({ memo_i18n: stored, ...row }) => ({ ...row, memo: readStored(lang, String(row.memo ?? ''), stored) }) as unknown as R);
}
