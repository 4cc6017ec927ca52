/**
 * Wraps a loader so concurrent callers share one run (React's StrictMode mounts effects twice)
 * and a finished run is not repeated; a failed run may be retried.
 */
export function once(load: () => Promise<void>, isDone: () => boolean): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    if (isDone()) return Promise.resolve();
    running ??= load().finally(() => {
      running = null;
    });
    return running;
  };
}
