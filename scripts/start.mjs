// `npm start`: build the web app if needed, then serve it and the API from one process.
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './web-build.mjs';

register();
// A bad configuration or data folder stops here, before the build and the server load.
await import('../apps/server/src/start-guard.ts');
buildWebIfNeeded();
await import('../apps/server/src/main.ts');
