/** Member relations (user/relation): column titles, the tree view, moving and unbinding. */
const userRelation = {
  user_id: '会员ID',
  user: { username: '会员', nickname: '昵称' },
  parent_id: '上级ID',
  parent: { username: '上级会员', nickname: '上级昵称' },
  path: '路径',
  depth: '层级',
  source: '绑定方式',
  invite_code: '邀请码',
  bind_time: '绑定时间',
  expire_time: '到期时间',
  level1_count: '直推人数',
  team_count: '团队人数',
  operate: '操作',
  sourceOptions: { invite: '邀请码', scene: '场景二维码', admin: '管理员' },
  listView: '列表',
  treeView: '树形',
  treeCounts: '直推 {{level1}} · 团队 {{team}}',
  move: '移动',
  moveTitle: '移动会员（连同其团队）',
  member: '会员',
  newParent: '新的上级',
  newParentTip: '留空则移到顶层（没有上级）；不能移到自己的团队之下',
  unbind: '解除绑定',
  unbindConfirm: '解除后该会员没有上级，其团队仍在其名下，确定吗？',
};

export default userRelation;
export type UserRelationPack = typeof userRelation;
