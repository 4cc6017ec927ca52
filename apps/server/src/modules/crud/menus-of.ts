import { crudNames, type CrudDesign } from '@app/contract';
import type { RuleSeed } from '../../core/module/index.ts';
import { menu } from '../../core/module/index.ts';

/** The menu rules of a generated page: its area's folder, its menu and buttons. */
export function pageMenus(table: string, title: string, icon: string): RuleSeed[] {
  const n = crudNames(table);
  return [
    { name: n.area, title: n.area, type: 'menu_dir', path: n.area, icon: 'fa fa-folder-o', weigh: 0 },
    ...menu(n.rule, title, { parent: n.area, icon, weigh: 0, buttons: ['index', 'add', 'edit', 'del', 'sortable'] }),
  ];
}

/** A design's menu title: its table comment, `…表` read as `…管理`. */
export const menuTitleOf = (design: CrudDesign) => (design.table.comment || crudNames(design.table.name).page).replace(/表$/, '管理');

/** The menu rules a generation adds at once (the same the generated manifest declares for the next starts). */
export const menusOf = (design: CrudDesign): RuleSeed[] => pageMenus(design.table.name, menuTitleOf(design), design.table.icon || 'fa fa-circle-o');
