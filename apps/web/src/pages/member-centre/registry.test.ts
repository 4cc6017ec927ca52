import { describe, expect, it } from 'vitest';
import { memberPages } from './registry';

const packs = import.meta.glob('../../lang/*/pages/*.ts');
const hasPack = (lang: string, name: string) => `../../lang/${lang}/pages/${name}.ts` in packs;

describe('member-centre page registry', () => {
  it('names pages after their rules, from their folders', () => {
    expect(Object.keys(memberPages).sort()).toEqual([
      'account/balance', 'account/changePassword', 'account/integral', 'account/overview', 'account/profile', 'account/sessions',
      'agent/commissions', 'agent/index', 'agent/wallet', 'agent/withdraw',
      'knowledge/index', 'order/index', 'order/shop',
    ]);
    expect(memberPages['account/changePassword'].lang).toEqual(['form-item', 'verify-code', 'member-account-shared', 'member-account-change-password']);
    expect(memberPages['knowledge/index'].lang).toEqual(['form-item', 'verify-code', 'member-knowledge']);
  });

  it('every language pack a page asks for exists in both languages', () => {
    const missing = Object.values(memberPages).flatMap((p) => (p.lang ?? []).flatMap((name) => ['zh-cn', 'en'].filter((l) => !hasPack(l, name)).map((l) => `${l}/${name}`)));
    expect(missing).toEqual([]);
  });
});
