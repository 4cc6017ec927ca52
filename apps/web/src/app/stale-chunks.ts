/** When the page last loaded itself afresh for a missing chunk (sessionStorage: this tab only). */
const KEY = 'stale-chunk-reload';
/** Within this time of the last reload, a missing chunk is a real failure, not a new build: no loop. */
const QUIET_MS = 60_000;

/**
 * A new build (a deploy, or the CRUD generator's rebuild after it writes a page) replaces the web
 * app's hashed chunks: a tab opened before it asks for files that are gone, and its next lazy page
 * or dialog fails to load. Vite reports that as `vite:preloadError`; the page then loads itself
 * afresh once, from the new build, instead of leaving a dialog that never opens. A second failure
 * within a minute is left to the page's own error handling.
 */
export function reloadOnStaleChunks(target: Window = window, storage: Storage = sessionStorage, now = () => Date.now()): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(KEY) ?? 0);
    if (now() - last < QUIET_MS) return;
    storage.setItem(KEY, String(now()));
    event.preventDefault(); // the import's error is not thrown: the page is going away
    target.location.reload();
  });
}
