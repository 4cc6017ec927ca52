import { describe, expect, it } from 'vitest';
import { buildTree, checkPermission, grantedRules, nodeOfPath, parseGroupRules } from './rules.ts';

const rule = (id: number, pid: number, name: string, weigh = 0, status = true) => ({ id, pid, name, weigh, status });

describe('parseGroupRules', () => {
  it('unions ids and ignores junk', () => {
    expect(parseGroupRules(['1,2', '2, 3,x,-1,', ''])).toEqual(new Set([1, 2, 3]));
  });
  it('gives everything to a * group', () => {
    expect(parseGroupRules(['1', '*'])).toBe('*');
  });
});

describe('grantedRules and buildTree', () => {
  const all = [rule(1, 0, 'a', 1), rule(2, 1, 'a/b', 5), rule(3, 1, 'a/c', 5), rule(4, 0, 'd', 9, false), rule(5, 9, 'orphan')];
  it('keeps enabled granted rules ordered by weigh desc, id asc', () => {
    expect(grantedRules(all, new Set([1, 2, 3, 4])).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(grantedRules(all, '*').map((r) => r.id)).toEqual([2, 3, 1, 5]);
  });
  it('nests by pid and drops orphans', () => {
    const tree = buildTree(grantedRules(all, '*'));
    expect(tree.map((n) => n.id)).toEqual([1]);
    expect(tree[0].children!.map((n) => n.id)).toEqual([2, 3]);
  });
  it('survives a cycle', () => {
    expect(buildTree([{ id: 1, pid: 2 }, { id: 2, pid: 1 }])).toEqual([]);
  });
});

describe('checkPermission', () => {
  const rules = [{ name: 'auth/admin/index' }, { name: 'auth/Admin/edit' }, { name: 'routine/config/edit?type=1' }];
  it('matches lowercase, any of several nodes', () => {
    expect(checkPermission('auth/admin/edit', rules)).toBe(true);
    expect(checkPermission('auth/admin/del', rules)).toBe(false);
    expect(checkPermission('auth/admin/del,auth/admin/index', rules)).toBe(true);
  });
  it('honours query conditions', () => {
    expect(checkPermission('routine/config/edit', rules, { type: '1' })).toBe(true);
    expect(checkPermission('routine/config/edit', rules, { type: '2' })).toBe(false);
    expect(checkPermission('routine/config/edit', rules)).toBe(false);
  });
  it('lets * through', () => {
    expect(checkPermission('anything', '*')).toBe(true);
  });
});

describe('nodeOfPath', () => {
  it('maps dotted controllers to nodes', () => {
    expect(nodeOfPath('/admin/auth.Admin/index', 'admin')).toBe('auth/admin/index');
    expect(nodeOfPath('/admin/user.MoneyLog/add?x=1', 'admin')).toBe('user/moneylog/add');
    expect(nodeOfPath('/api/account/overview', 'api')).toBe('account/overview');
  });
});
