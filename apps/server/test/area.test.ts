import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedAreas } from '../src/db/seed/area.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let h: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

const counts = async () =>
  (await s.ctx.database.rows<{ level: number; n: number }>(sql`select level, count(*)::int as n from area group by level order by level`)).map((r) => r.n);
const area = (query = '', headers: Record<string, string> = {}) => s.call('GET', `/api/ajax/area${query}`, { headers });

describe('area data', () => {
  it('is imported at start-up: provinces, cities and districts with codes as ids', async () => {
    expect(await counts()).toEqual([34, 343, 3311]);
    const [row] = await s.ctx.database.rows(sql`select id, pid, name, level, mergename, code from area where id = 130102`);
    expect(row).toEqual({ id: 130102, pid: 130100, name: '长安区', level: 3, mergename: '河北省,石家庄市,长安区', code: '0311' });
    const orphans = await s.ctx.database.rows(sql`select a.id from area a left join area p on p.id = a.pid where a.pid <> 0 and (p.id is null or p.level <> a.level - 1)`);
    expect(orphans).toEqual([]);
  });

  it('importing again changes nothing; an emptied table is filled again', async () => {
    await seedAreas(s.ctx.db);
    expect(await counts()).toEqual([34, 343, 3311]);
    await s.change(sql`delete from area`);
    const t0 = performance.now();
    await seedAreas(s.ctx.db);
    const ms = performance.now() - t0;
    console.log(`area import: ${Math.round(ms)} ms on ${s.ctx.database.kind}`);
    expect(await counts()).toEqual([34, 343, 3311]);
  });
});

describe('GET /api/ajax/area and /admin/ajax/area', () => {
  it('no parameters: the provinces as {value, label}', async () => {
    const res = await area();
    expect(res.body.code).toBe(1);
    expect(res.body.data).toHaveLength(34);
    expect(res.body.data[0]).toEqual({ value: 110000, label: '北京市' });
    expect((await area('?province=&city=')).body.data).toHaveLength(34);
  });

  it('province: its cities; province and city: the districts', async () => {
    const cities = (await area('?province=130000')).body.data;
    expect(cities).toContainEqual({ value: 130100, label: '石家庄市' });
    expect(cities).toHaveLength(11);
    const districts = (await area('?province=130000&city=130100')).body.data;
    expect(districts).toContainEqual({ value: 130102, label: '长安区' });
    expect(districts.every((d: { value: number }) => Math.floor(d.value / 100) === 1301)).toBe(true);
  });

  it('a municipality has one city of its own name, so every address has three levels', async () => {
    expect((await area('?province=110000')).body.data).toEqual([{ value: 110100, label: '北京市' }]);
    const districts = (await area('?province=110000&city=110100')).body.data;
    expect(districts).toContainEqual({ value: 110105, label: '朝阳区' });
    expect(districts).toHaveLength(16);
    expect((await area('?province=420000')).body.data).toContainEqual({ value: 429000, label: '省直辖县级行政区划' });
  });

  it('refuses parameters that are not ids', async () => {
    for (const q of ['?province=abc', '?province=1.5', '?city=-3', "?province=1%20or%201=1", '?province=99999999999']) {
      const res = await area(q, { 'think-lang': 'en' });
      expect(res.body.code, q).toBe(0);
      expect(res.body.msg, q).toMatch(/^Parameter (province|city) is invalid/);
    }
    expect((await area('?province=999999')).body).toMatchObject({ code: 1, data: [] });
  });

  it('the admin route needs a login and no permission node', async () => {
    expect((await s.call('GET', '/admin/ajax/area')).body.code).toBe(303);
    const res = await s.call('GET', '/admin/ajax/area?province=110000', { headers: h });
    expect(res.body).toMatchObject({ code: 1, data: [{ value: 110100, label: '北京市' }] });
  });
});
