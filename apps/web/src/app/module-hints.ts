/** The element the server writes a member page's later hints into (apps/server/src/spa-hints.ts, `LATER_HINTS_ID`). */
const HINTS_ID = 'module-hints';
/** Links a task: each creates a request, about 1 ms apiece on a slow phone's main thread. */
const BATCH = 8;

/**
 * Preloads the chunks the server listed for the first page besides its `<link>`s: the imports of
 * the page's modules, which the browser would otherwise find one level of imports at a time. A
 * few links a task, so that no task grows long; only the build's own chunks (`/assets/*.js`).
 */
export function preloadListedModules(doc: Document = document): void {
  const listed = doc.getElementById(HINTS_ID)?.textContent;
  if (!listed) return;
  let files: unknown;
  try {
    files = JSON.parse(listed);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const queue = files.filter((f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f));
  const next = () => {
    for (const file of queue.splice(0, BATCH)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      doc.head.appendChild(link);
    }
    if (queue.length) setTimeout(next, 0);
  };
  next();
}
