/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
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

/** Modules in the entry's static chain (react-i18next's barrel) that only the module host (app/module-host.ts) uses. */
const moduleHostOnly =
  /node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](?!(initReactI18next|useTranslation|context|i18nInstance|defaults|unescape|utils)\.js$)|html-parse-stringify|void-elements)/;

/** The SVG definitions of the first-load pages' icons (those `src/components/icon/light-icons.tsx` imports). */
const lightIconNames = [...readFileSync(new URL('./src/components/icon/light-icons.tsx', import.meta.url), 'utf8').matchAll(/icons-svg\/es\/asn\/(\w+)'/g)].map((m) => m[1]);

/**
 * The code the home page and the two logins share besides the entry: toolbar, login forms,
 * member menu, their icons, the site bootstrap, the request layer and its stores. In one
 * chunk, a first visit makes one request for it; a module added to those pages outside this list
 * gets a chunk of its own (first-load.spec.ts counts the requests).
 */
const publicShared = new RegExp(
  [
    // the admin login's second step stays with that page: the member login and the home page never show it
    String.raw`src[\\/]components[\\/](toolbar|member-dropdown|head-nav)[\\/]`,
    String.raw`src[\\/]components[\\/]login-shell[\\/](?!SecondFactorForm)`,
    String.raw`src[\\/]components[\\/]icon[\\/](light|local)-icons\.tsx$`,
    String.raw`src[\\/]components[\\/]click-captcha[\\/]use-click-captcha\.tsx$`,
    String.raw`src[\\/]app[\\/](bootstrap[\\/](site|once)|session|rules[\\/]auth-node)\.ts$`,
    String.raw`src[\\/]stores[\\/](member-center|nav-tabs)\.ts$`,
    String.raw`src[\\/]utils[\\/](site-zone|validate|url)\.ts$`,
    String.raw`src[\\/]api[\\/](request|http|query-string|call|http-error-message|token-refresh|pending-requests|loading-overlay|user|admin)\.ts$`,
    String.raw`packages[\\/]contract[\\/]src[\\/](wall-time|first-load\.routes|endpoint|auth-limits)\.ts$`,
    String.raw`node_modules[\\/]@ant-design[\\/]icons-svg[\\/]es[\\/]asn[\\/](${lightIconNames.join('|')})\.js$`,
  ].join('|'),
);

/** Test files that need fresh modules (see `test.projects`). */
const FRESH_MODULES = [
  // vi.mock
  'src/app/bootstrap/admin.test.ts', 'src/app/module-web.test.ts', 'src/app/session.test.ts', 'src/components/form-item/FieldInput.test.tsx',
  'src/layouts/user/UserLayout.test.tsx', 'src/pages/admin/module-store/module-store/module-store.test.tsx', 'src/pages/public/home/home.test.tsx',
  'src/pages/member-centre/login/login-page.test.tsx', 'src/pages/member-centre/login/register-limits.test.tsx',
  // a module's first state
  'src/api/request.test.ts', 'src/app/routes.test.ts', 'src/lang/packs.test.ts', 'src/stores/stores.test.ts',
];

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // No module preload lists: Vite's helper appended a <link rel=modulepreload> for every chunk a
    // lazy import reaches (86–140 on a member page), ~200 ms of a phone's main thread in
    // appendChild at Lighthouse's 4x slowdown, and fetched chunks the first render does not use
    // beside the ones it does. The browser fetches a chunk's imports as it reads it; a lazy chunk's
    // CSS is still loaded by the helper. Lighthouse, medians of three, mobile / desktop: overview
    // 66 / 88 → 66 / 99, shop 55 / 91 → 63 / 98, home 91 / 99 → 94 / 99, member login 92 / 99 → 93 / 99.
    // The public pages' and the member pages' chunks are hinted by the server (apps/server/src/spa-hints.ts).
    modulePreload: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically is one chunk (`index`), not a dozen small ones a
            // first visit would wait for: the app's root, stores and i18n, react, i18next. Not
            // react-i18next's components only the module host passes on (Trans and kin, ~5 KB
            // gzipped), which its barrel puts in the entry's static chain.
            { name: 'index', tags: ['$initial'], test: (id) => !moduleHostOnly.test(id), includeDependenciesRecursively: false },
            // What the home page and the two logins share, one chunk instead of ~20 (issue #34)
            { name: 'public', test: (id) => publicShared.test(id), includeDependenciesRecursively: false },
          ],
        },
      },
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
    // Most files share their worker's modules from one file to the next (antd and the app are
    // imported once per worker: 248 s → about 130 s). Those that mock modules (`vi.mock` applies
    // only to a fresh import) or check a module's first state (store defaults, the language packs
    // as loaded, the request layer's interceptors, the routes) get fresh modules.
    projects: [
      { extends: true, test: { name: 'fresh-modules', include: FRESH_MODULES } },
      { extends: true, test: { name: 'shared-modules', include: ['src/**/*.test.{ts,tsx}'], exclude: FRESH_MODULES, isolate: false } },
    ],
  },
});
