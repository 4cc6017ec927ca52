import { useState } from 'react';
import { hqActivityDescription, shopActivityAddInput, shopActivityDescription, type ActivityAdminRow } from '@app/contract';
import { DataTable, describedColumns, describedForm, describedTable } from '../../../components/data-table';
import { addDefaults } from '../../../components/data-table/crud-api';
import { wallToUnix } from '../../../utils/date';

type Values = Record<string, unknown>;
/** The picker's site wall time as the unix seconds the activity's wire wants. */
const unix = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? v : (wallToUnix(String(v)) ?? undefined));

export function activityScreen(scope: 'hq' | 'shop') {
  const lang = `${scope}-activity`;
  const description = scope === 'hq' ? hqActivityDescription : shopActivityDescription;
  const table = describedTable(
    description,
    describedColumns<ActivityAdminRow>(description, lang, {
      fields: { title: { minWidth: 160 }, weigh: false, create_time: false },
      operate: ['weigh-sort', 'edit', 'delete'],
      order: ['id', 'cover', 'title', ...(scope === 'shop' ? ['shop.name'] : [])],
    }),
    lang,
  );
  const byType = (type: string) => (v: Values) => v.type === type;
  const form = describedForm<Values>(description, lang, {
    input: shopActivityAddInput,
    fields: {
      discount_rate: { type: 'percent', visible: byType('discount') },
      threshold: { visible: byType('reduction') },
      reduction: { visible: byType('reduction') },
      product_ids: { visible: (v) => v.product_scope === 'listed' },
      allow_commission: { type: 'switch', tip: `${lang}.allowCommissionTip` },
      content: { inputProps: { rows: 3 } },
      weigh: false,
    },
    order: [...(scope === 'shop' ? ['shop_id'] : []), 'title', 'cover', 'type', 'discount_rate', 'threshold', 'reduction', 'start_time', 'end_time', 'product_scope', 'product_ids'],
    // "earns commission" starts from the distribution setting commission_activity_default (the resource's GET add)
    loadDefaults: () => addDefaults<Values>(description.path),
    width: 760,
    toSubmit: (values) => ({ ...values, start_time: unix(values.start_time), end_time: unix(values.end_time) }),
  });
  return { table, form, lang };
}

/** HQ and shop activities: one table, two areas (`hq.Activity`, `shop.Activity`); the shop area picks the shop. */
export function ActivityPage({ scope }: { scope: 'hq' | 'shop' }) {
  const [{ table, form, lang }] = useState(() => activityScreen(scope));
  return <DataTable<ActivityAdminRow> {...table} lang={lang} form={form} />;
}
