import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminRuleSeeds, memberRuleSeeds } from '../../db/seed/module-rules.ts';
import { addMessages, t } from '../i18n/index.ts';
import { loadModules } from './index.ts';
import { BUTTON_TITLES, buttons, memberMenu, memberNodes, menu } from './menus.ts';

// The web app finds the page of rule `auth/adminLog` in the folder pages/admin/auth/admin-log/, and the
// member page of rule `account/changePassword` in pages/member-centre/account/change-password/ (a top
// folder's page is its menu's `index` rule: `knowledge/index` in pages/member-centre/knowledge/).
const PAGES = path.resolve(import.meta.dirname, '../../../../web/src/pages/admin');
const MEMBER_PAGES = path.resolve(import.meta.dirname, '../../../../web/src/pages/member-centre');
const folderOf = (rule: string) => rule.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const memberFolderOf = (rule: string) => folderOf(rule.replace(/\/index$/, ''));
const hasPage = (folder: string, root = PAGES) => fs.existsSync(path.join(root, folder, 'index.tsx'));

/** Page folders of an app: `dashboard`, `auth/admin-log`, … (the login page is no rule's). */
function pageFolders(root = PAGES): string[] {
  const dirs = (dir: string) => fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => path.posix.join(dir, d.name));
  return [...dirs(''), ...dirs('').flatMap(dirs)].filter((f) => f !== 'login' && hasPage(f, root));
}

describe('area menus', () => {
  it('every seeded menu rule with a component has a web page, and every web page a seeded rule', async () => {
    const rules = await adminRuleSeeds();
    const pages = rules.filter((r) => r.type === 'menu' && r.menuType === 'tab' && r.component);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((r) => !hasPage(folderOf(r.name))).map((r) => r.name)).toEqual([]);
    const names = new Set(pages.map((r) => folderOf(r.name)));
    expect(pageFolders().filter((f) => !names.has(f))).toEqual([]);
  });

  it('every seeded rule title, the usual buttons included, has an English title (the menus pack or its area\'s messages)', async () => {
    for (const m of await loadModules()) for (const pack of m.messages ?? []) addMessages(pack);
    const titles = [...(await adminRuleSeeds()), ...(await memberRuleSeeds()), ...Object.values(BUTTON_TITLES)].map((r) => (typeof r === 'string' ? r : r.title));
    expect(titles.length).toBeGreaterThan(50);
    expect(titles.filter((title) => /[\u4e00-\u9fff]/.test(t('en', title)))).toEqual([]);
  });

  it('rule names are unique and every parent is declared before its children', async () => {
    const seen = new Set<string>();
    for (const r of await adminRuleSeeds()) {
      expect(seen.has(r.name), r.name).toBe(false);
      if (r.parent) expect(seen.has(r.parent), `${r.name} → ${r.parent}`).toBe(true);
      seen.add(r.name);
    }
  });

  it('every seeded member-centre page has a web page, and every member-centre page a seeded rule', async () => {
    const rules = await memberRuleSeeds();
    const pages = rules.filter((r) => r.type === 'menu' && r.component);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((r) => !hasPage(memberFolderOf(r.name), MEMBER_PAGES)).map((r) => r.name)).toEqual([]);
    const folders = new Set(pages.map((r) => memberFolderOf(r.name)));
    expect(pageFolders(MEMBER_PAGES).filter((f) => !folders.has(f))).toEqual([]);
  });

  it('member rule names are unique and every parent is declared before its children', async () => {
    const seen = new Set<string>();
    for (const r of await memberRuleSeeds()) {
      expect(seen.has(r.name), r.name).toBe(false);
      if (r.parent) expect(seen.has(r.parent), `${r.name} → ${r.parent}`).toBe(true);
      seen.add(r.name);
    }
  });

  it('a menu brings its buttons; an action without a seeded title is refused', () => {
    expect(menu('x/y', 'T', { parent: 'x', icon: 'i', weigh: 1, buttons: ['index', 'del'] }).map((r) => r.name)).toEqual(['x/y', 'x/y/index', 'x/y/del']);
    expect(() => buttons('x/y', ['frobnicate'])).toThrow(/frobnicate/);
  });

  it("a member page's component is BuildAdmin's path of its name, its web folder follows from its name; its nodes are buttons under it", () => {
    expect(memberMenu('account/changePassword', 'T', { parent: 'account', icon: 'i', weigh: 97 })).toMatchObject({
      type: 'menu', path: 'account/changePassword', component: '/src/views/frontend/user/account/changePassword.vue',
    });
    expect(memberFolderOf('account/changePassword')).toBe('account/change-password');
    expect(memberFolderOf('knowledge/index')).toBe('knowledge');
    expect(memberNodes('a/b', [['a/c', 'C']])).toEqual([{ name: 'a/c', title: 'C', type: 'button', parent: 'a/b', path: '', icon: '', weigh: 0 }]);
  });
});
