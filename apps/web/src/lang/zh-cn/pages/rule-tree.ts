/** The permission checkbox tree of admin and member group forms. */
const ruleTree = {
  loadingRules: '正在加载权限规则...',
  selectAll: '全选',
  expandAll: '展开全部',
  noRules: '没有可分配的权限规则',
};

export default ruleTree;
export type RuleTreePack = typeof ruleTree;
