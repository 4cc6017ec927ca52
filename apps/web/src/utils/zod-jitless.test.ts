import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodJitless, type ZodGlobal } from './zod-jitless';

describe('zodJitless', () => {
  it('sets the configuration zod reads', () => {
    zodJitless(globalThis as ZodGlobal);
    expect(z.config().jitless).toBe(true);
  });

  it('creates the configuration when zod has not loaded yet', () => {
    const global: ZodGlobal = {};
    zodJitless(global);
    expect(global.__zod_globalConfig).toEqual({ jitless: true });
  });
});
