import { z } from 'zod';
import type { Compiled } from './types.ts';

/**
 * The declared answers of the kit's routes (issue #30), from the resource's row schema (its
 * description's `row`, set by `described()`) and the outputs its answer-changing hooks declare
 * (`outputs`). Like every declared output they ride in the route config: the docs show them and
 * the test servers check every answer against them strictly (core/http/check-answers.ts).
 */
export interface KitOutputs {
  /** `GET index`: the list answer, a remote select's answer, or a grant-limited select's narrowed one. */
  index?: z.ZodType;
  /** `GET edit`: `{row}`. */
  edit?: z.ZodType;
  /** `GET add` of a resource with an `addForm` hook. */
  addForm?: z.ZodType;
}

/** A cell of a narrowed select item (key and label fields only). */
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
type Item = z.ZodObject<{ children: z.ZodOptional<z.ZodArray<z.ZodLazy<Item>>> }>;
/** An item of a grant-limited select (select-grant.ts `narrowSelect`): the key and labels, children nested. */
const narrowedItem: Item = z.object({ children: z.array(z.lazy(() => narrowedItem)).optional() }).catchall(cell) as unknown as Item;
const narrowed = z.object({
  list: z.array(narrowedItem).optional(),
  options: z.array(narrowedItem).optional(),
  total: z.number().int().optional(),
  totalExact: z.literal(false).optional(),
});

/** A row that may carry its children (tree resources nest them, `nestRows`). */
function treeOf(row: z.ZodObject): z.ZodType {
  const node: z.ZodType = row.extend({ get children() {
    return z.array(node).optional();
  } });
  return node;
}

/** The answer of a remote select that lists rows as options (tree prefixes on a label, no children): `{options: rows}`. */
export const optionsOf = (row: z.ZodObject) => z.object({ options: z.array(row) });

export function kitOutputs(r: Compiled): KitOutputs {
  const { row, outputs, hooks, tree } = r.def;
  if (!(row instanceof z.ZodObject)) return {};
  const listed = tree ? treeOf(row) : row;
  const full = z.object({
    list: z.array(listed),
    total: z.number().int(),
    // only when the total is not exact (list.ts)
    totalExact: z.literal(false).optional(),
    remark: z.string(),
    ...(outputs?.indexExtra ?? {}),
  });
  const indexComplete = !hooks?.indexExtra || outputs?.indexExtra;
  const selectComplete = !hooks?.select || outputs?.select;
  // The edit row is the row's own columns (no joins), decorated by `rows` as the list is, unless `editRow` says otherwise.
  const own = row.omit(Object.fromEntries(r.joins.filter((j) => j.alias in row.shape).map((j) => [j.alias, true])) as never);
  const editRow = hooks?.editRow ? outputs?.editRow?.(own) : own;
  return {
    ...(indexComplete && selectComplete ? { index: z.union([full, ...(outputs?.select ? [outputs.select(row)] : []), narrowed]) } : {}),
    ...(editRow ? { edit: z.object({ row: editRow }) } : {}),
    ...(hooks?.addForm && outputs?.addForm ? { addForm: outputs.addForm } : {}),
  };
}
