import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** Whether the signed-in admin has seen (finished or dismissed) the back office's first-run tour (issue 35). */
export const adminTourState = z.object({ seen: z.boolean() });
export type AdminTourState = z.output<typeof adminTourState>;

/** `POST /admin/routine.AdminInfo/setTour`: `seen: true` once the tour is finished or dismissed; `false` offers it again at the next sign-in. */
export const adminTourInput = z.strictObject({ seen: z.boolean() });
export type AdminTourInput = z.input<typeof adminTourInput>;

/** The signed-in admin's own tour flag: any signed-in admin, only their own (no id is taken). */
export const adminTourEndpoints = {
  state: endpoint({ method: 'GET', path: '/admin/routine.AdminInfo/tour', audience: { admin: false }, output: adminTourState, summary: 'Whether I have seen the first-run tour' }),
  set: endpoint({
    method: 'POST',
    path: '/admin/routine.AdminInfo/setTour',
    audience: { admin: false },
    input: adminTourInput,
    output: adminTourState,
    summary: 'Mark the first-run tour seen (or offer it again)',
  }),
};
