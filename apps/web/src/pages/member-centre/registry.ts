import type { ComponentType } from 'react';
import type { PageRegistry } from '../../app/rules/rule-routes';
import { pagesByRule, ruleName } from '../page-folders';

/** The language packs of the form kit and the code button: the member centre's forms word contract limits and send codes with them. */
const KIT = ['form-item', 'verify-code'] as const;

/**
 * Member-centre pages by rule name, found on disk like the admin's (pages/admin/registry.ts): the page
 * of rule `account/changePassword` is the folder `account/change-password/`, with the language pack
 * `member-account-change-password` (and the kit's). A top folder's page is its menu's `index` rule:
 * `knowledge/` is rule `knowledge/index` (BuildAdmin's `knowledge/index.vue`), pack `member-knowledge`.
 * A rule without a folder shows the "not available yet" page (a server test keeps seeded member rules
 * and folders in step).
 */
export const memberPages: PageRegistry = pagesByRule(
  import.meta.glob<{ default: ComponentType }>(['./*/index.tsx', './*/*/index.tsx', '!./login/index.tsx']),
  (folder) => [...KIT, `member-${folder.replace('/', '-')}`],
  (folder) => ruleName(folder.includes('/') ? folder : `${folder}/index`),
);
