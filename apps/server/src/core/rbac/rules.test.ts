import { describe, expect, it } from 'vitest';
import { nodeOfPath } from '@app/contract';
import { buildTree, checkPermission, grantedRules, parseGroupRules, TableCache } from './rules.ts';
import { ChangeBus } from '../cluster/bus.ts';

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

describe('TableCache', () => {
  it('keeps the loaded array while a reload finds the same rows, and takes the new one on a change', async () => {
    let rows = [{ id: 1, title: 'a' }];
    let loads = 0;
    const cache = new TableCache(async () => (loads++, rows.map((r) => ({ ...r }))), -1); // every get reloads
    const first = await cache.get();
    expect(await cache.get()).toBe(first);
    rows = [{ id: 1, title: 'b' }];
    const changed = await cache.get();
    expect(changed).not.toBe(first);
    expect(changed).toEqual(rows);
    expect(loads).toBe(3);
  });

  it('shared on a bus, is dropped by a change announced by another instance and not by its own echo', async () => {
    let loads = 0;
    const bus = new ChangeBus();
    const cache = new TableCache(async () => [{ id: ++loads }], 60_000).share(bus, 'admin-rules');
    await cache.get();
    bus.received(`${bus.instance} admin-rules`); // this instance's own message coming back
    await cache.get();
    expect(loads).toBe(1);
    bus.received('another-instance admin-rules');
    await cache.get();
    expect(loads).toBe(2);
    bus.received('another-instance config'); // another topic
    await cache.get();
    expect(loads).toBe(2);
    const sent: string[] = [];
    const sending = new ChangeBus(async (m) => sent.push(m));
    const mine = new TableCache(async () => [{ id: ++loads }], 60_000).share(sending, 'user-rules');
    await mine.get();
    mine.invalidate();
    expect(sent).toEqual([`${sending.instance} user-rules`]);
    await mine.get();
    expect(loads).toBe(4);
  });
});
