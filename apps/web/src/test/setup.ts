import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
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

await initI18n('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
