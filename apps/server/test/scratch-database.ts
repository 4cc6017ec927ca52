import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (a test server's or the e2e
 * server's), and how to drop it again. A fixed `name` replaces a database of that name left by a
 * run that was killed before it could drop it.
 */
export async function createScratchDatabase(serverUrl: string, name = `t_${crypto.randomBytes(6).toString('hex')}`): Promise<{ url: string; drop(): Promise<void> }> {
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
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
