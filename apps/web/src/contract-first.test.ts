import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue #30 item 1 on the web: endpoints are named by their declarations (api/call.ts,
 * api/endpoint.ts), never by a URL written again; their answers' types are the declarations'; reads
 * go through TanStack Query, so no effect hides its dependencies.
 */

// vitest runs from the web app's folder (jsdom gives import.meta.url no file scheme)
const SRC = join(process.cwd(), 'src');

/** Every TypeScript file under `dir`. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts') ? [path] : [];
  });
}

const everything = sources().map((path) => ({ file: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));
/** The app's files: tests and test helpers left out. */
const files = everything.filter(({ file }) => !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'));
const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** A string or template's text, each substitution as `${}`. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => '${}' + s.literal.text).join('');
  return undefined;
}

/**
 * An API path rather than a page's route: anything under `/api/`, and under `/admin/` the
 * reference's controllers (`Index`, `auth.Admin`, `ajax`) or a resource's action (`/admin/${…}/add`).
 * Routes are lower-case rule paths (`/admin/user/moneyLog`, `/admin/${rule}`).
 */
export const isApiPath = (text: string): boolean =>
  /^\/api\//.test(text) || /^\/admin\/(ajax\/|[A-Z]|[\w]+\.\w)/.test(text) || /^\/admin\/\$\{\}\/(index|add|edit|del|sortable|import|importTemplate|export|select)\b/.test(text);

/** The request layer's calls (api/request.ts, api/call.ts, api/endpoint.ts). */
const REQUEST_CALLS = ['call', 'request', 'upload'];

/** The request layer's generic call is the kits' (the typed calls, the CRUD kit, its remote select and rule tree). */
const REQUEST_KITS = new Set(['api/request.ts', 'api/call.ts', 'api/endpoint.ts', 'components/data-table/crud-api.ts', 'components/remote-select/remote-select.ts', 'components/rule-tree/RuleTree.tsx']);

/** Calls that are no reads to cache: a captcha's challenge is made anew for each showing (and the login pages have no query client). */
const ONE_SHOT = new Set(['components/click-captcha/ClickCaptcha.tsx']);

describe('contract first (issue #30 item 1)', () => {
  it('tells an API path from a route', () => {
    for (const api of ['/api/user/checkIn', '/admin/Index/login', '/admin/auth.Admin/index', '/admin/ajax/upload', '/admin/${}/add', '/admin/${}/index']) expect(isApiPath(api), api).toBe(true);
    for (const route of ['/admin/login', '/admin/user/moneyLog', '/admin/routine/adminInfo', '/admin/${}', '/admin/crud/crud?logId=${}', '/admin/', '/user/login', '/']) expect(isApiPath(route), route).toBe(false);
  });

  it('no source file writes an API path: it names the declared endpoint (router paths are fine)', () => {
    const found: string[] = [];
    for (const { file, text } of files) {
      walk(parse(file, text), (node) => {
        const literal = literalText(node);
        if (literal !== undefined && isApiPath(literal)) found.push(`${file}: ${literal}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('no page or component calls the request layer with an answer type of its own: only the kits do', () => {
    const found: string[] = [];
    for (const { file, text } of files) {
      if (REQUEST_KITS.has(file)) continue;
      walk(parse(file, text), (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'request') found.push(`${file}: ${node.getText().slice(0, 80)}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('no effect reads an endpoint itself: reads go through TanStack Query, keyed by their endpoint', () => {
    // an effect calling the request layer or a declared endpoint keeps its answer in local state, uncached and unkeyed (writes cannot invalidate it)
    const found: string[] = [];
    for (const { file, text } of files) {
      if (REQUEST_KITS.has(file)) continue;
      walk(parse(file, text), (node) => {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !/^use(Layout)?Effect$/.test(node.expression.text)) return;
        const effect = node.arguments[0];
        if (!effect) return;
        walk(effect, (inner) => {
          if (ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) && ['call', 'request'].includes(inner.expression.text)) found.push(`${file}: ${inner.getText().slice(0, 80)}`);
        });
      });
    }
    expect(found).toEqual([]);
  });

  it("no effect reaches the request layer through an api/ helper or a function of its own either", () => {
    // the api/ modules that call the request layer themselves (getInstalledModules wraps call): their functions are reads or writes
    const callsRequestLayer = (file: string, text: string) => {
      let found = false;
      walk(parse(file, text), (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && REQUEST_CALLS.includes(node.expression.text)) found = true;
      });
      return found;
    };
    const wrappers = new Set(files.filter(({ file, text }) => file.startsWith('api/') && !REQUEST_KITS.has(file) && callsRequestLayer(file, text)).map(({ file }) => file));
    expect(wrappers.has('api/module.ts')).toBe(true);
    const found: string[] = [];
    for (const { file, text } of files) {
      if (REQUEST_KITS.has(file) || ONE_SHOT.has(file)) continue;
      const source = parse(file, text);
      // what reaches the request layer: call / request / upload, and the names this file imports from those modules
      const reaching = new Set(REQUEST_CALLS);
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.importClause?.isTypeOnly) continue;
        if (!wrappers.has(`${posix.join(posix.dirname(file), statement.moduleSpecifier.text)}.ts`)) continue;
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) for (const b of bindings.elements) if (!b.isTypeOnly) reaching.add(b.name.text);
      }
      // the file's own functions (`function load()`, `const load = async () => …`, `const load = useCallback(async () => …, [])`), followed from an effect
      const locals = new Map<string, ts.Node>();
      walk(source, (node) => {
        if (ts.isFunctionDeclaration(node) && node.name && node.body) locals.set(node.name.text, node.body);
        if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
        const init = node.initializer;
        const fn = ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'useCallback' ? init.arguments[0] : init;
        if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) locals.set(node.name.text, fn.body);
      });
      const reaches = (body: ts.Node, seen: Set<string>): string | undefined => {
        let hit: string | undefined;
        walk(body, (inner) => {
          if (hit || !ts.isCallExpression(inner) || !ts.isIdentifier(inner.expression)) return;
          const name = inner.expression.text;
          if (reaching.has(name)) hit = inner.getText().slice(0, 80);
          else if (locals.has(name) && !seen.has(name)) {
            const through = reaches(locals.get(name)!, new Set([...seen, name]));
            if (through) hit = `${name}() -> ${through}`;
          }
        });
        return hit;
      };
      walk(source, (node) => {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !/^use(Layout)?Effect$/.test(node.expression.text) || !node.arguments[0]) return;
        const hit = reaches(node.arguments[0], new Set());
        if (hit) found.push(`${file}: ${hit}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('no effect hides its dependencies (no exhaustive-deps disable)', () => {
    // written in parts, or this file would match itself
    const disable = new RegExp(['eslint', 'disable'].join('-') + '[^\\n]*' + ['exhaustive', 'deps'].join('-'));
    expect(everything.filter(({ text }) => disable.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
