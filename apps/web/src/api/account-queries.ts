import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints as api, memberEndpoints } from '@app/contract';
import { call, endpointKey, endpointQuery, type Touched } from './endpoint';
import { useUserInfo } from '../stores/user-info';

/** The member's own account reads, keyed by their endpoints (`endpointKey`). */
export const accountQueries = {
  /**
   * The member info from the bootstrap (`memberEndpoints.index`); the user store is refreshed from
   * it, so the header and every page reading the store show the same balance and score.
   */
  info: () =>
    queryOptions({
      queryKey: endpointKey(memberEndpoints.index, {}),
      queryFn: async () => {
        const data = await call(memberEndpoints.index, {}, { showCodeMessage: false, showErrorMessage: false });
        if (Array.isArray(data.userInfo)) return null;
        useUserInfo.getState().dataFill(data.userInfo);
        return data.userInfo;
      },
    }),
  overview: () => endpointQuery(api.overview),
  /** The profile page's settings: the accounts (e-mail, mobile) whose change a code confirms. */
  profile: () => queryOptions({ ...endpointQuery(api.profile), select: (answer) => answer.accountVerificationType }),
  balanceLog: (page: number, limit: number) => queryOptions({ ...endpointQuery(api.balance, { page, limit }), placeholderData: keepPreviousData }),
  integralLog: (page: number, limit: number) => queryOptions({ ...endpointQuery(api.integral, { page, limit }), placeholderData: keepPreviousData }),
};

/** What a change of the balance shows on: the member info (header, store), the overview's chart, every page of the balance log. */
export const moneyTouches = (): Touched[] => [memberEndpoints.index, api.overview, api.balance];
/** What a change of the score shows on. */
export const scoreTouches = (): Touched[] => [memberEndpoints.index, api.overview, api.integral];

/** The balance and score shown to the member: the store's, read again from the server whenever a screen showing them mounts or the window regains focus. */
export function useMemberFigures(): { money: string; score: number } {
  const loggedIn = useUserInfo((s) => s.isLogin());
  useQuery({ ...accountQueries.info(), enabled: loggedIn });
  const money = useUserInfo((s) => s.money);
  const score = useUserInfo((s) => s.score);
  return { money, score };
}
