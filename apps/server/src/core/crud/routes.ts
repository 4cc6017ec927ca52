import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportQuery, idInput, idQuery, idsQuery, listQuery, sortableInput, type ExportFormat } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../http/errors.ts';
import { actionContext } from './action-context.ts';
import { registerActions } from './actions.ts';
import { contentDisposition, EXPORT_TYPES, exportList } from './export.ts';
import { listRows } from './list.ts';
import { remarkOf } from './remark.ts';
import { compile } from './resource.ts';
import { rememberResource } from './registry.ts';
import { checkSelectQuery, narrowSelect, selectGrants } from './select-grant.ts';
import { kitOutputs } from './outputs.ts';
import { nestRows } from './tree.ts';
import type { AnyObjectSchema, Compiled, ParsedListQuery, ResourceDef, Values } from './types.ts';
import { addRow, afterKitWrite, deleteRows, editRow, editView, moveWeigh } from './write.ts';

const parameterError = async () => {
  throw new ApiError('Parameter error');
};

/**
 * Serves a declared resource under `/admin/<path>/`: index (GET; remote select with
 * `select=true`), add (POST), edit (GET `?id=` → `{row}`, POST save), del (DELETE `?ids[]=`),
 * sortable (POST `{id, targetId}`: id moves to targetId's place, when the resource has a weigh field), export (GET
 * `?format=csv|xlsx` + the index parameters: the whole filtered list as a file, node `<path>/index`,
 * unless `export: false`). Every route asks the
 * guard for an admin with the node derived from its path (`auth.Admin/edit` → `auth/admin/edit`).
 */
export function registerResource(app: FastifyInstance, ctx: AppContext, def: ResourceDef<any, any, any>): Compiled {
  const r = compile(def);
  rememberResource(ctx, r);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/admin/${def.path}`;
  // Each action's node: derived from the path by the guard, or under the declared `nodes` prefix.
  const config = (action: string) => ({ auth: 'admin' as const, ...(def.nodes ? { permission: `${def.nodes}/${action}` } : {}) });
  const doc = (summary: string) => ({ tags: [def.path], summary, security: [{ batoken: [] }] });
  // the answers are declared from the row schema (outputs.ts); writes answer no data
  const outputs = kitOutputs(r);
  const none = { output: z.null() };
  // routes the reference answers with 'Parameter error' only: never a success, no data
  const hidden = { schema: { hide: true }, config: { ...config('add'), ...none } };
  const hooks = def.hooks;
  // The list query keeps unknown keys (loose): areas read their own parameters from it.

  // A form that declares this resource as its remote select opens the select mode to its users (select-grant.ts).
  const indexConfig = { ...config('index'), selectGrants: () => selectGrants(ctx, def.path), output: outputs.index };
  api.get(`${base}/index`, { schema: { ...doc(`List (search, sort, paginate; select=true for a remote select)`), querystring: listQuery.loose() }, config: indexConfig }, async (req, reply) => {
    const c = await actionContext(ctx, req);
    const q = req.query as ParsedListQuery;
    if (req.selectOnly) checkSelectQuery(r, q, req.selectOnly);
    const { rows, total, totalExact } = await listRows(r, c, q);
    const exactness = totalExact ? {} : { totalExact: false as const };
    if (req.selectOnly) return reply.ok(narrowSelect(hooks?.select ? await hooks.select(rows, c, q) : { list: rows, total, ...exactness }, r, req.selectOnly));
    if (q.select && hooks?.select) return reply.ok(await hooks.select(rows, c, q));
    const nest = def.tree && q.isTree !== false && !q.initValue?.some((v) => v !== '');
    return reply.ok({
      list: nest ? nestRows(rows, def.tree!.pid, r.pkName) : rows,
      total,
      // only when not exact, so that the answer stays BuildAdmin's otherwise (its client reads `total` alone)
      ...exactness,
      remark: await remarkOf(ctx, def.path, req.lang),
      ...(await hooks?.indexExtra?.(c)),
    });
  });

  if (def.export !== false) {
    // Reading in bulk is reading: the node is the list's.
    const exportConfig = { auth: 'admin' as const, permission: `${def.nodes ?? r.controller}/index`, file: EXPORT_TYPES };
    api.get(`${base}/export`, { schema: { ...doc('The whole filtered list as a file: the index parameters plus format=csv|xlsx'), querystring: exportQuery.loose() }, config: exportConfig }, async (req, reply) => {
      const q = req.query as ParsedListQuery & { format: ExportFormat };
      const file = await exportList(r, await actionContext(ctx, req), q, q.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    });
  }

  if (def.add) {
    api.post(`${base}/add`, { schema: { ...doc('Add'), body: def.add.input }, config: { ...config('add'), ...none } }, async (req, reply) => {
      await addRow(r, await actionContext(ctx, req), req.body as Values);
      return reply.ok(null, 'Added successfully');
    });
    if (hooks?.addForm) {
      api.get(`${base}/add`, { schema: doc('Options of the add form'), config: { ...config('add'), output: outputs.addForm } }, async (req, reply) => reply.ok(await hooks.addForm!(await actionContext(ctx, req))));
    } else api.get(`${base}/add`, hidden, parameterError);
  }

  const editInput: AnyObjectSchema | undefined = def.edit === false ? undefined : (def.edit?.input ?? (def.add ? def.add.input.partial() : undefined));
  if (editInput) {
    const body = editInput.extend({ id: idInput() });
    api.get(`${base}/edit`, { schema: { ...doc('The row for the edit form'), querystring: idQuery }, config: { ...config('edit'), output: outputs.edit } }, async (req, reply) => {
      return reply.ok({ row: await editView(r, await actionContext(ctx, req), req.query.id) });
    });
    api.post(`${base}/edit`, { schema: { ...doc('Save (fields left out stay as they are)'), body }, config: { ...config('edit'), ...none } }, async (req, reply) => {
      const { id, ...input } = req.body as Values & { id: number };
      await editRow(r, await actionContext(ctx, req), id, input);
      return reply.ok(null, 'Update successful');
    });
  }

  if (def.del !== false) {
    api.delete(`${base}/del`, { schema: { ...doc('Delete rows: ids[]=1&ids[]=2'), querystring: idsQuery }, config: { ...config('del'), ...none } }, async (req, reply) => {
      const count = await deleteRows(r, await actionContext(ctx, req), req.query.ids);
      return reply.ok(null, def.delMessage ?? 'Deleted successfully', count);
    });
    api.route({ method: ['GET', 'POST'], url: `${base}/del`, ...hidden, handler: parameterError });
  }

  if (def.actions) registerActions(app, ctx, { path: def.path, nodes: def.nodes, resource: r, afterWrite: (c) => afterKitWrite(r, c) }, def.actions);

  if (r.weigh) {
    api.post(`${base}/sortable`, { schema: { ...doc('Move row id to the place of targetId (drag sort)'), body: sortableInput }, config: { ...config('sortable'), ...none } }, async (req, reply) => {
      await moveWeigh(r, await actionContext(ctx, req), req.body.id, req.body.targetId);
      return reply.ok();
    });
  }
  return r;
}
