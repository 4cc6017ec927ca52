/**
 * `npm run admin -- <command>`: what an operator with shell access does to the install without
 * signing in. Opens the database as `npm start` would (DATABASE_URL, else the embedded database
 * in DATA_DIR, which must not be open in a running server).
 *
 *   reset-2fa <username>   turns off an administrator's second factor (a sole super
 *                          administrator who lost the device: shell access is the proof)
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

const USAGE = 'usage: npm run admin -- reset-2fa <username>';

class Refusal extends Error {}

/** The embedded database may be opened by one process: refuse while a server holds it. */
function checkEmbeddedFree(config: Config) {
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) throw new Refusal(`no database in ${pgdata}: set DATA_DIR (or DATABASE_URL) as for npm start`);
  // PGlite keeps this file while the database is open and removes it when it closes
  if (fs.existsSync(path.join(pgdata, 'postmaster.pid'))) {
    throw new Refusal(`the database in ${pgdata} is in use by a running server: stop it first (if none runs, it stopped abruptly: start and stop it once)`);
  }
}

async function resetTwoFactor(database: Database, username: string): Promise<string> {
  const [admin] = await database.rows<{ id: number }>(sql`select id from admin where username = ${username}`);
  if (!admin) throw new Refusal(`no administrator is named ${username}`);
  const removed = await database.rows(sql`delete from admin_two_factor where admin_id = ${admin.id} returning admin_id`);
  if (!removed.length) throw new Refusal(`${username} has no two-factor authentication`);
  await database.rows(sql`delete from token where user_id = ${admin.id} and type in ('admin-2fa', 'admin-2fa-keep')`);
  // in the admin log like a reset from the back office, by the console
  await database.rows(sql`
    insert into admin_log (admin_id, username, url, title, data, ip, useragent)
    values (0, 'console', 'npm run admin -- reset-2fa', 'Reset two-factor authentication', ${JSON.stringify({ username })}, '', 'command line')`);
  return `two-factor authentication of ${username} is off: they sign in with their password alone now, and can set it up again from their profile`;
}

export async function runAdminCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, username] = args;
  if (command !== 'reset-2fa' || !username) throw new Refusal(USAGE);
  const config = loadConfig(env);
  if (!config.databaseUrl) checkEmbeddedFree(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: 2, dataDir: config.dataDir });
  try {
    return await resetTwoFactor(database, username);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  runAdminCommand(process.argv.slice(2)).then(
    (done) => console.log(done),
    (e: Error) => {
      console.error(e instanceof Refusal ? e.message : e.message.replace(/\n\s*/g, ' '));
      process.exitCode = 1;
    },
  );
}
