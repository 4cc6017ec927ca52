import path from 'node:path';
import { PACKAGE_MANAGERS, type PackageManager } from '@app/contract';

/** The project root: the commands run here (npm workspaces: the web app's packages install at the root). */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** Package managers the terminal knows (reference 12.1, declared in the contract); `none` means the admin runs installs by hand. */
export { PACKAGE_MANAGERS, type PackageManager };

/**
 * One whitelisted command: argv lists run one after the other in `cwd` (relative to the project
 * root, or absolute), each without a shell; the first that fails ends the command with its exit code.
 */
export interface TerminalCommand {
  steps: readonly (readonly string[])[];
  cwd?: string;
}

const one = (...argv: string[]): TerminalCommand => ({ steps: [argv] });

const NPM_REGISTRIES: Record<string, string> = {
  npm: 'https://registry.npmjs.org/',
  taobao: 'https://registry.npmmirror.com/',
  tencent: 'https://mirrors.cloud.tencent.com/npm/',
};

/** Installing the web app's dependencies (the whole workspace, from its lock file with npm). */
const WEB_INSTALL: Record<Exclude<PackageManager, 'none'>, string[]> = {
  npm: ['npm', 'ci'],
  cnpm: ['cnpm', 'install'],
  pnpm: ['pnpm', 'install'],
  yarn: ['yarn', 'install'],
  ni: ['ni'],
};

/** Installing the installed modules' npm dependencies (no lock file there: `npm install`). */
const MODULE_INSTALL: Record<Exclude<PackageManager, 'none'>, string[]> = {
  npm: ['npm', 'install', '--omit=dev', '--no-audit', '--no-fund'],
  cnpm: ['cnpm', 'install', '--production'],
  pnpm: ['pnpm', 'install', '--prod'],
  yarn: ['yarn', 'install', '--production'],
  ni: ['ni', '--prod'],
};

/** Building the web app (root script `build`: `vite build` of apps/web into apps/web/dist, which the server serves). */
const WEB_BUILD: Record<Exclude<PackageManager, 'none'>, string[]> = {
  npm: ['npm', 'run', 'build'],
  cnpm: ['cnpm', 'run', 'build'],
  pnpm: ['pnpm', 'run', 'build'],
  yarn: ['yarn', 'run', 'build'],
  ni: ['nr', 'build'],
};

/**
 * The whitelist of reference 12.1, for this project: a command key (`group.sub`) names a fixed
 * argv; nothing the client sends reaches the argv. The PHP-only groups (composer, think
 * migrate) have no counterpart here: migrations run at every start-up.
 */
export function projectCommands(dataDir?: string): Map<string, TerminalCommand> {
  const commands = new Map<string, TerminalCommand>();
  // the module store's dependency installs: DATA_DIR/modules/package.json (core/packages)
  if (dataDir) for (const [pm, argv] of Object.entries(MODULE_INSTALL)) commands.set(`module-install.${pm}`, { steps: [argv], cwd: path.join(dataDir, 'modules') });
  commands.set('version.node', one('node', '-v'));
  for (const pm of ['npm', 'cnpm', 'pnpm', 'yarn'] as const) commands.set(`version.${pm}`, one(pm, '-v'));
  commands.set('install.cnpm', one('npm', 'install', 'cnpm', '-g', '--registry=https://registry.npmmirror.com'));
  commands.set('install.yarn', one('npm', 'install', '-g', 'yarn'));
  commands.set('install.pnpm', one('npm', 'install', '-g', 'pnpm'));
  commands.set('install.ni', one('npm', 'install', '-g', '@antfu/ni'));
  for (const [pm, argv] of Object.entries(WEB_INSTALL)) commands.set(`web-install.${pm}`, one(...argv));
  for (const [pm, argv] of Object.entries(WEB_BUILD)) commands.set(`web-build.${pm}`, one(...argv));
  for (const [name, url] of Object.entries(NPM_REGISTRIES)) {
    commands.set(`set-npm-registry.${name}`, { steps: [['npm', 'config', 'set', 'registry', url], ['npm', 'config', 'get', 'registry']] });
  }
  return commands;
}

/** The line shown before the output: `> npm config set registry … && npm config get registry`. */
export const commandLine = (command: TerminalCommand): string => command.steps.map((argv) => argv.join(' ')).join(' && ');
