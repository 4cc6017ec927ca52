import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const MODULE = 'virtual:antd-static-css';

/** antd's styles of each theme of the app, printed by `antd-static-css.tsx` in a production Node (a few seconds). */
async function generate(): Promise<Record<string, string>> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', new URL('./antd-static-css.tsx', import.meta.url).pathname], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, string>;
}

/**
 * The build's static antd CSS, one file per theme (`assets/antd-light-<hash>.css`, …), whose
 * URLs `virtual:antd-static-css` answers (`src/app/antd-static-css.ts` loads one). The dev
 * server and the tests answer `null`: their hash classes differ, antd's styles are then all
 * generated at run time.
 */
export function antdStaticCss(): Plugin {
  let building = false;
  let css: Promise<Record<string, string>> | undefined;
  return {
    name: 'antd-static-css',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      // started at once, in parallel with the rest of the build
      if (building) css = generate();
    },
    resolveId(id) {
      return id === MODULE ? `\0${MODULE}` : undefined;
    },
    async load(id) {
      if (id !== `\0${MODULE}`) return undefined;
      if (!css) return 'export default null;';
      const urls = Object.entries(await css).map(([key, source]) => {
        const ref = this.emitFile({ type: 'asset', name: `antd-${key}.css`, source });
        return `${JSON.stringify(key)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default { ${urls.join(', ')} };`;
    },
  };
}
