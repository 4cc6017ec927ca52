import { describe, expect, it } from 'vitest';

const packs = import.meta.glob<{ default: Record<string, unknown> }>('./*/**/*.ts', { eager: true });

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('language packs', () => {
  const files = Object.keys(packs).filter((file) => !file.endsWith('.test.ts'));

  it('exist in zh-cn and en for every pack', () => {
    const zh = files.filter((file) => file.startsWith('./zh-cn/')).map((file) => file.slice('./zh-cn/'.length));
    const en = files.filter((file) => file.startsWith('./en/')).map((file) => file.slice('./en/'.length));
    expect(en.sort()).toEqual(zh.sort());
  });

  it('have the same keys and no empty text in both languages', () => {
    for (const file of files.filter((f) => f.startsWith('./zh-cn/'))) {
      const zh = packs[file].default;
      const en = packs[file.replace('./zh-cn/', './en/')].default;
      expect(keys(en), file).toEqual(keys(zh));
      for (const key of keys(en)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
        expect(String(text).trim(), `${file} ${key}`).not.toBe('');
      }
    }
  });
});
