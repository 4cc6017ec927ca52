import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('takes an empty variable as not set (`DATA_DIR=` is the default folder, not the current one)', () => {
    const c = loadConfig({ INIT_CWD: '/srv/app', DATA_DIR: '', DATABASE_URL: '', PORT: '' });
    expect(c.dataDir).toBe(path.resolve('/srv/app', 'data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.port).toBe(8000);
  });

  it('refuses a bad value with the variable named', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
