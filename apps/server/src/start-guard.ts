/**
 * Loaded before main.ts (`npm start` imports it first; main.ts imports it too), so that a bad
 * configuration or data folder stops the server before the rest of it is loaded: one line on
 * stderr, exit code 1, no stack trace, no database opened.
 */
import { loadConfig } from './config.ts';
import { checkDataDir, refuseToStart } from './db/data-dir.ts';

let config;
try {
  config = loadConfig();
} catch (e) {
  refuseToStart((e as Error).message.replace(/\n\s*/g, ' '));
}
checkDataDir(config);
