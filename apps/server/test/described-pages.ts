import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { FieldDescription, ResourceDescription } from '@app/contract';
import type { TestServer } from './helpers.ts';

/** The contract files of the CRUD generator's pages (`packages/contract/src/generated/`). */
export const GENERATED_CONTRACTS = path.resolve(import.meta.dirname, '../../../packages/contract/src/generated');

/** The descriptions a generated contract file exports. */
export async function generatedDescriptions(file: string): Promise<ResourceDescription[]> {
  const exports = (await import(file)) as Record<string, unknown>;
  return Object.values(exports).filter((v): v is ResourceDescription => typeof v === 'object' && v !== null && 'path' in v && 'fields' in v && 'row' in v);
}

/** Every description of the generated pages on disk. */
export async function generatedPageDescriptions(): Promise<ResourceDescription[]> {
  if (!fs.existsSync(GENERATED_CONTRACTS)) return [];
  const files = fs.readdirSync(GENERATED_CONTRACTS).filter((f) => f.endsWith('.ts'));
  return (await Promise.all(files.map((f) => generatedDescriptions(path.join(GENERATED_CONTRACTS, f))))).flat();
}

/** A value add takes for a described field, read from its description alone (its enum, view and kind). */
function sample(f: FieldDescription): unknown {
  if (f.enum?.length) return f.enum[0].value;
  if (f.ref) return f.ref.multiple ? '' : 0;
  switch (f.view) {
    case 'password': return 'secret-1';
    case 'float': return '1.5';
    case 'date': return '2026-01-02';
    case 'time': return '12:00:00';
    case 'year': return 2026;
    case 'array': return [{ key: 'k', value: 'v' }];
    case 'city': case 'images': case 'files': return '';
  }
  if (f.kind === 'number') return 1;
  if (f.kind === 'time') return 1_700_000_000;
  return 'x';
}

/**
 * A described resource through HTTP, from its description alone: a row of every field add takes
 * added, listed (newest first), a plain text field edited and read back, the row deleted.
 */
export async function addEditDelete(s: TestServer, headers: Record<string, string>, d: ResourceDescription): Promise<void> {
  const base = `/admin/${d.path}`;
  const pk = d.pk ?? 'id';
  const fields = Object.entries(d.fields).filter(([, f]) => f.input);
  const row = Object.fromEntries(fields.map(([name, f]) => [name, sample(f)]));
  const added = await s.call('POST', `${base}/add`, { headers, body: row });
  expect(added.body.code, `${d.path} add: ${JSON.stringify(added.body)}`).toBe(1);
  const list = await s.call('GET', `${base}/index?order=${pk},desc`, { headers });
  expect(list.body.code, JSON.stringify(list.body)).toBe(1);
  const id = list.body.data.list[0][pk];
  const text = fields.find(([, f]) => f.kind === 'text' && !f.view && !f.enum && !f.ref)?.[0];
  const edited = await s.call('POST', `${base}/edit`, { headers, body: { [pk]: id, ...(text ? { [text]: 'y' } : {}) } });
  expect(edited.body.code, `${d.path} edit: ${JSON.stringify(edited.body)}`).toBe(1);
  if (text) expect((await s.call('GET', `${base}/edit?${pk}=${id}`, { headers })).body.data.row[text]).toBe('y');
  const deleted = await s.call('DELETE', `${base}/del?ids[]=${id}`, { headers });
  expect(deleted.body.code, `${d.path} del: ${JSON.stringify(deleted.body)}`).toBe(1);
}
