import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idInput } from './numbers.ts';

/**
 * Signed-in sessions (issue #33 item 4): each sign-in of an admin or a member, with the device
 * and address it came from, that its owner can see and end. Admin own:
 * `GET /admin/routine.AdminInfo/sessions`, `POST /admin/routine.AdminInfo/endSession`; a super
 * administrator for any admin: `GET /admin/auth.Admin/sessions?id=`, `POST /admin/auth.Admin/endSessions`;
 * member own: `GET /api/account/sessions`, `POST /api/account/endSession`.
 */

/** One session as its list shows it; times in unix seconds. */
export const sessionRow = z.object({
  id: z.number().int(),
  /** "Chrome 120 on Windows" in the reader's language; '' when the browser told nothing. */
  device: z.string(),
  ip: z.string(),
  create_time: z.number().int(),
  last_seen_time: z.number().int(),
  /** The session of the request that asked (always false in another admin's list). */
  current: z.boolean(),
});
export type SessionRow = z.output<typeof sessionRow>;

/** The answer of every session list: the live sessions, the most recently seen first. */
export const sessionList = z.object({ list: z.array(sessionRow) });
export type SessionList = z.output<typeof sessionList>;

/** End one of my sessions (`{id}`, the current one too: that signs me out) or every other one (`{others: true}`). */
export const endSessionInput = z
  .strictObject({ id: idInput().optional(), others: z.literal(true).optional() })
  // one object rather than a union, so that a loose id is refused at `id` (test/input-strictness.test.ts)
  .refine((v) => (v.id === undefined) !== (v.others === undefined), 'Please choose a session')
  .transform((v): { id: number } | { others: true } => (v.id !== undefined ? { id: v.id } : { others: true }));
export type EndSessionInput = z.input<typeof endSessionInput>;

/** The answer of ending sessions: how many were ended. */
export const endSessionOutput = z.object({ ended: z.number().int() });
export type EndSessionOutput = z.output<typeof endSessionOutput>;

/** A super administrator's view of an admin's sessions. */
export const adminSessionsQuery = z.object({ id: idInput() });
export type AdminSessionsQuery = z.input<typeof adminSessionsQuery>;

/** A super administrator ends one session of an admin (`session`), or all of them. */
export const endAdminSessionsInput = z.object({ id: idInput(), session: idInput().optional() });
export type EndAdminSessionsInput = z.input<typeof endAdminSessionsInput>;

/** The endpoints of sessions. */
export const sessionEndpoints = {
  /** My sessions in the back office: any signed-in admin, like the profile itself. */
  adminOwn: endpoint({
    method: 'GET',
    path: '/admin/routine.AdminInfo/sessions',
    audience: { admin: false },
    output: sessionList,
    summary: 'My signed-in sessions (device, address, signed in, last seen; the current one marked)',
  }),
  endAdminOwn: endpoint({
    method: 'POST',
    path: '/admin/routine.AdminInfo/endSession',
    audience: { admin: false },
    input: endSessionInput,
    output: endSessionOutput,
    summary: 'End one of my sessions (`id`; the current one signs me out) or every other one (`others: true`)',
  }),
  /** Any admin's sessions: super administrators only (no group node opens them: ending them is more than editing the row). */
  ofAdmin: endpoint({
    method: 'GET',
    path: '/admin/auth.Admin/sessions',
    audience: { admin: true, superAdmin: true },
    input: adminSessionsQuery,
    output: sessionList,
    summary: "An admin's signed-in sessions (super administrators only)",
  }),
  endOfAdmin: endpoint({
    method: 'POST',
    path: '/admin/auth.Admin/endSessions',
    audience: { admin: true, superAdmin: true },
    input: endAdminSessionsInput,
    output: endSessionOutput,
    summary: 'End one session of an admin (`session`) or all of them (super administrators only)',
  }),
  /** A member's own: any signed-in member (no group node), like the address proofs. */
  member: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    audience: { member: false },
    output: sessionList,
    summary: 'My signed-in sessions (device, address, signed in, last seen; the current one marked)',
  }),
  endMember: endpoint({
    method: 'POST',
    path: '/api/account/endSession',
    audience: { member: false },
    input: endSessionInput,
    output: endSessionOutput,
    summary: 'End one of my sessions (`id`; the current one signs me out) or every other one (`others: true`)',
  }),
};
