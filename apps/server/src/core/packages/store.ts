import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { adminRule, moduleInstall } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../http/errors.ts';
import type { Lang } from '../i18n/index.ts';
import { TableCache } from '../rbac/rules.ts';
import { loadModules } from '../module/index.ts';
import { appVersionFits, isNewer, manifestSchema, STATE, type Manifest, type ModuleState } from './manifest.ts';
import { describePackage, folderFiles, inside, listFiles, migrationsOf, parseManifest, zipFiles, type PackageReport } from './inspect.ts';
import { readPackageZip, writeZip } from './zip.ts';
import { Catalogue } from './catalogue.ts';

export type ModuleRow = typeof moduleInstall.$inferSelect;

/** A file a module placed into the shared folder, as it was when placed (reference 13.1 `.runtime`). */
export interface PlacedFile {
  path: string;
  size: number;
  md5: string;
}

type Solution = 'cover' | 'discard';
/** The resolution the store's dialog posts back with install (reference 13.5). */
export interface InstallExtend {
  fileConflict?: Record<string, Solution>;
  dependConflict?: { npm?: Record<string, Solution> };
}

export interface DisableOptions {
  confirmConflict?: boolean;
  /** Dependencies to remove from the modules' package.json: `{ npm: [names] }`. */
  dependConflictSolution?: { npm?: string[] };
}

const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex');
const now = () => new Date();

/** Splits a migration into statements: drizzle's breakpoints, else a `;` at a line's end. */
export function splitStatements(text: string): string[] {
  const parts = text.includes('--> statement-breakpoint') ? text.split('--> statement-breakpoint') : text.split(/;\s*$/m);
  return parts.map((s) => s.trim()).filter((s) => s && !/^(--[^\n]*\n?)+$/.test(s + '\n'));
}

/**
 * Installed module packages (reference 13): packages unpacked into `DATA_DIR/modules/<uid>`
 * (never the source tree), their state in `module_install`, the files they place into the
 * shared folder `DATA_DIR/module-public` (served at `/module-public/`), their npm dependencies
 * in `DATA_DIR/modules/package.json` (installed through the terminal), backups in
 * `DATA_DIR/modules/.backups`. The state machine and the conflict answers are the reference's.
 */
export class ModuleStore {
  readonly root: string;
  readonly sharedDir: string;
  readonly backupDir: string;
  readonly catalogue: Catalogue;
  /** Enabled-module rows, dropped on every instance when a module changes. */
  readonly rows: TableCache<ModuleRow>;

  constructor(private readonly ctx: AppContext) {
    this.root = path.join(ctx.config.dataDir, 'modules');
    this.sharedDir = path.join(ctx.config.dataDir, 'module-public');
    this.backupDir = path.join(this.root, '.backups');
    this.catalogue = new Catalogue(ctx.config.moduleCatalogue);
    this.rows = new TableCache(() => ctx.db.select().from(moduleInstall)).share(ctx.cluster.bus, 'modules');
  }

  /** Modules whose server routes this process registered at start-up, with their version (runtime.ts). */
  readonly served = new Map<string, string>();

  /** An enabled module with server routes this process did not register (or an older version): served after a restart. */
  needsRestart(uid: string, manifest: Manifest): boolean {
    return manifest.areas.some((a) => a.server) && this.served.get(uid) !== manifest.version;
  }

  private get db(): Db {
    return this.ctx.db;
  }

  dirOf(uid: string): string {
    return path.join(this.root, uid);
  }

  async row(uid: string): Promise<ModuleRow | undefined> {
    const [row] = await this.db.select().from(moduleInstall).where(eq(moduleInstall.uid, uid));
    return row;
  }

  /** The state of reference 13.2: a row's, or DIRECTORY_OCCUPIED for a non-empty folder without a package. */
  async state(uid: string): Promise<ModuleState> {
    const row = await this.row(uid);
    if (row && row.state !== STATE.UNINSTALLED) return row.state as ModuleState;
    const dir = this.dirOf(uid);
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0 && !this.readManifest(uid)) return STATE.DIRECTORY_OCCUPIED;
    return STATE.UNINSTALLED;
  }

  /** The unpacked package's manifest, or null when the folder has none or a broken one. */
  readManifest(uid: string): Manifest | null {
    try {
      const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(path.join(this.dirOf(uid), 'module.json'), 'utf8')));
      return parsed.success && parsed.data.uid === uid ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async list(): Promise<ModuleRow[]> {
    return (await this.db.select().from(moduleInstall).orderBy(moduleInstall.uid)).filter((r) => r.state !== STATE.UNINSTALLED);
  }

  private async setState(uid: string, state: ModuleState, extra: Partial<typeof moduleInstall.$inferInsert> = {}) {
    await this.db.update(moduleInstall).set({ state, updateTime: now(), ...extra }).where(eq(moduleInstall.uid, uid));
    this.changed();
  }

  changed() {
    this.ctx.cluster.bus.changed('modules');
  }

  // ---------------------------------------------------------------- unpacking

  /**
   * Checks a package zip and unpacks it into its folder with state WAIT_INSTALL (13.5 step 2,
   * 13.6). Refused: unsafe paths and links (zip.ts), an incomplete manifest, a uid of a built-in
   * area or not the one asked for, an app version outside the package's range, shared files
   * or menu rules that belong to another module, a module that exists (unless an upgrade).
   */
  async unpack(data: Buffer, opts: { expectUid?: string; upgrade?: boolean } = {}): Promise<ModuleRow> {
    const files = await readPackageZip(data);
    const manifest = parseManifest(files.get('module.json'));
    const uid = manifest.uid;
    if (opts.expectUid && opts.expectUid !== uid) throw new ApiError('The package claims the uid of another module: %s', 0, { uid }, [uid]);
    const builtIn = new Set((await loadModules()).map((m) => m.name));
    if (builtIn.has(uid) || manifest.areas.some((a) => builtIn.has(a.name))) throw new ApiError('The package claims the uid of another module: %s', 0, { uid }, [uid]);
    if (!appVersionFits(manifest.requires.app)) throw new ApiError('The module requires app version %s', 0, { requires: manifest.requires.app }, [manifest.requires.app]);
    for (const ref of [...manifest.areas.flatMap((a) => [a.server, a.migrations]), manifest.web.editor, ...Object.values(manifest.web.pages)]) {
      if (ref && !files.has(ref) && ![...files.keys()].some((f) => f.startsWith(ref.replace(/\/$/, '') + '/'))) {
        throw new ApiError('Basic configuration of the Module is incomplete', 0, { missing: ref });
      }
    }

    const others = (await this.db.select().from(moduleInstall)).filter((r) => r.uid !== uid && r.state !== STATE.UNINSTALLED);
    const claimed = new Map<string, string>();
    for (const o of others) for (const f of o.files as PlacedFile[]) claimed.set(f.path, o.uid);
    for (const f of files.keys()) {
      const shared = f.startsWith('public/') ? f.slice('public/'.length) : null;
      if (shared && claimed.has(shared)) throw new ApiError('The package claims files of module %s: %s', 0, { uid: claimed.get(shared), file: shared }, [claimed.get(shared), shared]);
    }
    const ruleNames = manifest.areas.flatMap((a) => a.menus.map((m) => m.name));
    if (ruleNames.length) {
      const ownedByOthers = new Set(others.flatMap((o) => ((o.manifest as Manifest).areas ?? []).flatMap((a) => a.menus.map((m) => m.name))));
      const builtInRules = new Set((await loadModules()).flatMap((m) => (m.menus ?? []).map((r) => r.name)));
      const taken = ruleNames.find((n) => ownedByOthers.has(n) || builtInRules.has(n));
      if (taken) throw new ApiError('The package claims menu rules of another module: %s', 0, { rule: taken }, [taken]);
    }

    const existing = await this.row(uid);
    const state = await this.state(uid);
    if (state === STATE.DIRECTORY_OCCUPIED) throw new ApiError('The directory required by the module is occupied');
    if (existing && state !== STATE.UNINSTALLED) {
      // an upgrade only: a newer version of a disabled module
      if (!opts.upgrade || !isNewer(manifest.version, existing.version)) throw new ApiError('Module already exists');
      if (state !== STATE.DISABLE) throw new ApiError('Please disable the module first');
    }

    // unpack beside, then swap in: a failure leaves the old folder as it was
    fs.mkdirSync(this.root, { recursive: true });
    const temp = path.join(this.root, `.tmp-${uid}-${crypto.randomBytes(4).toString('hex')}`);
    try {
      for (const [name, bytes] of files) {
        const target = inside(temp, name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, bytes, { flag: 'wx' });
      }
      fs.rmSync(this.dirOf(uid), { recursive: true, force: true });
      fs.renameSync(temp, this.dirOf(uid));
    } finally {
      fs.rmSync(temp, { recursive: true, force: true });
    }

    const info = { title: manifest.title, intro: manifest.intro, author: manifest.author, website: manifest.website, version: manifest.version, manifest, updateTime: now() };
    await this.db
      .insert(moduleInstall)
      .values({ uid, state: STATE.WAIT_INSTALL, ...info })
      .onConflictDoUpdate({ target: moduleInstall.uid, set: { state: STATE.WAIT_INSTALL, ...info } });
    this.changed();
    return (await this.row(uid))!;
  }

  // ---------------------------------------------------------------- install / enable

  /**
   * What installing (or, with `update`, updating) a module will do, before anything is run or
   * unpacked: a module not unpacked yet (or updated) is read from the catalogue's zip, its checksum
   * verified; one uploaded or disabled from its folder. Its title and intro are in `lang`.
   */
  async inspect(uid: string, lang: Lang, opts: { update?: boolean } = {}): Promise<PackageReport> {
    const state = await this.state(uid);
    const applied = new Set(((await this.row(uid))?.migrations as string[] | undefined) ?? []);
    if (state === STATE.UNINSTALLED || (opts.update && state === STATE.DISABLE)) {
      const files = await readPackageZip(await this.catalogue.download(uid));
      const manifest = parseManifest(files.get('module.json'));
      if (manifest.uid !== uid) throw new ApiError('The package claims the uid of another module: %s', 0, { uid: manifest.uid }, [manifest.uid]);
      return describePackage(manifest, zipFiles(files), applied, 'catalogue', lang);
    }
    const manifest = this.readManifest(uid);
    if (!manifest || state === STATE.DIRECTORY_OCCUPIED) throw new ApiError('Basic configuration of the Module is incomplete');
    return describePackage(manifest, folderFiles(this.dirOf(uid)), applied, 'package', lang);
  }

  /** `install` (13.5): from the catalogue when not unpacked yet, then migrations and enable. */
  async install(uid: string, extend?: InstallExtend): Promise<{ row: ModuleRow; restartRequired: boolean }> {
    const state = await this.state(uid);
    if (state === STATE.INSTALLED || state === STATE.DIRECTORY_OCCUPIED || state === STATE.DISABLE) throw new ApiError('Module already exists', 0, { uid, state });
    if (state === STATE.UNINSTALLED) {
      const zip = await this.catalogue.download(uid);
      await this.unpack(zip, { expectUid: uid });
    }
    await this.migrate(uid);
    return this.enable(uid, extend);
  }

  /** Runs the package's migrations not applied yet, in file-name order, each in a transaction; never rolled back. */
  async migrate(uid: string): Promise<string[]> {
    const manifest = this.readManifest(uid);
    const row = await this.row(uid);
    if (!manifest || !row) throw new ApiError('Basic configuration of the Module is incomplete');
    const applied = new Set(row.migrations as string[]);
    const ran: string[] = [];
    for (const { key, text } of migrationsOf(manifest, folderFiles(this.dirOf(uid)))) {
      if (applied.has(key)) continue;
      let didRun = false;
      try {
        await this.db.transaction(async (tx) => {
          // the row locked first: an install racing this one waits, then sees the migration applied
          const [current] = await tx.select({ migrations: moduleInstall.migrations }).from(moduleInstall).where(eq(moduleInstall.uid, uid)).for('update');
          if ((current.migrations as string[]).includes(key)) return;
          for (const stmt of splitStatements(text)) await tx.execute(sql.raw(stmt));
          await tx.update(moduleInstall).set({ migrations: [...(current.migrations as string[]), key] }).where(eq(moduleInstall.uid, uid));
          didRun = true;
        });
      } catch (err) {
        throw new ApiError('The migration %s of the module failed: %s', 0, { migration: key }, [key, (err as Error).message.slice(0, 300)]);
      }
      applied.add(key);
      if (didRun) ran.push(key);
    }
    return ran;
  }

  /** What the module's `public/` files would overwrite, and which of its dependencies differ from the ones present. */
  conflicts(uid: string, manifest: Manifest) {
    const pub = path.join(this.dirOf(uid), 'public');
    const fileConflict: { newFile: string; oldFile: string; solution: Solution }[] = [];
    for (const rel of listFiles(pub)) {
      const target = path.join(this.sharedDir, rel);
      if (!fs.existsSync(target)) continue;
      const mine = fs.readFileSync(path.join(pub, rel));
      const theirs = fs.readFileSync(target);
      if (mine.length !== theirs.length || md5(mine) !== md5(theirs)) fileConflict.push({ newFile: `${uid}/public/${rel}`, oldFile: rel, solution: 'cover' });
    }
    const present = this.dependencies();
    const dependConflict: { env: 'npm'; newDepend: string; oldDepend: string; depend: string; solution: Solution }[] = [];
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      const old = present[name];
      if (old !== undefined && old !== version) dependConflict.push({ env: 'npm', newDepend: `${name} ${version}`, oldDepend: `${name} ${old}`, depend: name, solution: 'cover' });
    }
    return { fileConflict, dependConflict };
  }

  private packageJsonPath() {
    return path.join(this.root, 'package.json');
  }

  /** The modules' npm dependencies (DATA_DIR/modules/package.json). */
  dependencies(): Record<string, string> {
    try {
      return (JSON.parse(fs.readFileSync(this.packageJsonPath(), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
    } catch {
      return {};
    }
  }

  private writeDependencies(deps: Record<string, string>) {
    fs.mkdirSync(this.root, { recursive: true });
    const sorted = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
    fs.writeFileSync(this.packageJsonPath(), JSON.stringify({ name: 'franchise-admin-modules', private: true, type: 'module', dependencies: sorted }, null, 2) + '\n');
  }

  /**
   * Enable (13.5 step 6): conflicts answered or none, backup of what is overwritten, the
   * dependencies merged, the shared files copied, menu rules and messages on. States: INSTALLED,
   * or DEPENDENT_WAIT_INSTALL (answer -2) when new dependencies wait for the terminal.
   */
  async enable(uid: string, extend?: InstallExtend): Promise<{ row: ModuleRow; restartRequired: boolean }> {
    const state = await this.state(uid);
    const manifest = this.readManifest(uid);
    if (!manifest) throw new ApiError('Basic configuration of the Module is incomplete');
    if (state !== STATE.WAIT_INSTALL && state !== STATE.CONFLICT_PENDING) throw new ApiError('Module already exists', 0, { uid, state });

    const { fileConflict, dependConflict } = this.conflicts(uid, manifest);
    if ((fileConflict.length || dependConflict.length) && !extend) {
      await this.setState(uid, STATE.CONFLICT_PENDING);
      throw new ApiError('Module file conflicts', -1, { fileConflict, dependConflict, uid, state: STATE.CONFLICT_PENDING });
    }
    const fileSolution = (rel: string): Solution => extend?.fileConflict?.[rel] ?? 'cover';
    const dependSolution = (name: string): Solution => extend?.dependConflict?.npm?.[name] ?? 'cover';

    // backup: the shared files about to be overwritten, and the dependencies file when it changes
    const pub = path.join(this.dirOf(uid), 'public');
    const overwrite = fileConflict.map((c) => c.oldFile).filter((rel) => fileSolution(rel) === 'cover');
    const present = this.dependencies();
    const merged = { ...present };
    const added: string[] = [];
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      if (present[name] === version) continue;
      if (present[name] !== undefined && dependSolution(name) === 'discard') continue;
      merged[name] = version;
      added.push(name);
    }
    const backup = new Map<string, Buffer>();
    for (const rel of overwrite) backup.set(`public/${rel}`, fs.readFileSync(path.join(this.sharedDir, rel)));
    if (added.length && fs.existsSync(this.packageJsonPath())) backup.set('package.json', fs.readFileSync(this.packageJsonPath()));
    fs.mkdirSync(this.backupDir, { recursive: true });
    if (backup.size) fs.writeFileSync(path.join(this.backupDir, `${uid}-install.zip`), await writeZip(backup));
    else fs.rmSync(path.join(this.backupDir, `${uid}-install.zip`), { force: true });

    if (added.length) this.writeDependencies(merged);

    const discarded = new Set(fileConflict.map((c) => c.oldFile).filter((rel) => fileSolution(rel) === 'discard'));
    const placed: PlacedFile[] = [];
    for (const rel of listFiles(pub)) {
      if (discarded.has(rel)) continue;
      const bytes = fs.readFileSync(path.join(pub, rel));
      const target = inside(this.sharedDir, rel);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, bytes);
      placed.push({ path: rel, size: bytes.length, md5: md5(bytes) });
    }

    await this.ensureMenus(manifest);
    const next = added.length ? STATE.DEPENDENT_WAIT_INSTALL : STATE.INSTALLED;
    const depsOwned = Object.fromEntries(added.map((n) => [n, merged[n]]));
    await this.setState(uid, next, { files: placed, dependencies: depsOwned, npmWaitInstall: added.length > 0 });
    const row = (await this.row(uid))!;
    const restartRequired = this.needsRestart(uid, manifest);
    if (next === STATE.DEPENDENT_WAIT_INSTALL) {
      throw new ApiError('dependent wait install', -2, { uid, state: next, wait_install: ['npm_dependent_wait_install'], restartRequired });
    }
    return { row, restartRequired };
  }

  /** The terminal installed the dependencies (`module-install.<pm>` with extend `module-install:<uid>`). */
  async dependentInstallComplete(uid: string): Promise<ModuleRow> {
    const state = await this.state(uid);
    if (state !== STATE.DEPENDENT_WAIT_INSTALL) throw new ApiError('The module is not waiting for dependencies', 0, { uid, state });
    await this.setState(uid, STATE.INSTALLED, { npmWaitInstall: false });
    return (await this.row(uid))!;
  }

  /** Inserts the module's menu rules that are missing (status on) and switches its existing ones on. */
  private async ensureMenus(manifest: Manifest) {
    const seeds = manifest.areas.flatMap((a) => a.menus);
    if (!seeds.length) return;
    await this.db.transaction(async (tx) => {
      const existing = await tx.select({ id: adminRule.id, name: adminRule.name }).from(adminRule);
      const ids = new Map(existing.map((r) => [r.name, r.id]));
      for (const r of seeds) {
        if (ids.has(r.name)) {
          await tx.update(adminRule).set({ status: true }).where(eq(adminRule.id, ids.get(r.name)!));
          continue;
        }
        const [row] = await tx
          .insert(adminRule)
          .values({
            pid: r.parent ? (ids.get(r.parent) ?? 0) : 0, type: r.type, title: r.title, name: r.name, path: r.path ?? '', icon: r.icon ?? '',
            menuType: r.type === 'menu' ? (r.menuType ?? 'tab') : null, url: r.url ?? '', component: r.component ?? '', keepalive: r.keepalive ?? false,
            remark: r.remark ?? '', weigh: r.weigh ?? 0, status: true,
          })
          .returning({ id: adminRule.id });
        ids.set(r.name, row.id);
      }
    });
    this.ctx.adminRules.invalidate();
    this.ctx.sessions.forgetAll();
  }

  private async menusOff(manifest: Manifest, remove: boolean) {
    const names = manifest.areas.flatMap((a) => a.menus.map((m) => m.name));
    if (!names.length) return;
    if (remove) await this.db.delete(adminRule).where(inArray(adminRule.name, names));
    else await this.db.update(adminRule).set({ status: false }).where(inArray(adminRule.name, names));
    this.ctx.adminRules.invalidate();
    this.ctx.sessions.forgetAll();
  }

  // ---------------------------------------------------------------- disable / enable / uninstall / update

  /** `changeState` (13.7): false disables, true takes a disabled module back to WAIT_INSTALL (the SPA then posts install). */
  async changeState(uid: string, enable: boolean, opts: DisableOptions = {}): Promise<{ row: ModuleRow; waitInstall: boolean }> {
    const state = await this.state(uid);
    if (enable) {
      if (state !== STATE.DISABLE) throw new ApiError('The current state of the module cannot be set to enabled', 0, { uid, state });
      await this.setState(uid, STATE.WAIT_INSTALL);
      return { row: (await this.row(uid))!, waitInstall: false };
    }
    const allowed: number[] = [STATE.INSTALLED, STATE.CONFLICT_PENDING, STATE.DEPENDENT_WAIT_INSTALL];
    if (!allowed.includes(state)) throw new ApiError('The current state of the module cannot be set to disabled', 0, { uid, state });
    return this.disable(uid, opts);
  }

  private async disable(uid: string, opts: DisableOptions): Promise<{ row: ModuleRow; waitInstall: boolean }> {
    const row = (await this.row(uid))!;
    const manifest = this.readManifest(uid) ?? (row.manifest as Manifest);
    const placed = row.files as PlacedFile[];
    // files changed in the shared folder since the module placed them
    const conflictFile = placed
      .filter((f) => {
        const target = path.join(this.sharedDir, f.path);
        if (!fs.existsSync(target)) return false;
        const now = fs.readFileSync(target);
        return now.length !== f.size || md5(now) !== f.md5;
      })
      .map((f) => f.path);
    // dependencies this module added that no other installed module asks for
    const needed = new Set(
      (await this.db.select().from(moduleInstall))
        .filter((r) => r.uid !== uid && r.state !== STATE.UNINSTALLED && r.state !== STATE.DISABLE)
        .flatMap((r) => Object.keys((r.manifest as Manifest).dependencies ?? {})),
    );
    const present = this.dependencies();
    const owned = Object.keys(row.dependencies as Record<string, string>).filter((n) => n in present && !needed.has(n));
    const dependConflict = owned.map((depend) => ({ env: 'npm', depend, dependTitle: `${depend} ${present[depend]}`, solution: 'delete' }));
    if ((conflictFile.length || dependConflict.length) && !opts.confirmConflict) {
      throw new ApiError('Module file updated', -1, { uid, conflictFile, dependConflict });
    }

    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const toDelete = (opts.dependConflictSolution?.npm ?? []).filter((n) => owned.includes(n));
    const backup = new Map<string, Buffer>();
    for (const rel of conflictFile) backup.set(`public/${rel}`, fs.readFileSync(path.join(this.sharedDir, rel)));
    if (toDelete.length && fs.existsSync(this.packageJsonPath())) backup.set('package.json', fs.readFileSync(this.packageJsonPath()));
    if (backup.size) {
      fs.mkdirSync(this.backupDir, { recursive: true });
      fs.writeFileSync(path.join(this.backupDir, `${uid}-disable-${stamp}.zip`), await writeZip(backup));
    }
    if (toDelete.length) {
      const deps = { ...present };
      for (const n of toDelete) delete deps[n];
      this.writeDependencies(deps);
    }

    // the placed files go (unless protected), then what the install overwrote comes back
    const isProtected = new Set(manifest.protectedFiles ?? []);
    for (const f of placed) {
      if (isProtected.has(f.path)) continue;
      fs.rmSync(path.join(this.sharedDir, f.path), { force: true });
      pruneEmpty(this.sharedDir, path.dirname(path.join(this.sharedDir, f.path)));
    }
    const installBackup = path.join(this.backupDir, `${uid}-install.zip`);
    if (fs.existsSync(installBackup)) {
      const saved = await readPackageZip(fs.readFileSync(installBackup));
      for (const [name, bytes] of saved) {
        if (!name.startsWith('public/')) continue;
        const target = inside(this.sharedDir, name.slice('public/'.length));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, bytes);
      }
    }
    await this.menusOff(manifest, false);
    await this.setState(uid, STATE.DISABLE, { files: [], npmWaitInstall: false, dependencies: Object.fromEntries(Object.entries(row.dependencies as Record<string, string>).filter(([n]) => !toDelete.includes(n))) });
    return { row: (await this.row(uid))!, waitInstall: toDelete.length > 0 };
  }

  /** `uninstall` (13.7): only a disabled module; its folder, backups and menu rules go, its tables and their data stay. */
  async uninstall(uid: string): Promise<void> {
    const state = await this.state(uid);
    if (state !== STATE.DISABLE) throw new ApiError('Please disable the module first', 0, { uid, state });
    const row = (await this.row(uid))!;
    await this.menusOff(this.readManifest(uid) ?? (row.manifest as Manifest), true);
    fs.rmSync(this.dirOf(uid), { recursive: true, force: true });
    for (const f of fs.existsSync(this.backupDir) ? fs.readdirSync(this.backupDir) : []) {
      if (f.startsWith(`${uid}-install`)) fs.rmSync(path.join(this.backupDir, f), { force: true });
    }
    // the row stays as UNINSTALLED: it remembers the migrations already applied to the data kept
    await this.setState(uid, STATE.UNINSTALLED, { files: [], dependencies: {}, npmWaitInstall: false });
  }

  /** `update` (13.4): a disabled module takes the catalogue's newer version; the SPA then posts install (new migrations run). */
  async update(uid: string): Promise<ModuleRow> {
    const state = await this.state(uid);
    if (state !== STATE.DISABLE) throw new ApiError('Please disable the module first', 0, { uid, state });
    const zip = await this.catalogue.download(uid);
    return this.unpack(zip, { expectUid: uid, upgrade: true });
  }
}

/** Removes empty folders from `dir` up to (not including) `root`. */
function pruneEmpty(root: string, dir: string) {
  while (dir.startsWith(root + path.sep) && fs.existsSync(dir) && fs.readdirSync(dir).length === 0) {
    fs.rmdirSync(dir);
    dir = path.dirname(dir);
  }
}
