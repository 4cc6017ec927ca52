// Lint of every workspace, run by `npm test` (npm run lint). Correctness rules, not style:
// the recommended sets of ESLint and typescript-eslint, and the rules of hooks for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import areas from './scripts/lint/area-boundaries.js';

// antd's Tabs puts its overflow button inside the tablist (axe aria-required-children): the web
// app's own Tabs (components/tabs) moves the role to the tabs' list.
const antdTabs = { name: 'antd', importNames: ['Tabs'], message: 'Use Tabs from components/tabs: antd\'s puts its overflow button inside the tablist.' };
// antd's pickers mark the browser's today and fill its Now; the site's pickers take the site's.
const antdPickers = { name: 'antd', importNames: ['DatePicker', 'TimePicker'], message: 'Use SitePicker (components/form-item/inputs/site-picker): antd\'s pickers take the browser\'s today.' };
// antd's Skeleton draws its title bar as an empty h3 (axe empty-heading, heading-order while a page loads).
const skeletonTitle = { selector: "JSXOpeningElement[name.name='Skeleton']:not(:has(JSXAttribute[name.name='title']))", message: 'Give Skeleton title={false}: its title bar is an empty h3.' };
// antd's Radio.Group is a div without a role, which a form's aria-required may not be on.
const antdRadioGroup = { selector: "JSXMemberExpression[object.name='Radio'][property.name='Group']", message: 'Use RadioGroup from components/radio-group: antd\'s group has no radiogroup role.' };
// antd's static dialogs render outside every ConfigProvider: white in dark mode, with motion the reader turned off.
const staticModal = { selector: "MemberExpression[object.name='Modal'][property.name=/^(confirm|info|success|error|warning)$/]", message: 'Use useConfirm from components/confirm: antd\'s static Modal.confirm ignores the theme (white in dark mode).' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/drizzle/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A disable directive that suppresses nothing is an error: each one must mean something.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Control characters are matched on purpose (names, inputs and files refuse them).
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The kit resolves tables at run time, so it uses the query builder untyped; API tests read
    // untyped JSON answers.
    files: ['apps/server/src/core/crud/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Request inputs take numbers through packages/contract/src/numbers.ts: z.coerce read
    // [1], true, "0x10" and "1e3" as numbers. (The environment, apps/server/src/config.ts, is text.)
    files: ['packages/contract/src/**/*.ts', 'apps/server/src/core/**/*.ts', 'apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='z'][property.name='coerce']", message: 'Use intInput / idInput / decimalInput / moneyText (packages/contract/src/numbers.ts): z.coerce takes arrays, booleans, hex and exponents.' }],
    },
  },
  {
    // One folder per area (apps/server/src/modules/<area>/): core never imports one, and an
    // area reaches another only through that area's index.ts (scripts/lint/area-boundaries.js).
    files: ['apps/server/src/**/*.ts'],
    plugins: { areas },
    rules: { 'areas/boundaries': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // No rule is switched off by a comment in the web app (an effect that runs on some changes
    // only reads the rest through useEffectEvent); the table kit's generic rows keep their `any`.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/data-table/**'],
    linterOptions: { noInlineConfig: true },
  },
  {
    // Times a person reads or enters are in the SITE's time zone, never the browser's: pages and
    // layouts format, parse and pick times only through the kit (apps/web/src/utils/date.ts).
    // Forms are checked through the form kit's validated(), which answers a failed rule with null.
    files: ['apps/web/src/pages/**/*.{ts,tsx}', 'apps/web/src/layouts/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'dayjs', message: 'Use the time kit (utils/date.ts): dayjs alone reads and writes the browser\'s zone.', allowTypeImports: true }, antdTabs, antdPickers],
      }],
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Date']", message: 'Use the time kit (utils/date.ts: formatDateTime, siteNow, wallToUnix): a Date reads in the browser\'s zone.' },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Use the time kit (utils/date.ts: formatDateTime): toLocale…String formats in the browser\'s zone.' },
        { selector: "CallExpression[callee.property.name=/^get(FullYear|Month|Date|Day|Hours|Minutes|Seconds)$/]", message: 'Use the time kit (utils/date.ts: siteNow): these getters read the browser\'s zone.' },
        { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: 'Use the time kit (utils/date.ts: formatDateTime).' },
        { selector: "CallExpression[callee.property.name='validateFields']", message: 'Use validated(form) (components/form-item): validateFields rejects with an object when a rule fails, an unhandled rejection in a handler.' },
        antdRadioGroup,
        skeletonTitle,
        staticModal,
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/tabs/**', 'apps/web/src/components/radio-group/**', 'apps/web/src/components/form-item/inputs/site-picker.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [antdTabs, antdPickers] }],
      'no-restricted-syntax': ['error', antdRadioGroup, skeletonTitle, staticModal],
    },
  },
);
