import { queryOptions } from '@tanstack/react-query';
import { request } from './request';
import { getDashboardIndex } from './admin';
import { adminKeys } from './query-keys';
import type { Write } from './write';

/** The dashboard (`GET /admin/Dashboard/index`): its rule's remark and the operator's figures. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: async () => (await getDashboardIndex()).data,
  });

/** A back-office row's detail read (`GET /admin/<path>/detail?id=`), e.g. `order.Order`. */
export function adminDetail<T>(path: string, id: number) {
  return queryOptions({
    queryKey: adminKeys.detail(path, id),
    queryFn: async () => (await request<T>({ url: `/admin/${path}/detail`, method: 'GET', params: { id } })).data,
  });
}

export interface AdminAction {
  id: number;
  /** The declared action's route (`refund`, `approve`…). */
  route: string;
  data?: Record<string, unknown>;
}

/** A declared action on one row (`POST /admin/<path>/<route>`): its detail is read again, every table of the resource, and the dashboard's figures. */
export function adminAction(path: string): Write<AdminAction, unknown> {
  return {
    run: ({ id, route, data }) => request({ url: `/admin/${path}/${route}`, method: 'POST', data: { id, ...data } }, { showSuccessMessage: true }),
    touches: ({ id }) => [adminKeys.detail(path, id), adminKeys.table(path), adminKeys.dashboard()],
  };
}
