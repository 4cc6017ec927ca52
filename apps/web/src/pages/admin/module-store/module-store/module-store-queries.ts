import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { moduleStoreEndpoints as api, ruleDescription, securityEndpoints } from '@app/contract';
import { endpointKey, touchedKeys } from '../../../../api/endpoint';
import { resourceKeys } from '../../../../api/query-keys';
import { getCatalogue, getInstalledModules } from '../../../../api/module';

/** The installed modules, keyed by their endpoint. */
export const installedModulesQuery = () => queryOptions({ queryKey: endpointKey(api.index), queryFn: () => getInstalledModules() });

/** The catalogue with each module's state (its errors are quiet: the page says the catalogue failed). */
export const catalogueQuery = () => queryOptions({ queryKey: endpointKey(api.catalogue), queryFn: () => getCatalogue() });

/**
 * What the store's writes change (install, enable, disable, update, uninstall, upload, the
 * dependencies installed): both lists, the admin rules a module's menus add or remove, and the
 * tables its migrations make (the CRUD designer's). The signed-in admin's menus and the modules'
 * web parts are not queries: the page reloads them (refreshModuleWeb, reloadAdminMenus).
 */
export const moduleStoreTouches = (): QueryKey[] =>
  touchedKeys([api.index, api.catalogue, ...resourceKeys.all(ruleDescription.path), securityEndpoints.tables, securityEndpoints.tableFields]);
