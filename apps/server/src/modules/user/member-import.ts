import { and, inArray, ne, type SQL } from 'drizzle-orm';
import { MEMBER_IMPORT_COLUMNS, memberImportRow, type MemberImportRow } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { user, userGroup } from '../../db/schema/index.ts';
import { t, type Lang } from '../../core/i18n/index.ts';
import { message } from '../../core/i18n/stored.ts';
import { ApiError } from '../../core/http/errors.ts';
import type { ImportLine, ImportPlan, ImportRun, ImportSpec, RowOutcome } from '../../core/import/kit.ts';
import { lockTree, placeNewMembers } from '../distribution/index.ts';
import { changeBalances } from './ledger.ts';

/**
 * `POST /admin/user.User/import` (issue 32 item 5): members keyed by username and by mobile. A
 * member who exists (either key) is skipped and never credited again, so a re-run creates and
 * credits nothing; the members' unique indexes decide when two imports race (the insert skips
 * what another one created first, and only the rows it inserted get their opening balances).
 * Opening money and score go through the ledgers in the member's transaction; the upline (a
 * username or mobile, in the database or anywhere in the file) is placed in the referral tree.
 */

/** Group 1 is the default group of registration. */
const DEFAULT_GROUP_ID = 1;
/** Keys looked up per query. */
const LOOKUP = 5000;

/** A row to create, with its group and its upline found. */
export type MemberToCreate = Omit<MemberImportRow, 'upline'> & {
  groupId: number;
  /** The upline: a member of the database, or a row of the file written before this one (its keys too, should another import have created it first). */
  upline?: { id: number } | { line: number; username: string; mobile: string };
};

type Existing = { id: number; username: string; mobile: string; email: string };

/**
 * Members holding any of these usernames, mobiles or e-mails: one query per key and batch, each
 * served by its unique index (mobile and e-mail ones are partial, hence the `<> ''`). One OR of
 * the three was planned as a scan of the whole table, once per chunk of an import.
 */
async function existingMembers(db: Db, usernames: string[], mobiles: string[], emails: string[]): Promise<Existing[]> {
  const byId = new Map<number, Existing>();
  const columns = { id: user.id, username: user.username, mobile: user.mobile, email: user.email };
  const lookups: [string[], (batch: string[]) => SQL | undefined][] = [
    [usernames, (batch) => inArray(user.username, batch)],
    [mobiles, (batch) => and(inArray(user.mobile, batch), ne(user.mobile, ''))],
    [emails, (batch) => and(inArray(user.email, batch), ne(user.email, ''))],
  ];
  for (const [keys, where] of lookups) {
    for (let i = 0; i < keys.length; i += LOOKUP) {
      for (const m of await db.select(columns).from(user).where(where(keys.slice(i, i + LOOKUP)))) byId.set(m.id, m);
    }
  }
  return [...byId.values()];
}

/** Looks a member up by username or mobile. */
function keyIndex<T>(items: T[], keys: (item: T) => (string | undefined)[]) {
  const byKey = new Map<string, T>();
  for (const item of items) for (const k of keys(item)) if (k && !byKey.has(k)) byKey.set(k, item);
  return byKey;
}

async function groupsOf(db: Db) {
  const groups = await db.select({ id: userGroup.id, name: userGroup.name }).from(userGroup);
  const byName = new Map(groups.map((g) => [g.name, g.id]));
  const ids = new Set(groups.map((g) => g.id));
  return (cell: string | undefined) => (cell === undefined ? (ids.has(DEFAULT_GROUP_ID) ? DEFAULT_GROUP_ID : undefined) : /^\d+$/.test(cell) && ids.has(Number(cell)) ? Number(cell) : byName.get(cell));
}

async function planMembers(rows: ImportLine<MemberImportRow>[], db: Db, lang: Lang): Promise<ImportPlan<MemberToCreate>> {
  const outcomes = new Map<number, RowOutcome>();
  const refuse = (line: number, key: string, ...args: unknown[]) => outcomes.set(line, { action: 'refuse', reason: t(lang, key, ...args) });

  // Keys taken by an earlier row of the file.
  const firstOf = new Map<string, number>();
  const kept: ImportLine<MemberImportRow>[] = [];
  for (const r of rows) {
    const keys = [`u:${r.value.username}`, r.value.mobile ? `m:${r.value.mobile}` : '', r.value.email ? `e:${r.value.email}` : ''].filter(Boolean);
    const earlier = keys.map((k) => firstOf.get(k)).find((l) => l !== undefined);
    if (earlier !== undefined) {
      refuse(r.line, 'Same username, mobile or e-mail as row %d', earlier);
      continue;
    }
    for (const k of keys) firstOf.set(k, r.line);
    kept.push(r);
  }

  const uplineKeys = kept.map((r) => r.value.upline).filter((u): u is string => !!u);
  const found = await existingMembers(
    db,
    [...new Set([...kept.map((r) => r.value.username), ...uplineKeys])],
    [...new Set([...kept.map((r) => r.value.mobile).filter((m): m is string => !!m), ...uplineKeys])],
    [...new Set(kept.map((r) => r.value.email).filter((e): e is string => !!e))],
  );
  const member = keyIndex(found, (m) => [m.username, m.mobile || undefined]);
  const byEmail = keyIndex(found, (m) => [m.email || undefined]);
  const groupOf = await groupsOf(db);

  const pending: ImportLine<MemberImportRow & { groupId: number }>[] = [];
  for (const r of kept) {
    const v = r.value;
    if (member.has(v.username) || (v.mobile && member.has(v.mobile))) {
      outcomes.set(r.line, { action: 'skip', reason: t(lang, 'The member already exists (same username or mobile)') });
      continue;
    }
    if (v.email && byEmail.has(v.email)) {
      refuse(r.line, 'The e-mail %s is used by another member', v.email);
      continue;
    }
    const groupId = groupOf(v.group);
    if (groupId === undefined) {
      refuse(r.line, 'The member group %s does not exist', v.group ?? DEFAULT_GROUP_ID);
      continue;
    }
    if (v.upline && (v.upline === v.username || v.upline === v.mobile)) {
      refuse(r.line, 'A member cannot be their own upline');
      continue;
    }
    pending.push({ line: r.line, value: { ...v, groupId } });
  }

  // Uplines: a row of the file (skipped ones are members already) or a member of the database.
  // A row waits for its upline's row; a refused upline, a loop or an unknown upline refuses it.
  const inFile = keyIndex(kept, (r) => [r.value.username, r.value.mobile]);
  const pendingByLine = new Map(pending.map((p) => [p.line, p]));
  const create: ImportLine<MemberToCreate>[] = [];
  const state = new Map<number, 'visiting' | 'done' | 'refused'>();
  type Pending = (typeof pending)[number];
  const uplineRow = (p: Pending) => (p.value.upline ? inFile.get(p.value.upline) : undefined);

  /** Decides one row whose upline's row (if pending) is decided already: `tail` says how that went. */
  const settle = (p: Pending, tail: 'ok' | 'refused' | 'loop'): boolean => {
    const { upline: key, ...rest } = p.value;
    const row = uplineRow(p);
    const fail = (reason: string, ...args: unknown[]) => {
      refuse(p.line, reason, ...args);
      state.set(p.line, 'refused');
      return false;
    };
    if (tail === 'loop') return fail('The uplines of these rows form a loop');
    if (tail === 'refused' || (row && outcomes.get(row.line)?.action === 'refuse')) return fail('The upline %s (row %d) is refused', key, row?.line);
    let upline: MemberToCreate['upline'];
    if (row && pendingByLine.has(row.line)) upline = { line: row.line, username: row.value.username, mobile: row.value.mobile ?? '' };
    else if (key) {
      const m = member.get(key);
      if (!m) return fail('The upline %s is neither in the file nor a member', key);
      upline = { id: m.id };
    }
    state.set(p.line, 'done');
    create.push({ line: p.line, value: { ...rest, upline } });
    outcomes.set(p.line, { action: 'create' });
    return true;
  };

  // Walks up the chain of rows waiting for their upline's row (no recursion: a chain can be as
  // long as the file), then decides them from the top down, so an upline is created first.
  const resolve = (start: Pending) => {
    const chain: Pending[] = [];
    let tail: 'ok' | 'refused' | 'loop' = 'ok';
    for (let cur: Pending | undefined = start; cur; ) {
      const seen = state.get(cur.line);
      if (seen === 'done') break;
      if (seen === 'refused' || seen === 'visiting') {
        tail = seen === 'refused' ? 'refused' : 'loop';
        break;
      }
      state.set(cur.line, 'visiting');
      chain.push(cur);
      const row = uplineRow(cur);
      cur = row ? pendingByLine.get(row.line) : undefined;
    }
    for (let i = chain.length - 1; i >= 0; i--) tail = settle(chain[i], tail) ? 'ok' : 'refused';
  };
  for (const p of pending) resolve(p);
  return { outcomes, create };
}

const OPENING = message('Opening balance (import)');

async function writeMembers(tx: Db, rows: ImportLine<MemberToCreate>[], run: ImportRun): Promise<Map<number, RowOutcome>> {
  const { lang } = run;
  const joinTime = new Date();
  const inserted = await tx
    .insert(user)
    .values(
      rows.map(({ value: v }) => ({
        groupId: v.groupId,
        username: v.username,
        nickname: v.nickname ?? v.username,
        email: v.email ?? '',
        mobile: v.mobile ?? '',
        gender: v.gender ?? 0,
        birthday: v.birthday ?? null,
        motto: v.motto ?? '',
        status: v.status ?? 'enable',
        // No password: the member sets one through the reset flow (nothing verifies against '').
        password: '',
        salt: '',
        joinTime,
      })),
    )
    // Taken meanwhile (another import, an admin, a registration): skipped, never credited.
    .onConflictDoNothing()
    .returning({ id: user.id, username: user.username });
  const idOf = new Map(inserted.map((m) => [m.username, m.id]));
  const skipped = new Map<number, RowOutcome>();
  const created = rows.filter((r) => {
    if (idOf.has(r.value.username)) return true;
    skipped.set(r.line, { action: 'skip', reason: t(lang, 'The member already exists (same username or mobile)') });
    return false;
  });

  const money = created.filter((r) => r.value.money).map((r) => ({ userId: idOf.get(r.value.username)!, amount: r.value.money! }));
  const score = created.filter((r) => r.value.score).map((r) => ({ userId: idOf.get(r.value.username)!, amount: r.value.score! }));
  await changeBalances(tx, 'money', money, OPENING);
  await changeBalances(tx, 'score', score, OPENING);

  for (const r of created) run.created.set(r.line, idOf.get(r.value.username)!);

  const withUpline = created.filter((r) => r.value.upline);
  if (withUpline.length) {
    // An upline row that another import created first (so this run skipped it): found by its keys.
    const lost = withUpline.map((r) => r.value.upline!).filter((u) => 'line' in u && !run.created.has(u.line)) as { username: string; mobile: string }[];
    const found = lost.length ? await existingMembers(tx, lost.map((u) => u.username), lost.map((u) => u.mobile).filter(Boolean), []) : [];
    const byKey = keyIndex(found, (m) => [`u:${m.username}`, m.mobile ? `m:${m.mobile}` : undefined]);
    await lockTree(tx);
    await placeNewMembers(
      tx,
      withUpline.map((r) => {
        const u = r.value.upline!;
        if ('id' in u) return { userId: run.created.get(r.line)!, parentId: u.id };
        const parentId = run.created.get(u.line) ?? byKey.get(`u:${u.username}`)?.id ?? (u.mobile ? byKey.get(`m:${u.mobile}`)?.id : undefined);
        if (parentId === undefined) throw new ApiError('The upline %s of row %d is no longer a member', 0, null, [u.username, r.line]);
        return { userId: run.created.get(r.line)!, parentId };
      }),
      { source: 'admin' },
    );
  }
  return skipped;
}

export const memberImport: ImportSpec<MemberImportRow, MemberToCreate> = {
  path: 'user.User',
  columns: MEMBER_IMPORT_COLUMNS,
  row: memberImportRow,
  chunk: 1000,
  plan: (rows, run) => planMembers(rows, run.db, run.lang),
  write: writeMembers,
};
