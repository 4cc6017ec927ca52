import { moduleStoreEndpoints as api } from '@app/contract';
import { call, upload } from './endpoint';

export type { CatalogueModule, ModuleInfo, PackageReport, WebEntry } from '@app/contract';

export interface FileConflict {
  newFile: string;
  oldFile: string;
  solution: 'cover' | 'discard';
}
export interface DependConflict {
  env: 'npm';
  newDepend: string;
  oldDepend: string;
  depend: string;
  solution: 'cover' | 'discard';
}
export interface InstallExtend {
  fileConflict?: Record<string, 'cover' | 'discard'>;
  dependConflict?: { npm?: Record<string, 'cover' | 'discard'> };
}

/** States of reference 13.2. */
export const MODULE_STATE = { UNINSTALLED: 0, INSTALLED: 1, WAIT_INSTALL: 2, CONFLICT_PENDING: 3, DEPENDENT_WAIT_INSTALL: 4, DIRECTORY_OCCUPIED: 5, DISABLE: 6 } as const;

const quiet = { showCodeMessage: false } as const;

export const getInstalledModules = () => call(api.index, undefined);
export const getCatalogue = () => call(api.catalogue, undefined, quiet);
/** Answers -1 (conflicts) and -2 (dependencies wait) come back as ApiCodeError for the page to handle. */
export const installModule = (uid: string, extend?: InstallExtend) => call(api.install, { uid, extend }, { ...quiet, cancelDuplicateRequest: false });
/** What installing (`update`: updating to the catalogue's version) will do; super administrators only. */
export const inspectModule = (uid: string, update = false) => call(api.inspect, { uid, ...(update ? { update: '1' as const } : {}) }, quiet);
export const changeModuleState = (uid: string, state: boolean, extra: { confirmConflict?: boolean; dependConflictSolution?: { npm?: string[] } } = {}) =>
  call(api.changeState, { uid, state, ...extra }, quiet);
export const uninstallModule = (uid: string) => call(api.uninstall, { uid }, quiet);
export const updateModule = (uid: string) => call(api.update, { uid }, quiet);
export const dependentInstallComplete = (uid: string) => call(api.dependentInstallComplete, { uid });
/** The zip in the multipart field `file`. */
export function uploadModule(file: File) {
  const form = new FormData();
  form.append('file', file);
  return upload(api.upload, form, undefined, quiet);
}
export const getWebEntries = () => call(api.webEntries, undefined, { showCodeMessage: false, showErrorMessage: false, cancelDuplicateRequest: false });
