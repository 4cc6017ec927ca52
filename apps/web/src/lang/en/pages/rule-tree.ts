import type { RuleTreePack } from '../../zh-cn/pages/rule-tree';

const ruleTree: RuleTreePack = {
  loadingRules: 'Loading the permission rules...',
  selectAll: 'Select all',
  expandAll: 'Expand all',
  noRules: 'No permission rules to grant',
};

export default ruleTree;
