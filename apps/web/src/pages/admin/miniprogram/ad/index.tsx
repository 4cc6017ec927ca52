import { adAddInput, adDescription, type AdAddInput, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedForm, describedTable } from '../../../../components/data-table';

type AdRow = RowOf<typeof adDescription>;
const LANG = 'miniprogram-ad';

const table = describedTable(
  adDescription,
  columnsOf<AdRow>([
    { field: 'id', width: 80 },
    { field: 'image', render: 'image', operator: false, width: 90 },
    { field: 'title', minWidth: 160 },
    { field: 'space.name', minWidth: 120 },
    { field: 'link_type', width: 100 },
    { field: 'start_time', width: 170 },
    { field: 'end_time', width: 170 },
    { field: 'views', width: 90 },
    { field: 'clicks', width: 90 },
    { field: 'weigh', width: 80, show: false },
    { field: 'status', render: 'switch', width: 90 },
    { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]),
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
