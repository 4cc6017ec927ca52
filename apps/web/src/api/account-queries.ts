import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountRoutes as routes, memberRoutes, type accountEndpoints } from '@app/contract';
import { routeKey } from './query-keys';
import { routeReads, type Touched } from './endpoint';
import { getIndex } from './user';
import { useUserInfo } from '../stores/user-info';

/** The account's reads by their zod-free routes: the overview is the page a member lands on. */
const read = routeReads<typeof accountEndpoints>(routes);

/** The member's own account reads, keyed by their endpoints' routes (`routeKey`). */
export const accountQueries = {
  /**
   * The member info from the bootstrap (`memberEndpoints.index`); the user store is refreshed from
   * it, so the header and every page reading the store show the same balance and score.
   */
  info: () =>
    queryOptions({
      queryKey: routeKey(memberRoutes.index, {}),
      queryFn: async () => {
        const data = await getIndex(false, { showCodeMessage: false, showErrorMessage: false });
        if (Array.isArray(data.userInfo)) return null;
        useUserInfo.getState().dataFill(data.userInfo);
        return data.userInfo;
      },
    }),
  overview: () => read('overview'),
  /** The profile page's settings: the accounts (e-mail, mobile) whose change a code confirms. */
  profile: () => queryOptions({ ...read('profile'), select: (answer) => answer.accountVerificationType }),
  balanceLog: (page: number, limit: number) => queryOptions({ ...read('balance', { page, limit }), placeholderData: keepPreviousData }),
  integralLog: (page: number, limit: number) => queryOptions({ ...read('integral', { page, limit }), placeholderData: keepPreviousData }),
};

/** What a change of the balance shows on: the member info (header, store), the overview's chart, every page of the balance log. */
export const moneyTouches = (): Touched[] => [memberRoutes.index, routes.overview, routes.balance];
/** What a change of the score shows on. */
export const scoreTouches = (): Touched[] => [memberRoutes.index, routes.overview, routes.integral];

/** The balance and score shown to the member: the store's, read again from the server whenever a screen showing them mounts or the window regains focus. */
export function useMemberFigures(): { money: string; score: number } {
  const loggedIn = useUserInfo((s) => s.isLogin());
  useQuery({ ...accountQueries.info(), enabled: loggedIn });
  const money = useUserInfo((s) => s.money);
  const score = useUserInfo((s) => s.score);
  return { money, score };
}
