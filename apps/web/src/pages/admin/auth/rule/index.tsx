import { ruleAddInput, ruleDescription } from '@app/contract';
import { DataTable } from '../../../../components/data-table';
import { afterWrites, crudApi } from '../../../../components/data-table/crud-api';
import { ruleSchemas, type RuleKind, type RuleRow } from '../../shared/menu-rule-schema';

export type { RuleRow };

/** Admin menu rules: folders, menus (tab, link or iframe; kept alive or not) and buttons. */
export const ADMIN_RULES: RuleKind = {
  description: ruleDescription,
  input: ruleAddInput,
  lang: 'auth-rule',
  pageTypes: ['menu'],
  keepalive: true,
  noMenuType: '',
};

export const { columns: ruleColumns, form: ruleForm, quickSearchFields } = ruleSchemas(ADMIN_RULES);
// A rule edited, added, deleted or sorted changes the side menu: it is re-read at once. (Imported
// when needed: the bootstrap's page registry loads this page, a static import would be a cycle.)
const rulesApi = afterWrites(crudApi<RuleRow>(ruleDescription.path), () => import('../../../../app/bootstrap/admin').then((m) => m.reloadAdminMenus()));

/** Menu rules (reference 4.7): a tree table with drag sort and every rule field in the form. */
export default function RulePage() {
  return <DataTable<RuleRow> api={rulesApi} lang={ADMIN_RULES.lang} columns={ruleColumns} form={ruleForm} tree quickSearchFields={quickSearchFields} />;
}
