import { commonOperator, quickSearchFields, type EnumValue, type ResourceDescription } from '@app/contract';
import type { AnyRow, TableColumn, TagColor } from './types';

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
