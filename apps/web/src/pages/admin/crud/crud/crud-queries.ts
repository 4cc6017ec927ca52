import { queryOptions } from '@tanstack/react-query';
import { crudDescribeEndpoints, crudGeneratorEndpoints as api, crudLogDescription, securityEndpoints, type CrudLogRow } from '@app/contract';
import { endpointQuery, endpointWrite, type Touched } from '../../../../api/endpoint';
import { resourceKeys } from '../../../../api/query-keys';
import { crudApi } from '../../../../components/data-table/crud-api';
import type { TableFilter } from '../../../../components/data-table/search-params';

/** The application tables the designer starts from and its remote selects pick. */
export const tablesQuery = () => endpointQuery(securityEndpoints.tables, {});

/** A past generation's design (the designer's start from a log). */
export const logStartQuery = (id: number) => endpointQuery(api.logStart, { id });

const SUCCEEDED: TableFilter = { page: 1, limit: 100, search: [{ field: 'status', val: 'success', operator: 'eq' }] };

/** The generations that succeeded (the start's "from a log"), read as the CRUD log's list under its key. */
export const succeededLogsQuery = () =>
  queryOptions({
    queryKey: resourceKeys.list(crudLogDescription.path, SUCCEEDED),
    queryFn: async () => (await crudApi<CrudLogRow>(crudLogDescription.path).index(SUCCEEDED)).list,
  });

/** A generation or its removal changes the tables (and their columns), the CRUD log and the designs started from it. */
const generationTouches = (): Touched[] => [securityEndpoints.tables, securityEndpoints.tableFields, resourceKeys.list(crudLogDescription.path), api.logStart];

export const generateWrite = endpointWrite(api.generate, { touches: generationTouches, options: { showSuccessMessage: true, loading: true } });

/** Removes what a generation made (its files and menus; the table with `dropTable`). */
export const deleteGenerationWrite = endpointWrite(api.delete, { input: (id: number) => ({ id }), touches: generationTouches, options: { showSuccessMessage: true } });

/** Whether the config centre's chat endpoint is set ("Describe the table" is off until it is; read again whenever the designer mounts). */
export const describeStatusQuery = () => endpointQuery(crudDescribeEndpoints.describeStatus);
