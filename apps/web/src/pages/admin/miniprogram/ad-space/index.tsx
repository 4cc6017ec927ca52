import { adSpaceAddInput, adSpaceDescription, type AdSpaceAddInput, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedForm, describedTable } from '../../../../components/data-table';

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

export const adSpaceForm = describedForm<AdSpaceForm>(adSpaceDescription, LANG, {
  input: adSpaceAddInput,
  fields: { code: { blockHelp: () => `${LANG}.codeHelp` } },
});

/** Mini-program ad spaces: the slots the mini-program asks for by code. */
export default function AdSpacePage() {
  return <DataTable<AdSpaceRow> {...table} lang={LANG} form={adSpaceForm} />;
}
