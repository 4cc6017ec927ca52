import os from 'node:os';
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

  it('turns /metrics on with METRICS_TOKEN or METRICS_ALLOW, and refuses a short token or a bad address', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '0123456789abcdef' }).metrics).toEqual({ token: '0123456789abcdef', allow: undefined });
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8,::1' }).metrics).toEqual({ token: undefined, allow: '10.0.0.0/8,::1' });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: '0123456789 abcdef' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/METRICS_ALLOW: Invalid IP or CIDR: 10.0.0.0\/33/);
  });

  it('sizes the PostgreSQL pool from the cores unless DATABASE_POOL_MAX says', () => {
    expect(loadConfig({}).databasePoolMax).toBe(Math.max(4, 2 * os.availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_MAX: '6' }).databasePoolMax).toBe(6);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/);
  });
});
