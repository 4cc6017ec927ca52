import { dashboardEndpoints, type ImportProgress, type ImportReport } from '@app/contract';
import { endpointKey } from './endpoint';
import { runImportJob } from './imports';
import { resourceKeys } from './query-keys';
import type { Write } from './write';

export interface ImportVars {
  file: File;
  dryRun: boolean;
  onProgress: (p: ImportProgress) => void;
}

/** A dry run writes nothing; an import changes the resource's tables (members: the balance logs too) and the dashboard. */
export const importWrite = (path: string, alsoTouches: string[] = []): Write<ImportVars, ImportReport> => ({
  run: ({ file, dryRun, onProgress }) => runImportJob(path, file, dryRun, onProgress),
  touches: ({ dryRun }) => (dryRun ? [] : [resourceKeys.list(path), ...alsoTouches.map((p) => resourceKeys.list(p)), endpointKey(dashboardEndpoints.index)]),
});
