import { describe, expect, it } from 'vitest';
import { isGenerated, mergeRegions, splitRegions } from './regions.ts';

const gen = (a: string, b: string) => ['// @crud:begin a', a, '// @crud:end a', '', '// @crud:begin b', b, '// @crud:end b', ''].join('\n');

describe('generated regions', () => {
  it('replaces region contents and keeps hand edits outside them', () => {
    const first = gen('const a = 1;', 'const b = 1;');
    const edited = first.replace('// @crud:begin b', 'const hand = 42; // mine\n// @crud:begin b') + 'export const tail = hand;\n';
    const merged = mergeRegions(edited, gen('const a = 2;', 'const b = 2;'));
    expect(merged).toContain('const a = 2;');
    expect(merged).toContain('const b = 2;');
    expect(merged).not.toContain('const a = 1;');
    expect(merged).toContain('const hand = 42; // mine');
    expect(merged.indexOf('const hand')).toBeLessThan(merged.indexOf('// @crud:begin b'));
    expect(merged).toContain('export const tail = hand;');
  });

  it('adds a new region after the one before it and drops a region no longer generated', () => {
    const old = ['// @crud:begin a', '1', '// @crud:end a', 'hand', '// @crud:begin c', '3', '// @crud:end c'].join('\n');
    const fresh = ['// @crud:begin a', '1', '// @crud:end a', '// @crud:begin b', '2', '// @crud:end b'].join('\n');
    const merged = mergeRegions(old, fresh);
    expect(merged.split('\n')).toEqual(['// @crud:begin a', '1', '// @crud:end a', '// @crud:begin b', '2', '// @crud:end b', 'hand']);
  });

  it('refuses broken markers and tells generated files from hand ones', () => {
    expect(() => splitRegions('// @crud:begin a\nx')).toThrow(/not closed/);
    expect(() => splitRegions('// @crud:end a')).toThrow(/without/);
    expect(isGenerated(gen('x', 'y'))).toBe(true);
    expect(isGenerated('export const x = 1;')).toBe(false);
    expect(mergeRegions(undefined, 'new')).toBe('new');
  });
});
