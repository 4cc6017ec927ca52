import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { dataRecycleDescription, recycleRuleInput, securityAddForm, sensitiveDataDescription, sensitiveRuleInput, type SecurityAddForm } from '@app/contract';
import { ApiError } from '../../core/http/errors.ts';
import { seededText } from '../../core/i18n/seeded.ts';
import { canDelete, canEdit, defineResource, described, registeredResources, type ActionContext, type Compiled, type Row, type Values } from '../../core/crud/index.ts';
import { recycledOutsideKitTargets } from '../../core/security/capture.ts';
import { securityRulesChanged } from '../../core/security/rule-cache.ts';
import { APP_TABLES } from '../../core/security/tables.ts';
import { securityDataRecycle, securitySensitiveData } from '../../db/schema/index.ts';

type Kind = 'recycle' | 'sensitive';

// Resources whose rows are logs already (or the logs of this area): recycling or watching them makes no sense.
const NOT_WATCHED = new Set(['auth/adminlog', 'user/moneylog', 'user/scorelog', 'security/datarecyclelog', 'security/sensitivedatalog']);

/** What a rule may watch: a served kit resource, or (recycle only) a table deleted outside the kit that captures itself. */
interface Target {
  path: string;
  controller: string;
  tableName: string;
  pkName: string;
  /** The kit resource, when it is one (its columns are the sensitive rules' fields). */
  resource?: Compiled;
}

/** The targets a rule of this kind may watch: deletable (recycle) or editable (sensitive), on an application table. */
export function watchable(c: ActionContext, kind: Kind): Target[] {
  const kit: Target[] = [...registeredResources(c.app).values()]
    .filter((r) => !NOT_WATCHED.has(r.controller) && APP_TABLES.has(r.tableName) && (kind === 'recycle' ? canDelete(r) : canEdit(r)))
    .map((r) => ({ path: r.def.path, controller: r.controller, tableName: r.tableName, pkName: r.pkName, resource: r }));
  const outside = kind === 'recycle' ? recycledOutsideKitTargets(c.app) : [];
  return [...kit, ...outside].sort((a, b) => a.path.localeCompare(b.path));
}

function addForm(c: ActionContext, kind: Kind): SecurityAddForm {
  const list = watchable(c, kind);
  return {
    controllers: Object.fromEntries(list.map((r) => [r.path, r.path])),
    resources: list.map((r) => ({ controller: r.path, table: r.tableName, pk: r.pkName })),
  };
}

interface RuleInput {
  controller?: string;
  data_table?: string;
  primary_key?: string;
  data_fields?: Record<string, string> | string[];
  fields?: { name: string; value: string }[];
}

/** `{column: title}` from a record, or from picked columns titled by `fields` (all of `fields` when none are picked). */
function watchedFields({ data_fields, fields }: RuleInput): Record<string, string> | undefined {
  if (data_fields && !Array.isArray(data_fields)) return data_fields;
  const titles = new Map((fields ?? []).map((f) => [f.name, f.value]));
  if (data_fields) return Object.fromEntries(data_fields.map((name) => [name, titles.get(name) ?? '']));
  return fields ? Object.fromEntries(titles) : undefined;
}

/**
 * The resource path a rule's `controller` names: ours (`auth.Admin`), or the reference's file path
 * (`auth/Admin.php`, also with `\`), which its client posts and its data holds.
 */
const resourcePathOf = (controller: string) => controller.trim().replace(/\.php$/i, '').replace(/[\\/]/g, '.');

/**
 * The stored form of a rule's target: `controller` the resource path, `controller_as` its node
 * prefix (what the kit matches), and the resource's own table and key (a rule naming another
 * table would log rows of the wrong table). Checked when any of them is given, and on add.
 */
async function target(c: ActionContext, kind: Kind, input: RuleInput, current?: Row): Promise<{ values: Values; resource?: Target }> {
  const { controller, data_table, primary_key, data_fields, fields, ...rest } = input as RuleInput & Values;
  const values: Values = { ...rest };
  const watched = watchedFields({ data_fields, fields });
  if (!current || controller !== undefined || data_table || primary_key || watched) {
    const path = controller ?? String(current?.controller ?? '');
    const wanted = resourcePathOf(path).toLowerCase();
    const resource = watchable(c, kind).find((r) => r.path.toLowerCase() === wanted);
    if (!resource) throw new ApiError('Controller %s cannot be watched', 0, null, [path]);
    if (data_table && data_table !== resource.tableName) throw new ApiError('The data table of %s is %s', 0, null, [resource.path, resource.tableName]);
    if (primary_key && primary_key !== resource.pkName) throw new ApiError('The primary key of %s is %s', 0, null, [resource.path, resource.pkName]);
    const table = kind === 'recycle' ? securityDataRecycle : securitySensitiveData;
    const [taken] = await c.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.controllerAs, resource.controller), current ? ne(table.id, current.id as number) : undefined))
      .limit(1);
    if (taken) throw new ApiError('A rule for %s already exists', 0, null, [resource.path]);
    Object.assign(values, { controller: resource.path, controller_as: resource.controller, data_table: resource.tableName, primary_key: resource.pkName });
    if (kind === 'sensitive') values.data_fields = checkFields(resource.resource!, watched ?? (current?.data_fields as Record<string, string> | undefined) ?? {});
    return { values, resource };
  }
  return { values };
}

/**
 * Watched columns must be columns of the resource's table (secrets such as salt excluded). The key
 * is one, as the field picker (`getTableFieldList`) offers it; an edit never changes it, so it logs nothing.
 */
function checkFields(r: Compiled, fields: Record<string, string>): Record<string, string> {
  const names = Object.keys(fields);
  if (!names.length) throw new ApiError('Please select the fields to watch');
  for (const name of names) {
    if (!r.columns.has(name) || name.toLowerCase() === 'salt') throw new ApiError('%s is not a field of %s', 0, null, [name, r.tableName]);
  }
  return Object.fromEntries(names.map((n) => [n, fields[n].trim()]));
}

const afterWrite = (c: ActionContext) => securityRulesChanged(c.app);

/** A rule's seeded name in the reader's language, in the lists and the remote select (the edit form keeps the stored name). */
const shownName = (row: Row, c: ActionContext): Row => ({ ...row, name: seededText(c.req.lang, String(row.name ?? '')) });

/** `/admin/security.DataRecycle/*` (reference 9.1): which resources' deleted rows are kept. */
export const dataRecycleResource = defineResource({
  ...described(dataRecycleDescription),
  table: securityDataRecycle,
  add: { input: recycleRuleInput },
  outputs: { addForm: securityAddForm, editRow: (own) => own },
  hooks: {
    rows: (rows, c) => rows.map((row) => shownName(row, c)),
    editRow: (row) => row,
    addForm: (c) => ({ ...addForm(c, 'recycle') }),
    beforeAdd: async (input, c) => (await target(c, 'recycle', input)).values,
    beforeEdit: async (input, row, c) => (await target(c, 'recycle', input, row)).values,
    afterWrite,
  },
});

/** `/admin/security.SensitiveData/*` (reference 9.3): which columns' changes are logged. */
export const sensitiveDataResource = defineResource({
  ...described(sensitiveDataDescription),
  table: securitySensitiveData,
  add: { input: sensitiveRuleInput },
  outputs: { addForm: securityAddForm, editRow: (own) => own.extend({ data_fields: z.record(z.string(), z.string()) }) },
  hooks: {
    // The list shows the watched columns' titles (or names), seeded ones in the reader's language;
    // the edit form gets the stored `{column: title}`.
    rows: (rows, c) => rows.map((row) => ({
      ...shownName(row, c),
      data_fields: Object.entries((row.data_fields ?? {}) as Record<string, string>).map(([k, v]) => (v ? seededText(c.req.lang, v) : k)),
    })),
    editRow: (row) => row,
    addForm: (c) => ({ ...addForm(c, 'sensitive') }),
    beforeAdd: async (input, c) => (await target(c, 'sensitive', input)).values,
    beforeEdit: async (input, row, c) => (await target(c, 'sensitive', input, row)).values,
    afterWrite,
  },
});
