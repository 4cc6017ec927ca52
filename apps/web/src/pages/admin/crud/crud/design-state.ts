import { CRUD_PRESETS, type CrudDesignChange, type CrudField, type CrudGenerateInput, type CrudTable, type DesignType } from '@app/contract';

/** A field on the designer's list: a stable id (a rename keeps it) and, for a column read from the table, the column as it was. */
export interface DesignedField {
  uid: string;
  field: CrudField;
  origin?: CrudField;
}

let next = 0;
const uid = () => `f${++next}`;

/** Column names the palette gives each type when it is first added (then `_2`, `_3`… when taken). */
const FIRST_NAME: Partial<Record<DesignType, string>> = { pk: 'id', spk: 'id', weigh: 'weigh', timestamp: 'create_time', switch: 'status', remoteSelect: 'remote_id', remoteSelects: 'remote_ids' };

/** A new field of a type, with the palette's column and settings and a free name. */
export function newField(designType: DesignType, taken: readonly string[]): CrudField {
  const p = CRUD_PRESETS[designType];
  const base = FIRST_NAME[designType] ?? `${designType.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_field`;
  let name = base;
  for (let i = 2; taken.includes(name); i++) name = `${base}_${i}`;
  const f: CrudField = {
    name, designType, type: p.type, defaultType: p.defaultType, comment: '',
    ...(p.length !== undefined ? { length: p.length } : {}),
    ...(p.precision !== undefined ? { precision: p.precision } : {}),
    ...(p.default !== undefined ? { default: p.default } : {}),
    ...(p.null ? { null: true } : {}),
    ...(p.primaryKey ? { primaryKey: true, autoIncrement: true } : {}),
    table: { ...p.table },
    form: { ...p.form },
  };
  if (designType === 'switch') f.comment = '状态:0=禁用,1=启用';
  if (designType === 'radio' || designType === 'select' || designType === 'checkbox' || designType === 'selects') f.comment = `${designType}:opt0=选项一,opt1=选项二`;
  if (designType === 'radio' || designType === 'select' || designType === 'checkbox' || designType === 'selects') f.optionsEn = 'opt0=Option 1,opt1=Option 2';
  if (designType === 'switch') f.optionsEn = '0=Disabled,1=Enabled';
  return f;
}

export const designed = (field: CrudField, origin?: CrudField): DesignedField => ({ uid: uid(), field, ...(origin ? { origin } : {}) });

/** The starting fields of a new table: a key, a weight, a status and the two times. */
export function starterFields(): DesignedField[] {
  const names: string[] = [];
  return (['pk', 'string', 'switch', 'weigh', 'timestamp'] as DesignType[]).map((t) => {
    const f = newField(t, names);
    if (t === 'string') Object.assign(f, { name: 'title', comment: '标题', titleEn: 'Title', form: { ...f.form, validator: ['required'] } });
    names.push(f.name);
    return designed(f);
  });
}

/** Moves a field up (-1) or down (+1). */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to], out[index]];
  return out;
}

const COLUMN_KEYS = ['type', 'length', 'precision', 'default', 'defaultType', 'null'] as const;
const columnChanged = (a: CrudField, b: CrudField) => COLUMN_KEYS.some((k) => (a[k] ?? '') !== (b[k] ?? '')) || (a.comment ?? '') !== (b.comment ?? '');

/**
 * The changes of an existing table (reference 11.3 `designChange`): renamed, removed, changed and
 * added columns, compared with the columns as they were read; all applied (`sync`).
 */
export function designChanges(fields: readonly DesignedField[], removed: readonly CrudField[]): CrudDesignChange[] {
  const out: CrudDesignChange[] = removed.map((f) => ({ type: 'del-field', oldName: f.name, sync: true }));
  for (const d of fields) {
    if (!d.origin) out.push({ type: 'add-field', newName: d.field.name, sync: true });
    else {
      if (d.origin.name !== d.field.name) out.push({ type: 'change-field-name', oldName: d.origin.name, newName: d.field.name, sync: true });
      if (columnChanged(d.origin, d.field)) out.push({ type: 'change-field-attr', oldName: d.origin.name, newName: d.field.name, sync: true });
    }
  }
  return out;
}

/** The request of `generate` for the designer's state. */
export function generateRequest(type: 'create' | 'db' | 'log', table: CrudTable, fields: readonly DesignedField[], removed: readonly CrudField[], rebuild: boolean): CrudGenerateInput {
  const names = new Set(fields.map((d) => d.field.name));
  const clean = (list?: string[]) => list?.filter((n) => names.has(n));
  const t: CrudTable = {
    ...table,
    quickSearchField: clean(table.quickSearchField),
    formFields: clean(table.formFields),
    columnFields: clean(table.columnFields),
    rebuild: rebuild ? 'Yes' : 'No',
    designChange: type === 'create' || rebuild ? [] : designChanges(fields, removed),
  };
  if (t.defaultSortField && !names.has(t.defaultSortField)) t.defaultSortField = '';
  return { type, table: t, fields: fields.map((d) => d.field) };
}

/** Fields in the list and in the form: the table's choice, or every field the palette does not leave out. */
export function listedIn(table: CrudTable, fields: readonly DesignedField[], where: 'columnFields' | 'formFields'): string[] {
  const chosen = table[where];
  if (chosen) return chosen;
  const exclude = where === 'columnFields' ? 'tableBuildExclude' : 'formBuildExclude';
  return fields.filter((d) => !d.field[exclude] && !CRUD_PRESETS[d.field.designType][exclude]).map((d) => d.field.name);
}
