import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A token key shorter than this is guessable enough to forge stored token hashes. */
export const TOKEN_SECRET_MIN_BYTES = 32;

/** Why a token key cannot be used, or undefined. */
export function secretProblem(secret: string): string | undefined {
  const bytes = Buffer.byteLength(secret);
  if (bytes < TOKEN_SECRET_MIN_BYTES) return `the token secret is ${bytes} bytes long; it must be at least ${TOKEN_SECRET_MIN_BYTES} (e.g. \`openssl rand -hex 32\`)`;
  return undefined;
}

/**
 * The token HMAC key: TOKEN_SECRET from the environment (required when several instances share
 * one database), else a key generated at first start into the data folder.
 */
export function loadTokenSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return usable(fromEnv, 'TOKEN_SECRET');
  const file = path.join(dataDir, 'secret.key');
  let stored: string;
  try {
    stored = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, key + '\n', { mode: 0o600, flag: 'wx' });
    return key;
  }
  return usable(stored, file);
}

function usable(secret: string, source: string): string {
  const problem = secretProblem(secret);
  if (problem) throw new Error(`${source}: ${problem}`);
  return secret;
}

/**
 * The key that encrypts secrets kept in the database (the admins' TOTP secrets): SECRETS_KEY
 * from the environment (required when several instances share one database), else a key
 * generated at first start into `DATA_DIR/secrets.key` (0600; backups take `DATA_DIR/*.key`
 * with the database, which is useless without it). Answers the 32-byte AES key derived from it.
 */
export function loadSecretsKey(dataDir: string, fromEnv?: string): Buffer {
  const file = path.join(dataDir, 'secrets.key');
  let material: string;
  if (fromEnv) material = usable(fromEnv, 'SECRETS_KEY');
  else {
    try {
      material = usable(fs.readFileSync(file, 'utf8').trim(), file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      fs.mkdirSync(dataDir, { recursive: true });
      material = crypto.randomBytes(32).toString('hex');
      try {
        fs.writeFileSync(file, material + '\n', { mode: 0o600, flag: 'wx' });
      } catch (raced) {
        // another instance on the same folder wrote it first: use theirs
        if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
        material = usable(fs.readFileSync(file, 'utf8').trim(), file);
      }
    }
  }
  return crypto.createHash('sha256').update(material).digest();
}
