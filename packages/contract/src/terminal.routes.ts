import type { EndpointRoute } from './endpoint.ts';

/**
 * The terminal's route, zod-free (as first-load.routes.ts): the admin bootstrap's terminal store
 * names it (apps/web/src/stores/terminal.ts) without loading zod; `routineEndpoints.terminal`
 * (routine.ts) spreads it.
 */
export const terminalRoute = { method: 'GET', path: '/admin/ajax/terminal', audience: 'none' } as const satisfies EndpointRoute;
