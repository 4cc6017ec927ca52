/**
 * The one contract between the host app and a module's web build: the packages the host lends
 * (apps/web/src/app/module-host.ts, `HOST_MODULES`). Every import of one of them in a module is
 * replaced at the module's build by a virtual module reading `globalThis.__FRANCHISE_HOST__[<specifier>]`,
 * with the package's named exports listed from the same package installed here (the host's).
 */
export const HOST_SPECIFIERS = ['react', 'react/jsx-runtime', 'react-dom', 'antd', 'react-i18next'];

const PREFIX = '\0franchise-host:';
const IDENT = /^[A-Za-z_$][\w$]*$/;

export function hostShim() {
  return {
    name: 'franchise-host-shim',
    enforce: 'pre',
    resolveId(source) {
      return HOST_SPECIFIERS.includes(source) ? PREFIX + source : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const specifier = id.slice(PREFIX.length);
      const names = Object.keys(await import(specifier)).filter((n) => n !== 'default' && IDENT.test(n));
      const host = `globalThis.__FRANCHISE_HOST__[${JSON.stringify(specifier)}]`;
      return [
        `const m = ${host};`,
        `if (!m) throw new Error(${JSON.stringify(`the host app does not lend ${specifier}`)});`,
        'export default (m.default ?? m);',
        ...names.map((n) => `export const ${n} = m[${JSON.stringify(n)}];`),
      ].join('\n');
    },
  };
}
