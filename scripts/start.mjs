// `npm start`: build the web app if needed, then serve it and the API from one process.
import { register } from 'tsx/esm/api';
import { buildWebIfNeeded } from './web-build.mjs';

buildWebIfNeeded();
register();
await import('../apps/server/src/main.ts');
