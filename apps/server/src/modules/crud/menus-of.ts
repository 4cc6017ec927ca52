import { crudNames, type CrudDesign } from '@app/contract';
import type { RuleSeed } from '../../core/module/index.ts';
import { menu } from '../../core/module/index.ts';

/** The menu rules a generation adds at once (the same the generated manifest declares for the next starts). */
export function menusOf(design: CrudDesign): RuleSeed[] {
  const n = crudNames(design.table.name);
  const title = (design.table.comment || n.page).replace(/表$/, '管理');
  return [
    { name: n.area, title: n.area, type: 'menu_dir', path: n.area, icon: 'fa fa-folder-o', weigh: 0 },
    ...menu(n.rule, title, { parent: n.area, icon: design.table.icon || 'fa fa-circle-o', weigh: 0, buttons: ['index', 'add', 'edit', 'del', 'sortable'] }),
  ];
}
