import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server of `serverUrl` (a test server's or the e2e server's),
 * empty or a copy of `template` (a database name made by the tests: it is put into SQL), and how
 * to drop it again. A fixed `name` replaces a database of that name left by a run that was killed
 * before it could drop it.
 */
export async function createScratchDatabase(serverUrl: string, { name = `t_${crypto.randomBytes(6).toString('hex')}`, template }: { name?: string; template?: string } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  if (template && !/^t_[a-z0-9_]+$/.test(template)) throw new Error(`template ${template}: not a test database's name`);
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
