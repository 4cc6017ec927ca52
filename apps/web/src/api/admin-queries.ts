import { queryOptions } from '@tanstack/react-query';
import { request } from './request';
import { adminKeys } from './query-keys';
import type { Write } from './write';

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

/** A declared action on one row (`POST /admin/<path>/<route>`): its detail is read again, and every table of the resource. */
export function adminAction(path: string): Write<AdminAction, unknown> {
  return {
    run: ({ id, route, data }) => request({ url: `/admin/${path}/${route}`, method: 'POST', data: { id, ...data } }, { showSuccessMessage: true }),
    touches: ({ id }) => [adminKeys.detail(path, id), adminKeys.table(path)],
  };
}
