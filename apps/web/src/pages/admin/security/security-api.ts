import { securityEndpoints as api, type SecurityAddForm } from '@app/contract';
import { call } from '../../../api/endpoint';
import { addForm } from '../../../components/data-table/crud-api';

/** The calls of the data-security pages (reference 9) besides the generic CRUD ones. */

/** Resources a rule may watch: `GET /admin/<rule path>/add`. */
export const watchableResources = (rulePath: 'security.DataRecycle' | 'security.SensitiveData') => addForm<SecurityAddForm>(rulePath);

/** `{column: title}` of an application table. */
export const tableFields = (table: string) => call(api.tableFields, { table, clean: 1 });

export const recycleInfo = async (id: number) => (await call(api.recycleInfo, { id })).row;

export const restoreRecycled = async (ids: number[]) => void (await call(api.restore, { ids }, { showSuccessMessage: true }));

export const sensitiveInfo = async (id: number) => (await call(api.sensitiveInfo, { id })).row;

export const rollbackChanges = async (ids: number[]) => void (await call(api.rollback, { ids }, { showSuccessMessage: true }));
