import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, journalEntries, parseManifest, restoreProblem, schemaAt, type Manifest } from './manifest.ts';

describe('backup manifest', () => {
  const entries = journalEntries();
  const last = entries.at(-1)!;
  const manifest = (schema: Manifest['schema']): Manifest => ({ format: BACKUP_FORMAT, schema, database: 'pglite', created: new Date().toISOString() });

  it('names the schema by its last migration', () => {
    expect(schemaAt(last.when, entries)).toEqual(last);
    expect(schemaAt(1, entries).tag).toBe('unknown');
  });

  it('restores this build\'s schema and an older one, refuses one it does not know', () => {
    expect(restoreProblem(manifest(last), entries)).toBeUndefined();
    expect(restoreProblem(manifest(entries[0]), entries)).toBeUndefined();
    expect(restoreProblem(manifest({ tag: '9999_future', when: last.when + 1 }), entries)).toMatch(/newer than this build knows/);
  });

  it('reads its own manifest and refuses anything else', () => {
    const m = manifest(last);
    expect(parseManifest(JSON.stringify(m))).toEqual(m);
    expect(() => parseManifest('nope')).toThrow(/not a backup file/);
    expect(() => parseManifest(JSON.stringify({ ...m, format: BACKUP_FORMAT + 1 }))).toThrow(/format 2 is newer/);
    expect(() => parseManifest(JSON.stringify({ format: BACKUP_FORMAT }))).toThrow(/incomplete/);
  });
});
