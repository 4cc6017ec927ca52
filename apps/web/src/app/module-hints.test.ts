import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadListedModules } from './module-hints';

const listed = (content: string) => {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'module-hints';
  data.textContent = content;
  document.body.appendChild(data);
};
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  document.getElementById('module-hints')?.remove();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
  vi.useRealTimers();
});

describe('the member page hints listed for later', () => {
  it('preloads every listed chunk, a few a task', () => {
    vi.useFakeTimers();
    const files = Array.from({ length: 19 }, (_, i) => `/assets/chunk-${i}.js`);
    listed(JSON.stringify(files));
    preloadListedModules();
    expect(preloads()).toEqual(files.slice(0, 8));
    vi.advanceTimersByTime(0);
    expect(preloads()).toEqual(files.slice(0, 16));
    vi.runAllTimers();
    expect(preloads()).toEqual(files);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
  });

  it("takes only the build's chunks, and nothing from a list that is not one", () => {
    listed(JSON.stringify(['/assets/a-1.js', 'https://evil.example/x.js', '/assets/../x.js', '/other/b.js', 3, '/assets/c-2.js']));
    preloadListedModules();
    expect(preloads()).toEqual(['/assets/a-1.js', '/assets/c-2.js']);
    document.getElementById('module-hints')?.remove();
    for (const bad of ['not json', '{"a":1}', '']) {
      listed(bad);
      preloadListedModules();
      document.getElementById('module-hints')?.remove();
    }
    expect(preloads()).toEqual(['/assets/a-1.js', '/assets/c-2.js']);
  });
});
