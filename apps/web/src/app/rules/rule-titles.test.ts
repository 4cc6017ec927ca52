import { describe, expect, it } from 'vitest';
import { localizeRuleTitles } from './rule-titles';

const tree = [
  { name: 'auth', title: '权限管理', children: [{ name: 'auth/admin', title: '管理员管理' }, { name: 'auth/group', title: 'Our roles' }] },
  { name: 'shop/shop', title: '门店管理' },
];

describe('localizeRuleTitles', () => {
  it('translates seeded titles, keeps edited and unknown ones as typed', () => {
    const en = localizeRuleTitles(tree, 'en');
    expect(en[0].title).toBe('Permissions');
    expect(en[0].children!.map((r) => r.title)).toEqual(['Administrators', 'Our roles']);
    expect(en[1].title).toBe('门店管理');
  });
  it('leaves zh-cn as it is and never changes its input', () => {
    expect(localizeRuleTitles(tree, 'zh-cn')).toEqual(tree);
    localizeRuleTitles(tree, 'en');
    expect(tree[0].title).toBe('权限管理');
  });
});
