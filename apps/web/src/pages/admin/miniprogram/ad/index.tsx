import { adAddInput, adDescription, type AdAddInput, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedTable, enumContent } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';

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

export const adForm = formSchema<AdForm>({
  input: adAddInput,
  fields: [
    { name: 'space_id', type: 'remoteSelect', rules: ['required'], remote: { resource: 'miniprogram.AdSpace', field: 'name' } },
    { name: 'title', rules: ['required'] },
    { name: 'image', type: 'image' },
    { name: 'link_type', type: 'select', content: enumContent(adDescription, 'link_type', LANG) },
    { name: 'link_value', visible: (values) => !!values.link_type && values.link_type !== 'none', rules: ['required'], blockHelp: () => `${LANG}.linkValueHelp` },
    { name: 'start_time', type: 'datetime' },
    { name: 'end_time', type: 'datetime' },
    { name: 'weigh', type: 'integer' },
    { name: 'status', type: 'radio', content: enumContent(adDescription, 'status', LANG) },
  ],
  defaults: { link_type: 'none', weigh: 0, status: '1' },
});

/** Mini-program ads: each space's ads, their time window and order, and how often they were shown and clicked. */
export default function AdPage() {
  return <DataTable<AdRow> {...table} lang={LANG} form={adForm} />;
}
