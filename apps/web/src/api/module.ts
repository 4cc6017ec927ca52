import { request } from './request';

/** A module's row as the store shows it (reference 13.1 info). */
export interface ModuleInfo {
  uid: string;
  title: string;
  intro: string;
  author: string;
  website: string;
  version: string;
  state: number;
  npm_dependent_wait_install: 0 | 1;
  requires: { app: string };
  dependencies: Record<string, string>;
  editor: boolean;
}

export interface CatalogueModule {
  uid: string;
  title: string;
  intro: string;
  author: string;
  version: string;
  requires: { app: string };
  state: number;
  installedVersion: string;
}

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

/** What installing a package will do (`/admin/module/inspect`), shown before the install is confirmed. */
export interface PackageReport extends Pick<ModuleInfo, 'uid' | 'title' | 'intro' | 'author' | 'website' | 'version'> {
  /** Read from the catalogue's zip (checksum verified, nothing unpacked) or from the uploaded / disabled package. */
  source: 'catalogue' | 'package';
  migrations: { file: string; sql: string; applied: boolean }[];
  /** Server entry files: code loaded into the server at its next start. */
  server: string[];
  dependencies: Record<string, string>;
  menus: { name: string; title: string; type: string }[];
  web: { editor: boolean; pages: string[] };
  publicFiles: string[];
}

/** States of reference 13.2. */
export const MODULE_STATE = { UNINSTALLED: 0, INSTALLED: 1, WAIT_INSTALL: 2, CONFLICT_PENDING: 3, DEPENDENT_WAIT_INSTALL: 4, DIRECTORY_OCCUPIED: 5, DISABLE: 6 } as const;

export interface WebEntry {
  uid: string;
  version: string;
  editor?: string;
  pages: Record<string, string>;
}

const quiet = { showCodeMessage: false } as const;

export const getInstalledModules = () => request<{ sysVersion: string; installed: ModuleInfo[] }>({ url: '/admin/module/index', method: 'GET' });
export const getCatalogue = () => request<{ sysVersion: string; configured: boolean; list: CatalogueModule[] }>({ url: '/admin/module/catalogue', method: 'GET' }, quiet);
/** Answers -1 (conflicts) and -2 (dependencies wait) come back as ApiCodeError for the page to handle. */
export const installModule = (uid: string, extend?: InstallExtend) =>
  request<{ data: ModuleInfo; restartRequired: boolean }>({ url: '/admin/module/install', method: 'POST', data: { uid, extend } }, { ...quiet, cancelDuplicateRequest: false });
/** What installing (`update`: updating to the catalogue's version) will do; super administrators only. */
export const inspectModule = (uid: string, update = false) =>
  request<{ package: PackageReport }>({ url: '/admin/module/inspect', method: 'GET', params: { uid, ...(update ? { update: 1 } : {}) } }, quiet);
export const changeModuleState = (uid: string, state: boolean, extra: { confirmConflict?: boolean; dependConflictSolution?: { npm?: string[] } } = {}) =>
  request<{ info: ModuleInfo }>({ url: '/admin/module/changeState', method: 'POST', data: { uid, state, ...extra } }, quiet);
export const uninstallModule = (uid: string) => request<Record<string, never>>({ url: '/admin/module/uninstall', method: 'POST', data: { uid } }, quiet);
export const updateModule = (uid: string) => request<{ info: ModuleInfo }>({ url: '/admin/module/update', method: 'POST', data: { uid } }, quiet);
export const dependentInstallComplete = (uid: string) => request<{ data: ModuleInfo }>({ url: '/admin/module/dependentInstallComplete', method: 'POST', data: { uid } });
export function uploadModule(file: File) {
  const form = new FormData();
  form.append('file', file);
  return request<{ info: ModuleInfo }>({ url: '/admin/module/upload', method: 'POST', data: form }, quiet);
}
export const getWebEntries = () => request<{ modules: WebEntry[] }>({ url: '/admin/module/webEntries', method: 'GET' }, { showCodeMessage: false, showErrorMessage: false, cancelDuplicateRequest: false });
