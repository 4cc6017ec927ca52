import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The token HMAC key: TOKEN_SECRET from the environment (required when several instances share
 * one database), else a key generated at first start into the data folder.
 */
export function loadTokenSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secret.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, key + '\n', { mode: 0o600, flag: 'wx' });
    return key;
  }
}
