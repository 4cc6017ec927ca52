import type { ActionContext } from '../../core/crud/index.ts';

/**
 * After rules, groups or an admin's status or groups changed: reload the rule table and
 * re-resolve every session, so the change applies to the next request (other instances see
 * it within the session cache's second).
 */
export function rbacChanged(c: ActionContext) {
  c.app.adminRules.invalidate();
  c.app.sessions.forgetAll();
}
