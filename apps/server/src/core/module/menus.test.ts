import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminRuleSeeds } from '../../db/seed/admin-rules.ts';
import { buttons, menu } from './menus.ts';

// The web app finds the page of rule `auth/adminLog` in the folder pages/admin/auth/admin-log/.
const PAGES = path.resolve(import.meta.dirname, '../../../../web/src/pages/admin');
const folderOf = (rule: string) => rule.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const hasPage = (folder: string) => fs.existsSync(path.join(PAGES, folder, 'index.tsx'));

/** Page folders of the admin app: `dashboard`, `auth/admin-log`, … (the login page is no rule's). */
function pageFolders(): string[] {
  const dirs = (dir: string) => fs.readdirSync(path.join(PAGES, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => path.posix.join(dir, d.name));
  return [...dirs(''), ...dirs('').flatMap(dirs)].filter((f) => f !== 'login' && hasPage(f));
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

  it('rule names are unique and every parent is declared before its children', async () => {
    const seen = new Set<string>();
    for (const r of await adminRuleSeeds()) {
      expect(seen.has(r.name), r.name).toBe(false);
      if (r.parent) expect(seen.has(r.parent), `${r.name} → ${r.parent}`).toBe(true);
      seen.add(r.name);
    }
  });

  it('a menu brings its buttons; an action without a seeded title is refused', () => {
    expect(menu('x/y', 'T', { parent: 'x', icon: 'i', weigh: 1, buttons: ['index', 'del'] }).map((r) => r.name)).toEqual(['x/y', 'x/y/index', 'x/y/del']);
    expect(() => buttons('x/y', ['frobnicate'])).toThrow(/frobnicate/);
  });
});
