import { describe, expect, it } from 'vitest';
import { leafRuleIds, storedRuleList } from './rule-tree.ts';

const rules = [
  { id: 1, pid: 0 },
  { id: 2, pid: 1 },
  { id: 3, pid: 1 },
  { id: 4, pid: 3 },
  { id: 5, pid: 0 },
];

describe('leafRuleIds', () => {
  it('leaves out a selected rule that is the parent of another selected one', () => {
    expect(leafRuleIds(rules, '1,2,3,4')).toEqual([2, 4]);
    expect(leafRuleIds(rules, '1,3')).toEqual([3]);
    expect(leafRuleIds(rules, '5')).toEqual([5]);
    expect(leafRuleIds(rules, '')).toEqual([]);
  });
  it("'*' stands for every rule", () => {
    expect(leafRuleIds(rules, '*')).toEqual([2, 4, 5]);
  });
});

describe('storedRuleList', () => {
  const existing = rules.map((r) => r.id);
  it("stores every rule as '*', a part as a sorted comma list without duplicates or unknown ids", () => {
    expect(storedRuleList(existing, [5, 4, 3, 2, 1])).toBe('*');
    expect(storedRuleList(existing, [3, 1, 3, 99])).toBe('1,3');
  });
  it('leaves the column alone when no rules were sent', () => {
    expect(storedRuleList(existing, undefined)).toBeUndefined();
    expect(storedRuleList(existing, [])).toBeUndefined();
  });
  it("never turns unknown ids into '*'", () => {
    expect(storedRuleList([], [1])).toBe('');
  });
});
