import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/** `/admin/routine.AdminInfo/tour` and `setTour` (issue 35): the signed-in admin's own first-run tour flag. */

let s: TestServer;
let superH: Record<string, string>;
let bob: { id: number; token: string };
let bobH: Record<string, string>;

const state = (headers: Record<string, string>) => s.call('GET', '/admin/routine.AdminInfo/tour', { headers });
const set = (headers: Record<string, string>, body: unknown) => s.call('POST', '/admin/routine.AdminInfo/setTour', { headers: { ...headers, 'think-lang': 'en' }, body });
const rows = async () => (await s.ctx.database.rows<{ admin_id: number }>(sql`select admin_id from admin_tour order by admin_id`)).map((r) => r.admin_id);

beforeAll(async () => {
  s = await startTestServer();
  superH = { batoken: (await loginAdmin(s)).token };
  // a group with no rule at all: the flag needs only a sign-in
  const group = await makeGroup(s.call, superH.batoken, 'Nothing', []);
  bob = await makeAdmin(s.call, superH.batoken, 'bob', [group]);
  bobH = { batoken: bob.token };
});
afterAll(() => s.close());

describe('the first-run tour flag', () => {
  it('is unseen for a new admin, set by them for them only, and offered again with seen false', async () => {
    expect((await state(bobH)).body).toMatchObject({ code: 1, data: { seen: false } });
    expect((await state(superH)).body).toMatchObject({ code: 1, data: { seen: false } });

    const mark = await set(bobH, { seen: true });
    expect(mark.body).toMatchObject({ code: 1, data: { seen: true } });
    expect((await state(bobH)).body.data).toEqual({ seen: true });
    // the other admin's flag is untouched
    expect((await state(superH)).body.data).toEqual({ seen: false });
    expect(await rows()).toEqual([bob.id]);

    // twice is the same
    expect((await set(bobH, { seen: true })).body.data).toEqual({ seen: true });
    expect(await rows()).toEqual([bob.id]);

    expect((await set(bobH, { seen: false })).body.data).toEqual({ seen: false });
    expect((await state(bobH)).body.data).toEqual({ seen: false });
    expect(await rows()).toEqual([]);
  });

  it('takes no admin id: a body naming another admin is refused and changes nothing', async () => {
    const res = await set(bobH, { seen: true, admin_id: 1 });
    expect(res.body.code).toBe(0);
    expect(await rows()).toEqual([]);
  });

  it('refuses a seen that is not a boolean, or missing, with the envelope error', async () => {
    for (const body of [{ seen: 'yes' }, { seen: 1 }, {}, { seen: null }]) {
      const res = await set(bobH, body);
      expect(res.body.code, JSON.stringify(body)).toBe(0);
      expect(res.body.msg).toBeTruthy();
    }
    expect(await rows()).toEqual([]);
  });

  it('needs a signed-in admin', async () => {
    expect((await state({})).body.code).toBe(303);
    expect((await set({}, { seen: true })).body.code).toBe(303);
    expect(await rows()).toEqual([]);
  });
});
