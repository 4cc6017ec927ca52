import { queryOptions } from '@tanstack/react-query';
import { dashboardEndpoints, gatewayRefundDescription, routineEndpoints, type AnyEndpoint } from '@app/contract';
import { call, endpointKey } from './endpoint';
import { resourceKeys } from './query-keys';
import type { Write } from './write';

/** The dashboard (`GET /admin/Dashboard/index`): its rule's remark and the operator's figures. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: endpointKey(dashboardEndpoints.index),
    // the page says itself when the figures do not load
    queryFn: () => call(dashboardEndpoints.index, undefined, { showErrorMessage: false, showCodeMessage: false }),
  });

/** Super admin: clear the server cache (`tp`: the framework cache, `all`: everything). */
export const clearServerCache = (type: 'tp' | 'all') => call(routineEndpoints.clearCache, { type }, { showSuccessMessage: true });

/** A step on one row of a resource read by `detail` (`order.Order`, `order.AfterSale`): the declared `step` called with the row's id and its fields. */
export interface RowStep {
  step: AnyEndpoint;
  id: number;
  data?: Record<string, unknown>;
}

/**
 * The steps on rows of the resource at `path`: the row's detail is read again, every table of the
 * resource, the dashboard's figures, and the gateway refunds (a refund of a WeChat Pay order, or
 * an after-sale's, queues one).
 */
export function rowSteps(detail: AnyEndpoint, path: string): Write<RowStep, unknown> {
  return {
    run: ({ step, id, data }) => call(step, { id, ...data } as never, { showSuccessMessage: true }),
    touches: ({ id }) => [endpointKey(detail, { id } as never), resourceKeys.list(path), endpointKey(dashboardEndpoints.index), resourceKeys.list(gatewayRefundDescription.path)],
  };
}
