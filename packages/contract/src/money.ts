/** Money is integer cents in the database and a yuan string with two decimals on the wire. */

const YUAN_RE = /^([+-]?)(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "12.3" / "-0.05" / 12.3 as integer cents; null when not an amount with at most two decimals. */
export function centsOf(value: string | number): number | null {
  const m = YUAN_RE.exec(String(value).trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** Integer cents as a yuan string with two decimals: 1230 → "12.30", -5 → "-0.05". */
export function yuanOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
