import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';
import { loadSecretsKey } from '../secrets.ts';

describe('secret box (AES-256-GCM)', () => {
  const key = crypto.randomBytes(32);

  it('round-trips, with a fresh IV each time, and never holds the plain text', () => {
    const a = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    const b = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and an altered value', () => {
    const sealed = sealSecret(key, 'secret');
    expect(() => openSecret(crypto.randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('sEcret').toString('base64url');
    expect(() => openSecret(key, parts.join('.'))).toThrow();
    expect(() => openSecret(key, 'plain')).toThrow();
  });
});

describe('loadSecretsKey', () => {
  it('generates DATA_DIR/secrets.key (0600) once, then reads it; SECRETS_KEY wins', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-key-'));
    const first = loadSecretsKey(dir);
    const file = path.join(dir, 'secrets.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey(dir).equals(first)).toBe(true);
    const fromEnv = loadSecretsKey(dir, 'x'.repeat(32));
    expect(fromEnv.equals(first)).toBe(false);
    expect(fromEnv).toHaveLength(32);
    expect(() => loadSecretsKey(dir, 'short')).toThrow(/SECRETS_KEY/);
    fs.rmSync(dir, { recursive: true });
  });
});
