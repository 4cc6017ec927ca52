import type { RowId } from './types';

/**
 * The edit dialog's state: which operation is open and, for edits, the queue of ids still to edit
 * ("edit selected" edits them one after another; saving moves to the next).
 */
export type FormState =
  | { operate: null; queue: [] }
  | { operate: 'add'; queue: [] }
  | { operate: 'edit'; queue: RowId[] };

export const closedForm: FormState = { operate: null, queue: [] };

export function openAdd(): FormState {
  return { operate: 'add', queue: [] };
}

/** Edits the given ids in order; none: the form stays closed. */
export function openEdit(ids: readonly RowId[]): FormState {
  const queue = [...new Set(ids)];
  return queue.length ? { operate: 'edit', queue } : closedForm;
}

/** The id the dialog edits now. */
export function currentId(form: FormState): RowId | undefined {
  return form.operate === 'edit' ? form.queue[0] : undefined;
}

/** Whether saving opens another row ("Save and edit next item"). */
export function hasNext(form: FormState): boolean {
  return form.operate === 'edit' && form.queue.length > 1;
}

/** After a successful save: the next queued id, or closed. */
export function afterSave(form: FormState): FormState {
  if (form.operate !== 'edit') return closedForm;
  return openEdit(form.queue.slice(1));
}
