import { sql } from 'drizzle-orm';
import { controllerPath } from '../../core/crud/remark.ts';
import { rows, type Db } from '../client.ts';
import { securityDataRecycle, securitySensitiveData } from '../schema/index.ts';

/** Recycle rules of reference 9.1 (auth.AdminLog is left out: its resource cannot delete; `menu_rule` is `admin_rule` now). */
const recycleSeeds = [
  { name: '管理员', controller: 'auth.Admin', dataTable: 'admin' },
  { name: '菜单规则', controller: 'auth.Rule', dataTable: 'admin_rule' },
  { name: '系统配置项', controller: 'routine.Config', dataTable: 'config' },
  { name: '会员', controller: 'user.User', dataTable: 'user' },
  { name: '数据回收规则', controller: 'security.DataRecycle', dataTable: 'security_data_recycle' },
];

/** Sensitive-data rules of reference 9.3. */
const sensitiveSeeds: { name: string; controller: string; dataTable: string; dataFields: Record<string, string> }[] = [
  { name: '管理员数据', controller: 'auth.Admin', dataTable: 'admin', dataFields: { username: '用户名', mobile: '手机', password: '密码', status: '状态' } },
  { name: '会员数据', controller: 'user.User', dataTable: 'user', dataFields: { username: '用户名', mobile: '手机号', password: '密码', status: '状态', email: '邮箱地址' } },
  { name: '管理员权限', controller: 'auth.Group', dataTable: 'admin_group', dataFields: { rules: '权限规则ID' } },
];

/** Whether a table never held a row: its id sequence was never used (a rule an operator deleted stays deleted). */
async function neverUsed(db: Db, table: string): Promise<boolean> {
  const [row] = await rows<{ last: string | null }>(db, sql`select pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass) as last`);
  return row.last === null;
}

/** Seeds the data-security rules once, on a database whose rule tables were never written. */
export async function seedSecurityRules(db: Db): Promise<void> {
  const target = (controller: string) => ({ controller, controllerAs: controllerPath(controller), primaryKey: 'id' });
  if (await neverUsed(db, 'security_data_recycle')) {
    await db.insert(securityDataRecycle).values(recycleSeeds.map((s) => ({ ...s, ...target(s.controller) }))).onConflictDoNothing();
  }
  if (await neverUsed(db, 'security_sensitive_data')) {
    await db.insert(securitySensitiveData).values(sensitiveSeeds.map((s) => ({ ...s, ...target(s.controller) }))).onConflictDoNothing();
  }
}
