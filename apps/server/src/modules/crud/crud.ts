import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, getTableColumns, getTableName, inArray, is, like, or, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import {
  DB_CONNECTION_KEY, crudDescribeEndpoints, crudGeneratorEndpoints as api, crudLogDescription, crudNames, type CrudDesign,
} from '@app/contract';
import { action, defineActions, defineResource, described, registeredResources, withTransaction } from '../../core/crud/index.ts';
import type { ActionContext } from '../../core/crud/types.ts';
import { ApiError, noPermission } from '../../core/http/errors.ts';
import { t } from '../../core/i18n/index.ts';
import { SECRET_TABLES } from '../../core/security/tables.ts';
import { rows } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { adminRule, crudLog } from '../../db/schema/index.ts';
import { seedAdminRules } from '../../db/seed/index.ts';
import { columnNames, parseTable, tableExists } from './catalog.ts';
import { PROJECT_ROOT, checkWritable, readProjectFile, removeFiles, writeFiles } from './files.ts';
import { DesignError, generateFiles, serverFile, type RemoteTarget } from './generator.ts';
import { menusOf } from './menus-of.ts';
import { journalBackup, markApplied, writeMigration } from './migration.ts';
import { alterTableSql, createTableSql, ident } from './sql.ts';
import { aiEndpoint, askChat, designOfMessage } from './describe.ts';

/** Only super administrators design and generate code: the actions check unseeded nodes (`crud/crud/<action>`, held by super admins alone), and refuse anyone else even if an operator seeds such a node. */
const superOnly = (c: ActionContext) => {
  if (!c.isSuper) throw noPermission();
};

/** The application's own drizzle tables by SQL name: never dropped or rebuilt by the generator. */
const APP_TABLES = new Map(
  Object.entries(schema).filter(([, v]) => is(v, PgTable)).map(([name, t]) => [getTableName(t as PgTable), { exportName: name, table: t as PgTable }]),
);

/** Remote-select targets: each table a served resource reads, with the drizzle table the join imports. */
function remoteTargets(c: ActionContext, design: CrudDesign): Record<string, RemoteTarget> {
  const wanted = new Set(design.fields.map((f) => f.form?.['remote-table']).filter((t): t is string => Boolean(t)));
  const out: Record<string, RemoteTarget> = {};
  for (const r of registeredResources(c.app).values()) {
    if (!wanted.has(r.tableName) || out[r.tableName]) continue;
    const app = APP_TABLES.get(r.tableName);
    const columns = Object.values(getTableColumns(r.table)).map((col) => col.name);
    if (app) out[r.tableName] = { controller: r.def.path, exportName: app.exportName, from: 'apps/server/src/db/schema/index.ts', columns };
    else {
      out[r.tableName] = { controller: r.def.path, exportName: crudNames(r.tableName).camel, from: serverFile(r.tableName), columns };
    }
  }
  // the table being designed may point at itself (a parent)
  const self = design.table.name;
  if (wanted.has(self) && !out[self]) {
    const n = crudNames(self);
    out[self] = { controller: n.path, exportName: n.camel, from: serverFile(self), columns: design.fields.map((f) => f.name) };
  }
  return out;
}

const designOf = (input: CrudDesign): CrudDesign => ({ ...input, table: { ...input.table, type: input.type } });

/** Renders the files of a design (no writing). */
function render(c: ActionContext, design: CrudDesign) {
  try {
    return generateFiles(design, { remotes: remoteTargets(c, design) });
  } catch (e) {
    if (e instanceof DesignError) throw new ApiError(e.message);
    throw e;
  }
}

async function setLog(c: ActionContext, id: number, values: Partial<typeof crudLog.$inferInsert>) {
  await c.app.db.update(crudLog).set(values).where(eq(crudLog.id, id));
}

/**
 * A drafted design checked by the rules `generate` applies before it writes (the application's own
 * tables, the renderer's checks, hand-written files in the way) and one more: no remote select reads
 * a secret table. The refusal says why.
 */
function checkDraft(c: ActionContext, design: CrudDesign) {
  const refuse = (why: string) => new ApiError('The design was refused: %s', 0, null, [why]);
  const lang = c.req.lang;
  if (APP_TABLES.has(design.table.name)) throw refuse(t(lang, '%s is a table of the application: it cannot be rebuilt', design.table.name));
  const secret = design.fields.find((f) => SECRET_TABLES.has(f.form?.['remote-table'] ?? ''));
  if (secret) throw refuse(t(lang, '%s may not be read by a generated page', secret.form!['remote-table']!));
  try {
    checkWritable(render(c, design).files);
  } catch (e) {
    if (e instanceof ApiError) throw refuse(t(lang, e.msgKey, ...e.args));
    throw e;
  }
}

/** `/admin/crud.Crud/*` (reference 11.7): the generator's actions, for super administrators only. */
export const crudActions = defineActions({
  path: 'crud.Crud',
  actions: {
    generate: action({
      endpoint: api.generate,
      transaction: false,
      message: 'CRUD code generated successfully',
      run: async (input, c) => {
        superOnly(c);
        const design = designOf(input);
        const table = design.table.name;
        if (APP_TABLES.has(table) && (design.type === 'create' || design.table.rebuild === 'Yes')) throw new ApiError('%s is a table of the application: it cannot be rebuilt', 0, null, [table]);
        const [log] = await c.app.db.insert(crudLog).values({ tableName: table, table: design.table, fields: design.fields, status: 'start', adminId: c.admin.id }).returning({ id: crudLog.id });
        try {
          const { files, fields } = render(c, design);
          checkWritable(files);
          const statements: string[] = [];
          const exists = await tableExists(c.app.db, table);
          if (exists && (design.type === 'create' || design.table.rebuild === 'Yes')) statements.push(`DROP TABLE ${ident(table)}`);
          if (!exists || statements.length) statements.push(...createTableSql(design, fields));
          else statements.push(...alterTableSql(design, fields, await columnNames(c.app.db, table)));
          // the application's own tables change through their drizzle schema, never from the designer
          if (statements.length && APP_TABLES.has(table)) throw new ApiError('%s is a table of the application: it cannot be rebuilt', 0, null, [table]);
          const menus = menusOf(design);
          // the table's change is a migration like any other (other databases get it at their start)
          const undo = statements.length ? journalBackup() : undefined;
          const migration = statements.length ? writeMigration(table, statements) : undefined;
          try {
            await withTransaction(c, async (tc) => {
              for (const s of statements) await rows(tc.db, sql.raw(s));
              if (migration) await markApplied(tc.db, migration);
              await seedAdminRules(tc.db, new Map(), menus);
            });
          } catch (e) {
            undo?.(migration);
            throw e;
          }
          c.app.adminRules.invalidate();
          writeFiles(files);
          await setLog(c, log.id, { status: 'success', sql: statements.map((s) => `${s};`).join('\n'), files: files.map((f) => f.path) });
          return { id: log.id, files: files.map((f) => f.path), sql: statements, migration: migration?.path ?? '', restart: true };
        } catch (e) {
          await setLog(c, log.id, { status: 'error', error: e instanceof Error ? e.message : String(e) });
          throw e;
        }
      },
    }),

    generateCheck: action({
      endpoint: api.generateCheck,
      transaction: false,
      run: async ({ table }, c) => {
        superOnly(c);
        const tableFound = await tableExists(c.app.db, table);
        const controller = readProjectFile(serverFile(table)) !== undefined;
        if (tableFound || controller) throw new ApiError('', -1, { table: tableFound, controller });
        return null;
      },
    }),

    parseFieldData: action({
      endpoint: api.parseFieldData,
      transaction: false,
      run: async ({ table }, c) => (superOnly(c), parseTable(c.app.db, table)),
    }),

    getFileData: action({
      endpoint: api.getFileData,
      transaction: false,
      run: async ({ table }, c) => {
        superOnly(c);
        const name = table.includes('_') ? table : `${table}_${table}`;
        const n = crudNames(name);
        const files = [
          serverFile(name), `packages/contract/src/generated/${n.lang}.ts`, `apps/web/src/pages/admin/${n.folder}/index.tsx`,
          `apps/web/src/lang/zh-cn/pages/${n.lang}.ts`, `apps/web/src/lang/en/pages/${n.lang}.ts`,
        ];
        const controllers = [...registeredResources(c.app).values()].map((r) => r.def.path).sort();
        return {
          controllerFile: files[0], modelFile: files[0], webViewsDir: `apps/web/src/pages/admin/${n.folder}`, path: n.path, rule: n.rule,
          files: files.map((f) => ({ path: f, exists: fs.existsSync(path.join(PROJECT_ROOT, f)) })),
          controllerList: controllers,
        };
      },
    }),

    logStart: action({
      endpoint: api.logStart,
      transaction: false,
      run: async ({ id }, c) => {
        superOnly(c);
        const [log] = await c.app.db.select().from(crudLog).where(eq(crudLog.id, id));
        if (!log) throw new ApiError('Record not found');
        const table = log.table as CrudDesign['table'];
        const empty = (await tableExists(c.app.db, log.tableName)) ? (await parseTable(c.app.db, log.tableName)).empty : true;
        return { table: { ...table, empty }, fields: log.fields as CrudDesign['fields'] };
      },
    }),

    checkCrudLog: action({
      endpoint: api.checkCrudLog,
      transaction: false,
      run: async ({ table }, c) => {
        superOnly(c);
        const [log] = await c.app.db.select({ id: crudLog.id, status: crudLog.status }).from(crudLog).where(eq(crudLog.tableName, table)).orderBy(desc(crudLog.id)).limit(1);
        return { id: log?.status === 'success' ? log.id : 0 };
      },
    }),

    delete: action({
      endpoint: api.delete,
      transaction: false,
      message: 'Deleted successfully',
      run: async ({ id, dropTable }, c) => {
        superOnly(c);
        const [log] = await c.app.db.select().from(crudLog).where(eq(crudLog.id, id));
        if (!log) throw new ApiError('Record not found');
        const n = crudNames(log.tableName);
        removeFiles(log.files as string[]);
        await withTransaction(c, async (tc) => {
          const names = [n.rule, ...['index', 'add', 'edit', 'del', 'sortable'].map((b) => `${n.rule}/${b}`)];
          await tc.db.delete(adminRule).where(or(inArray(adminRule.name, names), like(adminRule.name, `${n.rule}/%`)));
          // the area's folder goes with its last page
          const children = await tc.db.select({ id: adminRule.id }).from(adminRule).where(like(adminRule.name, `${n.area}/%`));
          if (!children.length) await tc.db.delete(adminRule).where(and(eq(adminRule.name, n.area), eq(adminRule.type, 'menu_dir')));
          if (dropTable) {
            if (APP_TABLES.has(log.tableName)) throw new ApiError('%s is a table of the application: it cannot be dropped', 0, null, [log.tableName]);
            const drop = `DROP TABLE IF EXISTS ${ident(log.tableName)}`;
            await rows(tc.db, sql.raw(drop));
            await markApplied(tc.db, writeMigration(log.tableName, [drop]));
          }
          await tc.db.update(crudLog).set({ status: 'delete' }).where(eq(crudLog.id, id));
        });
        c.app.adminRules.invalidate();
        return null;
      },
    }),

    /** A design drafted by the config centre's chat endpoint from a sentence, checked, for the designer to load (nothing is written). */
    designFromText: action({
      endpoint: crudDescribeEndpoints.designFromText,
      transaction: false,
      run: async ({ description }, c) => {
        superOnly(c);
        const ai = await aiEndpoint(c.app.settings);
        if (!ai) throw new ApiError('Describing a table is off: a super administrator sets the chat endpoint in the config centre (AI)');
        const drafted = designOfMessage(await askChat(ai, description));
        const design: CrudDesign = { type: 'create', table: { ...drafted.table, type: 'create' }, fields: drafted.fields };
        checkDraft(c, design);
        return { table: design.table, fields: design.fields };
      },
    }),

    describeStatus: action({
      endpoint: crudDescribeEndpoints.describeStatus,
      transaction: false,
      run: async (_input, c) => (superOnly(c), { configured: (await aiEndpoint(c.app.settings)) !== undefined }),
    }),

    databaseList: action({
      endpoint: api.databaseList,
      transaction: false,
      run: async (_input, c) => {
        superOnly(c);
        const [{ name }] = await rows<{ name: string }>(c.db, sql`select current_database() as name`);
        return { list: [{ type: 'pgsql', database: name.length > 1 ? `${name.slice(0, 1)}****${name.slice(3)}` : name, key: DB_CONNECTION_KEY }] };
      },
    }),
  },
});

/** `/admin/crud.Log/*`: the generations, newest first (read only; `crud.Crud/delete` removes one's files). */
export const crudLogResource = defineResource({
  ...described(crudLogDescription),
  table: crudLog,
  add: false,
  edit: false,
  del: false,
  export: false,
});
