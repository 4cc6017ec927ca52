import { ledgerEndpoints, type LedgerMember } from '@app/contract';
import { call } from '../../../../api/endpoint';
import type { LedgerKind } from './ledger';

/** The member and balance the add form shows (`GET add?userId=`, reference 10.2). */
export type LedgerUser = LedgerMember;

/** The ledger controller of each kind. */
export const LEDGER_RESOURCE: Record<LedgerKind, string> = { money: 'user.MoneyLog', score: 'user.ScoreLog' };

const ADD_FORM = { money: ledgerEndpoints.moneyAddForm, score: ledgerEndpoints.scoreAddForm } as const;

export async function loadLedgerUser(kind: LedgerKind, userId: string | number): Promise<LedgerUser> {
  return (await call(ADD_FORM[kind], { userId: String(userId) }, { cancelDuplicateRequest: false })).user;
}
