import { beforeEach, describe, expect, it, vi } from 'vitest';

const getWebEntries = vi.fn();
vi.mock('../api/module', () => ({ getWebEntries: () => getWebEntries() }));

const { loadModuleWeb, modulePages, refreshModuleWeb } = await import('./module-web');
const { editorLoader } = await import('../components/form-item/editor/editor-registry');

const entry = (editor?: string) => ({ uid: 'richtext', version: '1.0.0', pages: { 'notes/note': '/module-assets/notes/1.0.0/pages/note.js' }, ...(editor ? { editor } : {}) });

describe('module web parts', () => {
  beforeEach(() => getWebEntries.mockReset());

  it('registers the editor of an enabled module, and removes it once the module is gone', async () => {
    getWebEntries.mockResolvedValue({ modules: [entry('/module-assets/richtext/1.0.0/editor.js')] });
    await refreshModuleWeb();
    expect(editorLoader()).not.toBeNull();
    // asked once per page load
    await loadModuleWeb();
    expect(getWebEntries).toHaveBeenCalledTimes(1);

    getWebEntries.mockResolvedValue({ modules: [] });
    await refreshModuleWeb();
    expect(editorLoader()).toBeNull();
  });

  it('keeps the editor as it is when the list cannot be read, and asks again next time', async () => {
    getWebEntries.mockRejectedValue(new Error('offline'));
    expect(await refreshModuleWeb()).toEqual([]);
    getWebEntries.mockResolvedValue({ modules: [] });
    await loadModuleWeb();
    expect(getWebEntries).toHaveBeenCalledTimes(2);
  });

  it("gives the modules' pages by rule name", () => {
    expect(Object.keys(modulePages([entry()]))).toEqual(['notes/note']);
  });
});
