import { useState } from 'react';
import { hqActivityDescription, shopActivityAddInput, shopActivityDescription, type ActivityAdminRow } from '@app/contract';
import { DataTable, columnsOf, describedTable, enumContent } from '../../../components/data-table';
import { addDefaults } from '../../../components/data-table/crud-api';
import { formSchema } from '../../../components/form-item/types';
import { wallToUnix } from '../../../utils/date';

type Values = Record<string, unknown>;
/** The picker's site wall time as the unix seconds the activity's wire wants. */
const unix = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? v : (wallToUnix(String(v)) ?? undefined));

function build(scope: 'hq' | 'shop') {
  const lang = `${scope}-activity`;
  const description = scope === 'hq' ? hqActivityDescription : shopActivityDescription;
  const table = describedTable(
    description,
    columnsOf<ActivityAdminRow>([
      { field: 'id', width: 70 },
      { field: 'cover', render: 'image', operator: false, width: 70 },
      { field: 'title', minWidth: 160 },
      ...(scope === 'shop' ? [{ field: 'shop.name', minWidth: 120 }] : []),
      { field: 'type', width: 100 },
      { field: 'start_time', width: 170 },
      { field: 'end_time', width: 170 },
      { field: 'product_scope', width: 110 },
      { field: 'allow_commission', width: 110 },
      { field: 'status', width: 100 },
      { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
    ]),
    lang,
  );
  const form = formSchema<Values>({
    input: shopActivityAddInput,
    fields: [
      ...(scope === 'shop' ? [{ name: 'shop_id', type: 'remoteSelect' as const, rules: ['required' as const], remote: { resource: 'shop.Shop', field: 'name' } }] : []),
      { name: 'title', rules: ['required'] },
      { name: 'cover', type: 'image' },
      { name: 'type', type: 'radio', rules: ['required'], content: enumContent(description, 'type', lang) },
      { name: 'discount_rate', type: 'percent', visible: (v) => v.type === 'discount' },
      { name: 'threshold', type: 'float', visible: (v) => v.type === 'reduction' },
      { name: 'reduction', type: 'float', visible: (v) => v.type === 'reduction' },
      { name: 'start_time', type: 'datetime', rules: ['required'] },
      { name: 'end_time', type: 'datetime', rules: ['required'] },
      { name: 'product_scope', type: 'radio', content: enumContent(description, 'product_scope', lang) },
      { name: 'product_ids', type: 'remoteSelects', remote: { resource: 'hq.Product', field: 'name' }, visible: (v) => v.product_scope === 'listed' },
      { name: 'allow_commission', type: 'switch', tip: `${lang}.allowCommissionTip` },
      { name: 'content', type: 'textarea', inputProps: { rows: 3 } },
      { name: 'status', type: 'radio', content: enumContent(description, 'status', lang) },
    ],
    defaults: { type: 'discount', product_scope: 'all', status: 'draft' },
    // "earns commission" starts from the distribution setting commission_activity_default (the resource's GET add)
    loadDefaults: () => addDefaults<Values>(description.path),
    width: 760,
    toSubmit: (values) => ({ ...values, start_time: unix(values.start_time), end_time: unix(values.end_time) }),
  });
  return { table, form, lang };
}

/** HQ and shop activities: one table, two areas (`hq.Activity`, `shop.Activity`); the shop area picks the shop. */
export function ActivityPage({ scope }: { scope: 'hq' | 'shop' }) {
  const [{ table, form, lang }] = useState(() => build(scope));
  return <DataTable<ActivityAdminRow> {...table} lang={lang} form={form} />;
}
