// `npm run restore -- FILE [--force]`: restores a backup file into the data folder and database
// `npm start` would serve (DATA_DIR, DATABASE_URL); see core/backup/restore.ts for what it refuses.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../core/backup/restore.ts';

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new Error('usage: npm run restore -- FILE [--force]');
  const config = loadConfig();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  const manifest = await restoreBackup(file, { dataDir: config.dataDir, databaseUrl: config.databaseUrl }, { force: values.force, log: (line) => console.log(line) });
  console.log(`Restored the backup of ${manifest.created} (schema ${manifest.schema.tag}) into ${config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir}; start the server (it migrates an older schema forward).`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`Restore failed: ${(e as Error).message}`);
    process.exit(1);
  },
);
