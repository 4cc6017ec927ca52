import { centsOf, yuanOf } from '@app/contract/money';

/**
 * The arithmetic of a member ledger change (money log, score log), done the way the server does
 * it: money in integer cents (yuan on the wire, two decimals; the contract's converters), score
 * in whole points.
 */
export type LedgerKind = 'money' | 'score';

/** A value in the ledger's unit (cents or points), or null when it is not a number of that kind. */
export function toUnits(kind: LedgerKind, value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  if (kind === 'score') return /^[-+]?\d+$/.test(text) ? Number(text) : null;
  return centsOf(text);
}

/** Units as shown: yuan with two decimals for money ("12.30", "-0.50"), points for score. */
export function formatUnits(kind: LedgerKind, units: number): string {
  return kind === 'score' ? String(units) : yuanOf(units);
}

/** Why a change cannot be made: an amount of 0, or a balance that would go below 0. */
export type LedgerProblem = 'zero' | 'negative' | 'invalid';

export interface LedgerPreview {
  /** The balance now and after the change, formatted. */
  before: string;
  after: string;
  problem?: LedgerProblem;
}

/**
 * The "current → after" line of the add form: null until both the balance and an amount are known.
 * The client refuses what the server would (reference 10.2: the amount is not 0, the balance stays ≥ 0).
 */
export function previewChange(kind: LedgerKind, balance: unknown, amount: unknown): LedgerPreview | null {
  const now = toUnits(kind, balance);
  if (now === null || amount === null || amount === undefined || amount === '') return null;
  const change = toUnits(kind, amount);
  if (change === null) return { before: formatUnits(kind, now), after: '', problem: 'invalid' };
  const after = now + change;
  const problem: LedgerProblem | undefined = change === 0 ? 'zero' : after < 0 ? 'negative' : undefined;
  return { before: formatUnits(kind, now), after: formatUnits(kind, after), ...(problem ? { problem } : {}) };
}

/** The amount as the wire takes it: a yuan string for money ("12.30"), an integer for score. */
export function amountToWire(kind: LedgerKind, amount: unknown): string | number | undefined {
  const units = toUnits(kind, amount);
  if (units === null) return undefined;
  return kind === 'money' ? formatUnits('money', units) : units;
}
