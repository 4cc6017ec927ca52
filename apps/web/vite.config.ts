/// <reference types="vitest/config" />
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8000}`;

/**
 * The SPA and the API share path prefixes (`/admin/login` is a page, `/admin/Index/login` an
 * endpoint). As in BuildAdmin, an API call is recognised by its `server` header (or `?server=`
 * on <img>/EventSource URLs); every other request falls through to the SPA.
 */
const apiCallsOnly: ProxyOptions = {
  target: apiTarget,
  changeOrigin: true,
  bypass(req) {
    const isApiCall = req.headers.server !== undefined || /[?&]server=/.test(req.url ?? '');
    return isApiCall ? undefined : req.url;
  },
};

const proxy: Record<string, string | ProxyOptions> = {
  '^/(api|admin)(/|$)': apiCallsOnly,
  // files the API serves (avatars, uploads)
  '/static/': { target: apiTarget, changeOrigin: true },
  '/storage/': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // Every antd input imports rc-field-form's index for its FormProvider; the package does
        // not declare itself side-effect free (it is), so its validator and runtime would ship
        // with every page that has an input, Form or not (~20 KB gzipped).
        moduleSideEffects: [
          { test: /node_modules\/(rc-field-form|@rc-component\/async-validator)\//, sideEffects: false },
          // rc-motion's index builds CSSMotion at load (a call, kept unless the package is known
          // pure): ConfigProvider takes only its Provider, a first visit need not get the rest (~5 KB)
          { test: /node_modules\/rc-motion\//, sideEffects: false },
          // the contract's files only declare schemas and helpers: a page importing one name from
          // its index would otherwise get every area's zod schemas (~14 KB gzipped on the logins)
          { test: /packages\/contract\/src\//, sideEffects: false },
        ],
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
