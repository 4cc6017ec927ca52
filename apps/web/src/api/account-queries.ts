import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getBalanceLog, getIntegralLog, getOverview } from './account';
import { getIndex } from './user';
import { accountKeys } from './query-keys';
import { useUserInfo } from '../stores/user-info';

/** The member's own account reads (keys: `accountKeys`). */
export const accountQueries = {
  /**
   * The member info from the bootstrap; the user store is refreshed from it, so the header and
   * every page reading the store show the same balance and score.
   */
  info: () =>
    queryOptions({
      queryKey: accountKeys.info(),
      queryFn: async () => {
        const data = await getIndex(false, { showCodeMessage: false, showErrorMessage: false });
        if (Array.isArray(data.userInfo)) return null;
        useUserInfo.getState().dataFill(data.userInfo);
        return data.userInfo;
      },
    }),
  overview: () => queryOptions({ queryKey: accountKeys.overview(), queryFn: () => getOverview() }),
  balanceLog: (page: number, limit: number) =>
    queryOptions({ queryKey: accountKeys.balanceLog(page), queryFn: () => getBalanceLog(page, limit), placeholderData: keepPreviousData }),
  integralLog: (page: number, limit: number) =>
    queryOptions({ queryKey: accountKeys.integralLog(page), queryFn: () => getIntegralLog(page, limit), placeholderData: keepPreviousData }),
};

/** The balance and score shown to the member: the store's, read again from the server whenever a screen showing them mounts or the window regains focus. */
export function useMemberFigures(): { money: string; score: number } {
  const loggedIn = useUserInfo((s) => s.isLogin());
  useQuery({ ...accountQueries.info(), enabled: loggedIn });
  const money = useUserInfo((s) => s.money);
  const score = useUserInfo((s) => s.score);
  return { money, score };
}

