// `npm start`: compile the server, build the web app and the module catalogue if needed, then serve both from one
// process, running the compiled server (scripts/server-build.mjs; `npm start` passes Node the
// `compiled` condition so that @app/contract resolves to its compiled files too).
import { buildServerIfNeeded } from './server-build.mjs';
import { buildWebIfNeeded } from './web-build.mjs';
import { buildCatalogueIfNeeded } from './catalogue-build.mjs';

await buildServerIfNeeded();
// A bad configuration or data folder stops here, before the web build and the server load.
await import('../apps/server/dist/start-guard.js');
buildWebIfNeeded();
// before the server reads its configuration: the built catalogue is its default MODULE_CATALOGUE
buildCatalogueIfNeeded();
await import('../apps/server/dist/main.js');
