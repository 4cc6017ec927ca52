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
/** A page's own manifest beside the area's (`note-item.module.ts`, written by the CRUD generator). */
const isManifest = (file: string) => file === MANIFEST || file.endsWith(`.${MANIFEST}`);
let loaded: Promise<LoadedModule[]> | undefined;

/** Forgets the loaded areas, so that the next `loadModules` finds areas added since (the CRUD generator's tests start a server after generating one). */
export function reloadModules(): void {
  loaded = undefined;
}

/** An area's manifests as one declaration (a menu declared by several, such as the area's folder, once). */
function merged(defs: readonly ModuleDef[]): ModuleDef {
  if (defs.length === 1) return defs[0];
  const all = <K extends keyof ModuleDef>(k: K) => defs.flatMap((d) => (d[k] ?? []) as never[]);
  const once = <R extends { name: string }>(rules: R[]) => rules.filter((r, i) => rules.findIndex((o) => o.name === r.name) === i);
  const routes = defs.flatMap((d) => (d.routes ? [d.routes] : []));
  return {
    resources: all('resources'), memberLists: all('memberLists'), actions: all('actions'), messages: all('messages'), interceptors: all('interceptors'),
    menus: once(all('menus') as RuleSeed[]), memberMenus: once(all('memberMenus') as MemberRuleSeed[]),
    ...(routes.length ? { routes: (app: FastifyInstance, ctx: AppContext) => routes.forEach((r) => r(app, ctx)) } : {}),
  };
}

/**
 * Every area under `modules/`, by folder name: its `module.ts` and its pages' `<page>.module.ts`
 * taken together; a folder without either is not an area. Loaded once.
 */
export function loadModules(): Promise<LoadedModule[]> {
  loaded ??= (async () => {
    const areas = fs
      .readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
      .map((name) => ({ name, files: fs.readdirSync(path.join(MODULES_DIR, name)).filter(isManifest).sort((a, b) => Number(b === MANIFEST) - Number(a === MANIFEST) || (a < b ? -1 : 1)) }))
      .filter((a) => a.files.length);
    const modules: LoadedModule[] = [];
    for (const { name, files } of areas) {
      const defs: ModuleDef[] = [];
      for (const file of files) {
        const def = (await import(pathToFileURL(path.join(MODULES_DIR, name, file)).href)).default as ModuleDef | undefined;
        if (!def) throw new Error(`modules/${name}/${file} has no default export (defineModule)`);
        defs.push(def);
      }
      modules.push({ ...merged(defs), name });
    }
    return modules;
  })();
  return loaded;
}
