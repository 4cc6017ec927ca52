import { commonOperator, quickSearchFields, refLabelField, type EnumValue, type FieldDescription, type FieldKind, type FieldView, type ResourceDescription } from '@app/contract';
import type { FieldType, FormField } from '../form-item/form-field';
import { formSchema, type FormSchema } from '../form-item/types';
import type { AnyRow, BuiltInRowButton, CellRender, RowButton, TableColumn, TagColor } from './types';

const keyOf = (lang: string | undefined, key: string) => (lang ? `${lang}.${key}` : key);

/** An enum's values as a `{value: label key}` map (a column's `replaceValue`). */
export function enumLabels(values: readonly EnumValue[], lang?: string): Record<string, string> {
  return Object.fromEntries(values.map((e) => [e.value, keyOf(lang, e.label)]));
}

/** The options of a described enum field for a form's radio or select, in their declared order, labels in the page's pack. */
export function enumContent(d: ResourceDescription, field: string, lang?: string): { value: string; label: string }[] {
  const values = d.fields[field]?.enum;
  if (!values) throw new Error(`${d.path}.${field} is not an enum`);
  return values.map((e) => ({ value: e.value, label: keyOf(lang, e.label) }));
}

function enumColumn<Row extends AnyRow>(c: TableColumn<Row>, values: readonly EnumValue[], lang: string | undefined): Partial<TableColumn<Row>> {
  const colors = values.filter((e) => e.color).map((e) => [e.value, e.color as TagColor]);
  return {
    ...(c.render ? {} : { render: 'tag' as const }),
    ...(c.replaceValue ? {} : { replaceValue: enumLabels(values, lang) }),
    ...(c.custom || !colors.length ? {} : { custom: Object.fromEntries(colors) as Record<string, TagColor> }),
  };
}

/** The cell each view draws (one of the kit's renderers); a view not listed shows its value as text. */
const VIEW_RENDER: Partial<Record<FieldView, CellRender>> = {
  image: 'image', images: 'images', icon: 'icon', color: 'color', url: 'url', switch: 'switch', checkbox: 'tags', selects: 'tags', datetime: 'datetime', date: 'datetime',
};

/**
 * How a described field's value is drawn, in a table cell and a detail alike: its view's renderer,
 * else a time as a date-time in the site's zone and an enum as a tag, an enum's labels (page pack
 * `lang`) and colours, a date view's date alone.
 */
export function cellOf<Row extends AnyRow = AnyRow>(f: FieldDescription, lang?: string): Partial<TableColumn<Row>> {
  const render = (f.view && VIEW_RENDER[f.view]) ?? (f.kind === 'time' ? 'datetime' : undefined);
  const cell: Partial<TableColumn<Row>> = { ...(render ? { render } : {}), ...(f.view === 'date' && f.kind === 'time' ? { timeFormat: 'YYYY-MM-DD' } : {}) };
  return f.enum ? { ...cell, ...enumColumn(cell as TableColumn<Row>, f.enum, lang) } : cell;
}

/** A column's starting width by its view, else by its kind; a page's own width or minWidth replaces it. */
const KIND_WIDTH: Record<FieldKind, Pick<TableColumn, 'width' | 'minWidth'>> = {
  id: { width: 80 }, ref: { width: 90 }, number: { width: 90 }, money: { width: 110 }, text: { minWidth: 120 }, time: { width: 170 }, enum: { width: 100 }, bool: { width: 90 }, json: { minWidth: 160 },
};
const VIEW_WIDTH: Partial<Record<FieldView, Pick<TableColumn, 'width' | 'minWidth'>>> = {
  image: { width: 80 }, icon: { width: 80 }, images: { width: 120 }, switch: { width: 90 }, color: { width: 110 }, url: { minWidth: 160 },
};

/**
 * A resource's table columns from its description (#30 item 2, ProComponents' `valueType` columns):
 * every described field, own and joined, in the description's order, drawn as `cellOf` says, a
 * reference as its joined label (`category_id` → `category.name`, listed once), hidden until shown
 * where the field says `column: 'hidden'`; left out: `column: false`, a tree's parent field. Then
 * the row buttons (`operate`, default edit and delete; `false`: none). `fields` states what differs,
 * by the field's name (`operate` too; `false` leaves a column out); a name the description does not
 * list throws; `order` puts some first. Feed it to `describedTable(d, describedColumns(d, LANG, {...}), LANG)`.
 */
export function describedColumns<Row extends AnyRow = AnyRow>(
  d: ResourceDescription,
  lang: string,
  options: {
    fields?: Partial<Record<string, Partial<TableColumn<Row>> | false>>;
    operate?: (BuiltInRowButton | RowButton<Row>)[] | false;
    /** Columns placed first, in this order (a tree's label column), then the rest in the description's. */
    order?: readonly string[];
  } = {},
): TableColumn<Row>[] {
  const overrides = options.fields ?? {};
  const unknown = Object.keys(overrides).filter((name) => name !== 'operate' && !(name in d.fields));
  if (unknown.length) throw new Error(`${d.path}: the columns override fields the description does not list: ${unknown.join(', ')}`);
  const labels = new Map(Object.keys(d.fields).flatMap((name) => { const joined = refLabelField(d, name); return joined ? [[name, joined] as const] : []; }));
  const shownAsRef = new Set(labels.values());
  const columns = Object.entries(d.fields).flatMap(([name, f]): TableColumn<Row>[] => {
    if (shownAsRef.has(name)) return [];
    const joined = labels.get(name);
    const own = overrides[name];
    const ownJoined = joined ? overrides[joined] : undefined;
    if (own === false || ownJoined === false) return [];
    const page = { ...own, ...ownJoined };
    if (!own && !ownJoined && (f.column === false || d.tree?.pid === name)) return [];
    const field = joined ?? name;
    const shown = joined ? d.fields[joined] : f;
    const layout = 'width' in page || 'minWidth' in page ? {} : (shown.view && VIEW_WIDTH[shown.view]) || KIND_WIDTH[shown.kind];
    return [{ field, ...layout, ...(shown.kind === 'money' ? { align: 'right' as const } : {}), ...cellOf<Row>(shown, lang), ...(shown.column === 'hidden' || f.column === 'hidden' ? { show: false } : {}), ...page }];
  });
  const placed = (options.order ?? []).map((field) => {
    const column = columns.find((c) => c.field === field);
    if (!column) throw new Error(`${d.path}: the columns order a column they do not have: ${field}`);
    return column;
  });
  const ordered = [...placed, ...columns.filter((c) => !placed.includes(c))];
  if (options.operate === false || overrides.operate === false) return ordered;
  const buttons = options.operate ?? ['edit', 'delete'];
  return [...ordered, { field: 'operate', render: 'buttons', buttons, operator: false, width: 40 + 30 * buttons.length, enableColumnDisplayControl: false, ...overrides.operate }];
}

/**
 * The `DataTable` props a resource's description implies: the resource path, key, tree, the
 * quick-search fields, and each described column's common-search operator and sorting (a column
 * the description does not list is not searchable), and for
 * an enum its tags (labels in the page's pack `lang`, colours). A column states only what differs.
 * Spread it: `<DataTable {...describedTable(d, columns, LANG)} lang=… />`.
 */
export function describedTable<Row extends AnyRow>(d: ResourceDescription, columns: TableColumn<Row>[], lang?: string) {
  return {
    resource: d.path,
    ...(d.pk ? { pk: d.pk } : {}),
    ...(d.tree ? { tree: true } : {}),
    quickSearchFields: quickSearchFields(d),
    columns: columns.map((c) => {
      const f = d.fields[c.field];
      // a field the description does not list is not in the server's whitelist: not searchable
      if (!f) return c.operator !== undefined ? c : { ...c, operator: false as const };
      return {
        ...c,
        ...(f.enum ? enumColumn(c, f.enum, lang) : {}),
        ...(f.kind === 'time' && !c.render ? { render: 'datetime' as const } : {}),
        operator: c.operator !== undefined ? c.operator : commonOperator(f),
        sort: c.sort ?? f.sort,
      };
    }),
  };
}

/** The inputs offering an enum's values. */
const OPTION_INPUTS = new Set<string>(['radio', 'checkbox', 'select', 'selects']);

/** The input each kind suggests; a reference's is the remote select its `ref` names. */
const KIND_INPUT: Record<FieldKind, FieldType | undefined> = {
  id: 'integer', ref: undefined, number: 'integer', money: 'number', text: 'string', time: 'datetime', enum: 'radio', bool: 'switch', json: 'array',
};

/** The input a described field implies: its view (each names an input type), its reference's remote select, else its kind's. */
function inputOf(f: FieldDescription): Pick<FormField, 'type' | 'remote'> {
  if (f.view) return { type: f.view };
  if (f.ref) {
    const { resource, label, tree, multiple } = f.ref;
    return { type: multiple ? 'remoteSelects' : 'remoteSelect', remote: { resource, field: label, ...(tree ? { params: { isTree: true } } : {}) } };
  }
  return { type: KIND_INPUT[f.kind] };
}

/**
 * The edit form a resource's description implies (#30 item 2): each field add takes (its `input`),
 * in the description's order, required where add requires it, its view's input (`FieldView`), a
 * reference as a remote select of its `ref`, an enum as a radio (or its view's select) of its
 * values (labels in the page's pack `lang`), the kind's usual input otherwise. `fields` states what
 * differs, by name (`false` leaves a field out); limits come from `input`, a new row's values from
 * the description, as with `formSchema`. `order` places fields where the form's order is not the
 * description's (which is the add input's on the wire): those it names first, in its order, then
 * the rest; a field given whole there is one add does not take (a balance shown on edit).
 */
export function describedForm<Values>(
  d: ResourceDescription,
  lang: string,
  schema: Omit<FormSchema<Values>, 'fields' | 'description'> & {
    fields?: Partial<Record<keyof Values & string, Partial<FormField<Values>> | false>>;
    order?: readonly ((keyof Values & string) | FormField<Values>)[];
  },
): FormSchema<Values> {
  const overrides = (schema.fields ?? {}) as Record<string, Partial<FormField<Values>> | false | undefined>;
  const fields = Object.entries(d.fields).flatMap(([name, f]): FormField<Values>[] => {
    const own = overrides[name];
    if (!f.input || own === false) return [];
    const implied = inputOf(f);
    const type = own?.type ?? implied.type;
    if (!type) throw new Error(`${d.path}.${name}: a ${f.kind} field without a ref needs the page's input (type and remote)`);
    return [{
      name,
      type,
      ...(type === implied.type && implied.remote ? { remote: implied.remote } : {}),
      ...(f.required ? { rules: ['required'] as const } : {}),
      ...(f.enum && OPTION_INPUTS.has(type) ? { content: enumContent(d, name, lang) } : {}),
      ...own,
    } as FormField<Values>];
  });
  const unknown = Object.keys(overrides).filter((name) => !d.fields[name]?.input);
  if (unknown.length) throw new Error(`${d.path}: the form overrides fields add does not take: ${unknown.join(', ')}`);
  const placed = (schema.order ?? []).map((o) => {
    if (typeof o !== 'string') return o;
    const field = fields.find((f) => f.name === o);
    if (!field) throw new Error(`${d.path}: the form orders a field it does not have: ${o}`);
    return field;
  });
  const { order: _order, ...rest } = schema;
  return formSchema<Values>({ ...rest, fields: [...placed, ...fields.filter((f) => !placed.includes(f))], description: d });
}
