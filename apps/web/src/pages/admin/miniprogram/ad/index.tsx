import { adAddInput, adDescription, type AdAddInput, type RowOf } from '@app/contract';
import { DataTable, describedColumns, describedForm, describedTable } from '../../../../components/data-table';

type AdRow = RowOf<typeof adDescription>;
const LANG = 'miniprogram-ad';

const table = describedTable(
  adDescription,
  describedColumns<AdRow>(adDescription, LANG, {
    fields: { title: { minWidth: 160 }, status: { render: 'switch' } },
    operate: ['weigh-sort', 'edit', 'delete'],
  }),
  LANG,
);

type AdForm = Omit<AdAddInput, 'status'> & { status?: string };

export const adForm = describedForm<AdForm>(adDescription, LANG, {
  input: adAddInput,
  fields: {
    link_value: { visible: (values) => !!values.link_type && values.link_type !== 'none', rules: ['required'], blockHelp: () => `${LANG}.linkValueHelp` },
  },
});

/** Mini-program ads: each space's ads, their time window and order, and how often they were shown and clicked. */
export default function AdPage() {
  return <DataTable<AdRow> {...table} lang={LANG} form={adForm} />;
}
