import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * Rates are typed as percentages and sent as integer basis points (1% = 100, the wire's and the
 * database's unit): 12.5 → 1250. A percentage has at most two decimals, so every value typed is
 * exactly one integer on the wire.
 */

const PERCENT_RE = /^(\d{1,7})(?:\.(\d{0,2}))?$/;

/** Basis points as the percentage typed and shown: 1250 → "12.5", 8000 → "80", 1 → "0.01". */
export function percentOf(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  const cents = String(abs % 100).padStart(2, '0').replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 100)}${cents ? `.${cents}` : ''}`;
}

/**
 * A typed percentage as basis points: a number, null when nothing is typed, or `'decimals'`
 * (more than two decimals) / `'format'` (not a percentage) for the message to say why not.
 */
export function basisPointsOf(text: string): number | null | 'decimals' | 'format' {
  const v = text.trim().replace(/%$/, '').trim();
  if (v === '') return null;
  const m = PERCENT_RE.exec(v);
  if (m) return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return /^\d+\.\d{3,}$/.test(v) ? 'decimals' : 'format';
}

/**
 * The antd rules of a percentage field (a value in basis points): the typed text refused with why
 * (more than two decimals, no percentage), and the contract's range said in percent.
 */
export function percentRules(t: TFunction, field: string, limits?: { min?: number; max?: number }): Rule[] {
  const rules: Rule[] = [
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return;
        throw new Error(t(basisPointsOf(value) === 'decimals' ? 'form-item.validate.percentDecimals' : 'form-item.validate.percent', { field }));
      },
    },
  ];
  if (limits?.max !== undefined) rules.push({ type: 'number', max: limits.max, message: t('form-item.validate.max', { field, max: `${percentOf(limits.max)}%` }) });
  if (limits?.min !== undefined) rules.push({ type: 'number', min: limits.min, message: t('form-item.validate.min', { field, min: `${percentOf(limits.min)}%` }) });
  return rules;
}
