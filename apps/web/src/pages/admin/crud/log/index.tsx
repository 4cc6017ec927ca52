import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { crudLogDescription, type RowOf } from '@app/contract';
import { useWrite } from '../../../../api/write';
import { routePush } from '../../../../app/route-push';
import { DataTable, columnsOf, crudApi, describedTable, useDataTable } from '../../../../components/data-table';
import { deleteGenerationWrite } from '../crud/crud-queries';

type Row = RowOf<typeof crudLogDescription>;
const LANG = 'crud-log';

const table = describedTable(
  crudLogDescription,
  columnsOf<Row>([
    { field: 'id', width: 80 },
    { field: 'table_name', minWidth: 180 },
    { field: 'status', width: 110 },
    { field: 'error', operator: false, minWidth: 200, show: false },
    { field: 'create_time', width: 170 },
  ]),
  LANG,
);

/** The CRUD log (reference 11.7): past generations; start a new design from one, or remove what one generated. */
export default function CrudLogPage() {
  const store = useDataTable<Row>({ api: crudApi<Row>(table.resource), columns: table.columns });
  // the removal reads the log again (the table watches its key), the tables and the designs
  const removal = useWrite(deleteGenerationWrite);
  const columns = [
    ...table.columns,
    {
      field: 'operate', render: 'buttons' as const, operator: false as const, width: 120, enableColumnDisplayControl: false,
      buttons: [
        { name: 'design', title: `${LANG}.startFromLog`, icon: <EditOutlined aria-hidden />, click: (row: Row) => void routePush(`/admin/crud/crud?logId=${row.id}`) },
        {
          name: 'deleteFiles', title: `${LANG}.deleteFiles`, icon: <DeleteOutlined aria-hidden />, danger: true, confirm: `${LANG}.deleteFilesConfirm`,
          display: (row: Row) => row.status === 'success',
          click: (row: Row) => void removal.mutateAsync(row.id).catch(() => undefined),
        },
      ],
    },
  ];
  return <DataTable<Row> {...table} table={store} columns={columns} lang={LANG} buttons={['refresh', 'comSearch', 'quickSearch', 'columnDisplay']} />;
}
