import { request } from '../../../../api/request';
import type { LedgerKind } from './ledger';

/** The member and balance the add form shows (`GET add?userId=`, reference 10.2). */
export interface LedgerUser {
  id: number;
  username: string;
  nickname: string;
  /** Yuan ("12.30"). */
  money: string;
  score: number;
}

/** The ledger controller of each kind. */
export const LEDGER_RESOURCE: Record<LedgerKind, string> = { money: 'user.MoneyLog', score: 'user.ScoreLog' };

export async function loadLedgerUser(kind: LedgerKind, userId: string | number): Promise<LedgerUser> {
  const { data } = await request<{ user: LedgerUser }>(
    { url: `/admin/${LEDGER_RESOURCE[kind]}/add`, method: 'GET', params: { userId } },
    { cancelDuplicateRequest: false },
  );
  return data.user;
}
