import { centsOf, withdrawFee, type WithdrawChannel } from '@app/contract';

/** What the apply form previews: nothing yet, more than the wallet holds, or the fee and what arrives (cents). */
export type WithdrawQuote = { kind: 'none' } | { kind: 'exceeds' } | { kind: 'ok'; fee: number; pay: number };

/**
 * The preview of withdrawing `amount` (yuan as typed) from a wallet of `money` (yuan): never a
 * sum to receive that the wallet cannot pay (the server refuses it; the form says so first).
 */
export function withdrawQuote(amount: string | undefined, money: string, rateBp: number, channel: WithdrawChannel | undefined): WithdrawQuote {
  const cents = centsOf(amount ?? '');
  if (!cents || cents <= 0 || !channel) return { kind: 'none' };
  if (exceedsWallet(amount, money)) return { kind: 'exceeds' };
  const fee = withdrawFee(cents, rateBp, channel);
  return { kind: 'ok', fee, pay: cents - fee };
}

/** Whether an amount typed is more than the wallet holds (the form's check before it asks the server). */
export const exceedsWallet = (amount: string | undefined, money: string): boolean => (centsOf(amount ?? '') ?? 0) > (centsOf(money) ?? 0);
