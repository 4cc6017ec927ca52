import type { RecycleLogInfo, SecurityAddForm, SensitiveLogRow, TableFieldList } from '@app/contract';
import { request } from '../../../api/request';

/** The calls of the data-security pages (reference 9) besides the generic CRUD ones. */

/** Resources a rule may watch: `GET /admin/<rule path>/add`. */
export async function watchableResources(rulePath: 'security.DataRecycle' | 'security.SensitiveData'): Promise<SecurityAddForm> {
  return (await request<SecurityAddForm>({ url: `/admin/${rulePath}/add`, method: 'GET' })).data;
}

/** `{column: title}` of an application table. */
export async function tableFields(table: string): Promise<TableFieldList> {
  return (await request<TableFieldList>({ url: '/admin/ajax/getTableFieldList', method: 'GET', params: { table, clean: 1 } })).data;
}

export async function recycleInfo(id: number): Promise<RecycleLogInfo> {
  return (await request<{ row: RecycleLogInfo }>({ url: '/admin/security.DataRecycleLog/info', method: 'GET', params: { id } })).data.row;
}

export async function restoreRecycled(ids: number[]): Promise<void> {
  await request({ url: '/admin/security.DataRecycleLog/restore', method: 'POST', data: { ids } }, { showSuccessMessage: true });
}

export async function sensitiveInfo(id: number): Promise<SensitiveLogRow> {
  return (await request<{ row: SensitiveLogRow }>({ url: '/admin/security.SensitiveDataLog/info', method: 'GET', params: { id } })).data.row;
}

export async function rollbackChanges(ids: number[]): Promise<void> {
  await request({ url: '/admin/security.SensitiveDataLog/rollback', method: 'POST', data: { ids } }, { showSuccessMessage: true });
}
