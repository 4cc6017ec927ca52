import { describe, expect, it } from 'vitest';
import { categoryForm } from './category';
import { fileForm } from './file';

const shape = (f: { name: string; type?: string; rules?: unknown; visible?: unknown }) => [f.name, f.type, f.rules ?? null, typeof f.visible === 'function'];

describe('knowledge forms (from their descriptions)', () => {
  it('category: parent, name (required), icon, weight, status', () => {
    expect(categoryForm.fields.map(shape)).toEqual([
      ['pid', 'remoteSelect', null, false],
      ['name', 'string', ['required'], false],
      ['icon', 'icon', null, false],
      ['weigh', 'integer', null, false],
      ['status', 'radio', null, false],
    ]);
    expect(categoryForm.defaults).toEqual({ status: '1', weigh: 0 });
  });

  it('file: the attachment, link or article body shown by type', () => {
    expect(fileForm.fields.map(shape)).toEqual([
      ['category_id', 'remoteSelect', ['required'], false],
      ['title', 'string', ['required'], false],
      ['type', 'radio', ['required'], false],
      ['file', 'file', ['required'], true],
      ['url', 'url', ['required'], true],
      ['content', 'editor', null, true],
      ['cover', 'image', null, false],
      ['visibility', 'radio', null, false],
      ['weigh', 'integer', null, false],
      ['status', 'radio', null, false],
    ]);
    expect(fileForm.fields.find((f) => f.name === 'title')?.limits).toMatchObject({ maxLength: 100 });
  });
});
