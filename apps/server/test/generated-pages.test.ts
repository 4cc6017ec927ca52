import { afterAll, beforeAll, describe, it } from 'vitest';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { addEditDelete, generatedPageDescriptions } from './described-pages.ts';

// Every page the CRUD generator wrote (one test for all, none per page): a row added, listed,
// edited and deleted through HTTP, from the page's description alone.
const descriptions = await generatedPageDescriptions();
let s: TestServer;
let h: Record<string, string>;

beforeAll(async () => {
  if (!descriptions.length) return;
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s?.close());

describe('the generated pages', () => {
  if (!descriptions.length) it.skip('every generated page: none in this tree', () => {});
  for (const d of descriptions) it(`${d.path}: adds, lists, edits and deletes a row`, () => addEditDelete(s, h, d));
});
