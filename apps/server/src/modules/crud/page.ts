import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDescription } from '@app/contract';
import { describedResource, type DescribedResourceOptions } from '../../core/crud/index.ts';
import { defineModule } from '../../core/module/index.ts';
import { pageMenus } from './menus-of.ts';

export interface GeneratedPageOptions extends DescribedResourceOptions {
  /** The menu's title in zh-cn (its message key) and in English. */
  menu: readonly [string, string];
  icon: string;
}

/**
 * The manifest of a page the CRUD generator wrote (`modules/<area>/<page>.module.ts`): its
 * resource served from its description alone, its menu under the area's folder, its title in both
 * languages.
 */
export function generatedPage(d: ResourceDescription, table: PgTable, { menu: [zh, en], icon, ...options }: GeneratedPageOptions) {
  return defineModule({
    resources: [describedResource(d, table, options)],
    menus: pageMenus(getTableName(table), zh, icon),
    messages: [{ 'zh-cn': { [zh]: zh }, en: { [zh]: en } }],
  });
}
