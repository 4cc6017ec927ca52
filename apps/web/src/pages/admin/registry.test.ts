import { describe, expect, it } from 'vitest';
import { adminPages, isAdminPagePath } from './registry';

const packs = import.meta.glob('../../lang/*/pages/*.ts');
const hasPack = (lang: string, name: string) => `../../lang/${lang}/pages/${name}.ts` in packs;

describe('admin page registry', () => {
  it('names pages after their rules, from their folders', () => {
    expect(Object.keys(adminPages)).toEqual(expect.arrayContaining(['dashboard', 'auth/adminLog', 'routine/adminInfo', 'security/dataRecycleLog', 'user/moneyLog']));
    expect(Object.keys(adminPages)).not.toContain('login');
    expect(adminPages['auth/adminLog'].lang).toEqual(['data-table', 'form-item', 'rule-tree', 'auth-admin-log']);
    expect(adminPages.dashboard.lang).toEqual(['dashboard']);
  });

  it('every language pack a page asks for exists in both languages', () => {
    const missing = Object.values(adminPages).flatMap((p) => (p.lang ?? []).flatMap((name) => ['zh-cn', 'en'].filter((l) => !hasPack(l, name)).map((l) => `${l}/${name}`)));
    expect(missing).toEqual([]);
  });

  it('knows the path of each of its pages, granted or not, and no other', () => {
    for (const path of ['/admin/order/order', '/admin/shop/product', '/admin/order/gatewayRefund', '/admin/auth/adminLog', '/admin/dashboard/']) {
      expect(isAdminPagePath(path), path).toBe(true);
    }
    for (const path of ['/admin/not/a/rule', '/admin/auth/admin-log', '/admin/login', '/admin/', '/user/order/order', '/order/order']) {
      expect(isAdminPagePath(path), path).toBe(false);
    }
  });
});
