import { relationAdminEndpoints as api, relationDescription } from '@app/contract';
import { endpointQuery, endpointWrite } from '../../../../api/endpoint';
import { resourceKeys } from '../../../../api/query-keys';

/** A member's direct invitees (0: the members at the top who have a team), keyed by the endpoint. */
export const childrenQuery = (userId: number) => endpointQuery(api.children, { user_id: userId, limit: 200 });

/** Moving or unbinding members changes the tree's levels and the list's uplines and team sizes. */
const relationTouches = () => [api.children, resourceKeys.list(relationDescription.path)];
export const moveWrite = endpointWrite(api.move, { touches: relationTouches, options: { showSuccessMessage: true } });
export const unbindWrite = endpointWrite(api.unbind, { touches: relationTouches, options: { showSuccessMessage: true } });
