import { adSpaceAddInput, adSpaceDescription, type AdSpaceAddInput, type RowOf } from '@app/contract';
import { DataTable, describedColumns, describedForm, describedTable } from '../../../../components/data-table';

type AdSpaceRow = RowOf<typeof adSpaceDescription>;
const LANG = 'miniprogram-ad-space';

const table = describedTable(
  adSpaceDescription,
  describedColumns<AdSpaceRow>(adSpaceDescription, LANG, { fields: { code: { minWidth: 150 }, name: { minWidth: 150 }, status: { render: 'switch' } } }),
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
