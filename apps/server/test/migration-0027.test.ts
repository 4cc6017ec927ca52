import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../src/db/client.ts';
import { configSeeds } from '../src/db/seed/config.ts';
import { DEFAULT_AGREEMENT } from '../src/modules/distribution/agreement.ts';
import { databaseBefore } from './migration-support.ts';

// Migration 0027 (seed_defaults) on a database at the migration before it: the placeholder site
// name and the empty agent agreement of an older seed are replaced, an operator's own values stay.
const { folder, openBefore } = databaseBefore('_seed_defaults');

type Row = { name: string; value: string; rule: string; tip: string };
const rows = async (database: Database) =>
  Object.fromEntries(
    (await database.rows<Row>(sql`select name, value, rule, tip from config where name in ('site_name', 'distribution_agreement', 'distribution_agreement_en')`)).map((r) => [r.name, r]),
  );

/** The rows an install seeded before 0027 had, with the given values. */
async function seededBefore(siteName: string, agreement: string) {
  const database = await openBefore();
  await database.db.execute(sql`insert into config (name, "group", title, type, value) values ('config_group', 'basics', 'Config group', 'array', '[]')`);
  await database.db.execute(sql`insert into config (name, "group", title, type, value, rule) values ('site_name', 'basics', 'Site Name', 'string', ${siteName}, 'required')`);
  await database.db.execute(
    sql`insert into config (name, "group", title, tip, type, value) values ('distribution_agreement', 'distribution', 'Agent agreement', 'Shown to members applying to become agents', 'textarea', ${agreement})`,
  );
  await migrate(database.db as never, { migrationsFolder: folder });
  return rows(database);
}

const seed = (name: string) => configSeeds.find((c) => c.name === name)!;

describe('migration 0027', () => {
  it('replaces the placeholder site name and the empty agreement with the seed\'s defaults', async () => {
    const r = await seededBefore('站点名称', '');
    expect(r.site_name).toEqual({ name: 'site_name', value: seed('site_name').value, rule: seed('site_name').rule ?? '', tip: seed('site_name').tip });
    expect(r.site_name.value).toBe('');
    expect(r.distribution_agreement).toMatchObject({ value: DEFAULT_AGREEMENT['zh-cn'], tip: seed('distribution_agreement').tip });
    expect(r.distribution_agreement_en).toMatchObject({ value: DEFAULT_AGREEMENT.en, tip: seed('distribution_agreement_en').tip });
    expect(seed('distribution_agreement').value).toBe(DEFAULT_AGREEMENT['zh-cn']);
    expect(seed('distribution_agreement_en').value).toBe(DEFAULT_AGREEMENT.en);
  });

  it("keeps an operator's own site name and agreement (English left empty: their agreement is shown)", async () => {
    const r = await seededBefore('My Chain', '我们的协议');
    expect(r.site_name).toMatchObject({ value: 'My Chain', rule: 'required' });
    expect(r.distribution_agreement.value).toBe('我们的协议');
    expect(r.distribution_agreement_en.value).toBe('');
  });

  it('an empty database gets no settings (the seed writes them)', async () => {
    const database = await openBefore();
    await migrate(database.db as never, { migrationsFolder: folder });
    expect(await rows(database)).toEqual({});
  });
});
