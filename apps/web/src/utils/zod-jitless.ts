/** Where zod 4 keeps its configuration (`z.config` writes it; zod creates it when it loads first). */
export type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * Turns zod's compiled parsers off (`z.config({ jitless: true })`) without importing zod: the
 * entry sets it before any schema parses, and a page that never parses does not load zod.
 */
export function zodJitless(global: ZodGlobal): void {
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
