import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-chunks';

/** A window whose reload is counted, a tab's storage, and a clock. */
function tab() {
  const target = new EventTarget() as unknown as Window;
  const reload = vi.fn();
  Object.defineProperty(target, 'location', { value: { reload } });
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as Storage;
  let time = 1_000_000;
  reloadOnStaleChunks(target, storage, () => time);
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { reload, fail, later: (ms: number) => (time += ms) };
}

describe('reloadOnStaleChunks', () => {
  it('loads the page afresh when a chunk of an older build is missing, once a minute at most', () => {
    const { reload, fail, later } = tab();
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // the new build fails as well: a real failure, left to the page (no reload loop)
    later(5_000);
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    later(60_000);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
