import type { UserRelationPack } from '../../zh-cn/pages/user-relation';

const userRelation: UserRelationPack = {
  user_id: 'Member ID',
  user: { username: 'Member', nickname: 'Nickname' },
  parent_id: 'Upline ID',
  parent: { username: 'Upline', nickname: 'Upline nickname' },
  path: 'Path',
  depth: 'Depth',
  source: 'Bound by',
  invite_code: 'Invite code',
  bind_time: 'Bound',
  expire_time: 'Expires',
  level1_count: 'Invites',
  team_count: 'Team size',
  operate: 'Operate',
  sourceOptions: { invite: 'Invite code', scene: 'Scene QR code', admin: 'Administrator' },
  listView: 'List',
  treeView: 'Tree',
  treeCounts: '{{level1}} invites · team {{team}}',
  move: 'Move',
  moveTitle: 'Move a member (with their team)',
  member: 'Member',
  newParent: 'New upline',
  newParentTip: 'Empty: to the top (no upline); never under their own team',
  unbind: 'Unbind',
  unbindConfirm: 'The member will have no upline; their team stays under them. Unbind?',
};

export default userRelation;
