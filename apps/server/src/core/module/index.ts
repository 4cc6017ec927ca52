import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { ActionGroup } from '../crud/actions.ts';
import type { WriteInterceptor } from '../crud/intercept.ts';
import type { AnyMemberListDef } from '../crud/member.ts';
import type { AnyResourceDef } from '../crud/types.ts';
import type { MessagePack } from '../i18n/packs/types.ts';
import type { MemberRuleSeed, RuleSeed } from './menus.ts';

export { buttons, memberDir, memberMenu, memberNodes, menu, type MemberRuleSeed, type RuleSeed } from './menus.ts';

/**
 * An area of the application, declared once in `modules/<area>/module.ts` (default export). The
 * server finds every area by scanning that folder at start: adding an area edits no shared list.
 */
export interface ModuleDef {
  /** Resources the CRUD kit serves (`/admin/<path>/*`). */
  resources?: readonly AnyResourceDef[];
  /** Lists of the member's own rows in the member centre (`defineMemberList`). */
  memberLists?: readonly AnyMemberListDef[];
  /** Custom actions on paths without a table (`defineActions`), served like a resource's `actions`. */
  actions?: readonly ActionGroup[];
  /** The area's own routes, registered after its resources. */
  routes?(app: FastifyInstance, ctx: AppContext): void;
  /** Admin menu rules with their buttons; the seed inserts the missing ones (matched by name). */
  menus?: readonly RuleSeed[];
  /** Member-centre rules (pages and the nodes of their API); the seed inserts the missing ones (matched by name). */
  memberMenus?: readonly MemberRuleSeed[];
  /** The area's server messages in both languages (its packs beside its module: `messages.ts` or `messages/`). */
  messages?: readonly MessagePack[];
  /** Work added to every write of the kit's resources (data security's recycle and sensitive logs). */
  interceptors?: readonly WriteInterceptor[];
}

/** A module found on disk: its folder name and declaration. */
export interface LoadedModule extends ModuleDef {
  name: string;
}

/** Declares an area; the identity function that gives the declaration its types. */
export const defineModule = (def: ModuleDef): ModuleDef => def;

const MODULES_DIR = path.resolve(import.meta.dirname, '../../modules');
/** `module.ts` from the sources (tsx), `module.js` from the compiled server (`npm start`). */
const MANIFEST = `module${path.extname(import.meta.filename)}`;
let loaded: Promise<LoadedModule[]> | undefined;

/** Forgets the loaded areas, so that the next `loadModules` finds areas added since (the CRUD generator's tests start a server after generating one). */
export function reloadModules(): void {
  loaded = undefined;
}

/** Every area under `modules/`, by folder name; a folder without `module.ts` is not an area. Loaded once. */
export function loadModules(): Promise<LoadedModule[]> {
  loaded ??= (async () => {
    const names = fs
      .readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(MODULES_DIR, d.name, MANIFEST)))
      .map((d) => d.name)
      .sort();
    const modules: LoadedModule[] = [];
    for (const name of names) {
      const def = (await import(pathToFileURL(path.join(MODULES_DIR, name, MANIFEST)).href)).default as ModuleDef | undefined;
      if (!def) throw new Error(`modules/${name}/module.ts has no default export (defineModule)`);
      modules.push({ ...def, name });
    }
    return modules;
  })();
  return loaded;
}
