/**
 * The permission check of the current page (reference 3.5), from the route rules:
 * `auth('add')`, `auth('edit')`, `auth('del')`, `auth('sortable')`.
 */
export { useAuth, type AuthCheck } from '../../app/rules/auth-node';
