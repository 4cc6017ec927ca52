import type { ComponentType } from 'react';
import type { PageRegistry } from '../../app/rules/rule-routes';
import { hasPagePack } from '../../lang/i18n';
import { pagesByRule, ruleName } from '../page-folders';

/**
 * Member pages drawn with native markup only: no antd scope around them, so a visit that starts on
 * one computes no antd theme and generates no antd styles (the member layout has none either). Every
 * other member page renders inside the scope (`PageEntry.antd`).
 */
const NATIVE_PAGES: readonly string[] = ['account/overview', 'order/shop'];

/** The language packs of the form kit and the code button: the member centre's forms word contract limits and send codes with them. */
const KIT = ['form-item', 'verify-code'] as const;

/** The pack of a top folder's shared parts, `member-<top>-shared`, where it has one (account: the gender icon, the form page, the ledger table). */
const sharedPack = (folder: string) => [`member-${folder.split('/')[0]}-shared`].filter(hasPagePack);

/**
 * Member-centre pages by rule name, found on disk like the admin's (pages/admin/registry.ts): the page
 * of rule `account/changePassword` is the folder `account/change-password/`, with the language pack
 * `member-account-change-password` (and the kit's, and its top folder's shared one). A top folder's page is its menu's `index` rule:
 * `knowledge/` is rule `knowledge/index` (BuildAdmin's `knowledge/index.vue`), pack `member-knowledge`.
 * A rule without a folder shows the "not available yet" page (a server test keeps seeded member rules
 * and folders in step).
 */
export const memberPages: PageRegistry = pagesByRule(
  import.meta.glob<{ default: ComponentType }>(['./*/index.tsx', './*/*/index.tsx', '!./login/index.tsx']),
  (folder) => [...KIT, ...sharedPack(folder), `member-${folder.replace('/', '-')}`],
  (folder) => ruleName(folder.includes('/') ? folder : `${folder}/index`),
  (folder) => !NATIVE_PAGES.includes(folder),
);
