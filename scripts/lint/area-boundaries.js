// ESLint rule `areas/boundaries`: the server's areas (apps/server/src/modules/<area>/) stay apart.
//   - core (apps/server/src/core/) never imports an area: areas register themselves through
//     their module.ts, found on disk at start;
//   - anything else reaches an area only through its index.ts (what the area offers), except
//     that table files (db/schema/*, modules/<area>/schema.ts) may name another area's schema.ts
//     for a foreign key.
// Tests are free to reach inside (they test the parts).
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../apps/server/src');
const MODULES = path.join(SRC, 'modules');
const CORE = path.join(SRC, 'core');

const areaOf = (file) => (file.startsWith(MODULES + path.sep) ? file.slice(MODULES.length + 1).split(path.sep)[0] : null);
const isTableFile = (file) => file.startsWith(path.join(SRC, 'db', 'schema') + path.sep) || file.endsWith(`${path.sep}schema.ts`);

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'core does not import areas; an area is reached only through its index.ts' },
    messages: {
      core: 'core does not import an area (modules/{{area}}): the area registers itself in its module.ts.',
      index: 'Reach the area {{area}} through modules/{{area}}/index.ts (export what it offers there).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(SRC + path.sep) || /\.test\.tsx?$/.test(file)) return {};
    const own = areaOf(file);
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const area = areaOf(target);
      if (!area || area === own) return;
      if (file.startsWith(CORE + path.sep)) return context.report({ node, messageId: 'core', data: { area } });
      if (target === path.join(MODULES, area, 'index.ts')) return;
      if (target === path.join(MODULES, area, 'schema.ts') && isTableFile(file)) return;
      context.report({ node, messageId: 'index', data: { area } });
    };
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { boundaries } };
