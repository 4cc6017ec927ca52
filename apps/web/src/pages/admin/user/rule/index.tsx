import { memberRuleAddInput, memberRuleDescription } from '@app/contract';
import { DataTable } from '../../../../components/data-table';
import { ruleSchemas, type RuleKind, type RuleRow } from '../../shared/menu-rule-schema';

/**
 * Member rules (reference 4.8): public-site routes, member-centre folders and pages, items of the
 * top-bar member menu, top navigation items and permission buttons; routes, navigation items and
 * buttons may be delivered to visitors who are not logged in.
 */
export const MEMBER_RULES: RuleKind = {
  description: memberRuleDescription,
  input: memberRuleAddInput,
  lang: 'user-rule',
  pageTypes: ['menu', 'nav_user_menu', 'nav'],
  componentTypes: ['route'],
  guestTypes: ['route', 'nav', 'button'],
  noMenuType: 'tab',
  formWidth: 920,
};

export const { columns: memberRuleColumns, form: memberRuleForm, quickSearchFields } = ruleSchemas(MEMBER_RULES);

export default function MemberRulePage() {
  return <DataTable<RuleRow> resource={memberRuleDescription.path} lang={MEMBER_RULES.lang} columns={memberRuleColumns} form={memberRuleForm} tree quickSearchFields={quickSearchFields} />;
}
