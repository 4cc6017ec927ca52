import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../lang/i18n';

// antd's responsive helpers need matchMedia, which jsdom lacks
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom cannot compute pseudo-element styles (antd's Modal asks); the element's own style will do
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// Pages and inputs load on demand: on a busy two-core machine the first transform of a chunk can
// outlast testing-library's one-second wait. A wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

await initI18n('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
