import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * `GET /admin/Search/index` (issue 35, item 1): the command palette's record search. Each source
 * is a resource the admin may list (its `index` node): the resource's quick-search fields (members
 * also by mobile), within the admin's data scope exactly as the resource's own list applies it, at
 * most ADMIN_SEARCH_LIMIT rows, newest first. A source the admin may not list is `null`.
 */

/** Rows per source. */
export const ADMIN_SEARCH_LIMIT = 5;
/** The shortest term the trigram indexes serve (a shorter one would read the whole index). */
export const ADMIN_SEARCH_MIN = 3;
export const ADMIN_SEARCH_MAX = 50;

export const adminSearchInput = z.object({
  q: z
    .string({ error: 'Please enter at least 3 characters to search' })
    .trim()
    .min(ADMIN_SEARCH_MIN, 'Please enter at least 3 characters to search')
    .max(ADMIN_SEARCH_MAX, 'Please enter at most 50 characters to search'),
});

export const adminSearchOrder = z.object({ id: z.number().int(), order_no: z.string(), status: z.string(), shop_name: z.string().nullable() });
export const adminSearchMember = z.object({ id: z.number().int(), username: z.string(), nickname: z.string(), mobile: z.string() });
export const adminSearchShop = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const adminSearchResult = z.object({
  /** `order/order/index`: by order number. */
  orders: z.array(adminSearchOrder).nullable(),
  /** `user/user/index`: by id, username, nickname or mobile. */
  members: z.array(adminSearchMember).nullable(),
  /** `shop/shop/index`: by name or code. */
  shops: z.array(adminSearchShop).nullable(),
});
export type AdminSearchResult = z.output<typeof adminSearchResult>;
export type AdminSearchSource = keyof AdminSearchResult;

export const adminSearchEndpoints = {
  /** No node of its own: it answers only rows of the resources whose list the admin holds. */
  index: endpoint({
    method: 'GET',
    path: '/admin/Search/index',
    audience: { admin: false },
    input: adminSearchInput,
    output: adminSearchResult,
    summary: 'Command palette: records by their quick-search fields in the resources the admin may list',
  }),
};
