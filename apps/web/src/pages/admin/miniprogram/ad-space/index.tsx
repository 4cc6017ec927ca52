import { adSpaceAddInput, adSpaceDescription, type AdSpaceAddInput, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedTable, enumContent } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';

type AdSpaceRow = RowOf<typeof adSpaceDescription>;
const LANG = 'miniprogram-ad-space';

const table = describedTable(
  adSpaceDescription,
  columnsOf<AdSpaceRow>([
    { field: 'id', width: 80 },
    { field: 'code', minWidth: 150 },
    { field: 'name', minWidth: 150 },
    { field: 'type', width: 100 },
    { field: 'width', width: 90 },
    { field: 'height', width: 90 },
    { field: 'status', render: 'switch', width: 90 },
    { field: 'create_time', width: 170 },
    { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false },
  ]),
  LANG,
);

type AdSpaceForm = Omit<AdSpaceAddInput, 'status'> & { status?: string };

export const adSpaceForm = formSchema<AdSpaceForm>({
  input: adSpaceAddInput,
  fields: [
    { name: 'code', rules: ['required'], blockHelp: () => `${LANG}.codeHelp` },
    { name: 'name', rules: ['required'] },
    { name: 'type', type: 'radio', content: enumContent(adSpaceDescription, 'type', LANG) },
    { name: 'width', type: 'integer' },
    { name: 'height', type: 'integer' },
    { name: 'status', type: 'radio', content: enumContent(adSpaceDescription, 'status', LANG) },
  ],
  defaults: { type: 'banner', width: 0, height: 0, status: '1' },
});

/** Mini-program ad spaces: the slots the mini-program asks for by code. */
export default function AdSpacePage() {
  return <DataTable<AdSpaceRow> {...table} lang={LANG} form={adSpaceForm} />;
}
