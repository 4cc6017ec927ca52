import { useRef, useState } from 'react';
import { Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { InfoCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RecycleLogInfo, RecycleLogRow } from '@app/contract';
import { DataTable, columnsOf, crudApi, useDataTable, type RowButton, type TableStore } from '../../../../components/data-table';
import { formatDateTime } from '../../../../utils/date';
import { SelectionAction } from '../SelectionAction';
import { recycleInfo, restoreRecycled } from '../security-api';

type Row = RecycleLogRow & Record<string, unknown>;
const LANG = 'security-data-recycle-log';

/** A recycled value as text: objects and arrays as JSON, null as an empty cell. */
export const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

function columns(onInfo: (row: Row) => void, onRestore: (row: Row) => void) {
  const info: RowButton<Row> = { name: 'info', title: `${LANG}.info`, icon: <InfoCircleOutlined />, auth: 'info', click: onInfo };
  const restore: RowButton<Row> = { name: 'restore', title: `${LANG}.restore`, icon: <UndoOutlined />, auth: 'restore', confirm: `${LANG}.restoreConfirmOne`, click: onRestore };
  return columnsOf<Row>([
    { field: 'id', width: 80, sort: true, operator: 'RANGE' },
    { field: 'admin.nickname', operator: 'LIKE', width: 140 },
    { field: 'recycle.name', operator: 'LIKE', minWidth: 140 },
    { field: 'data_table', operator: 'LIKE', width: 200 },
    { field: 'primary_key', operator: false, width: 100, show: false },
    { field: 'ip', width: 140 },
    { field: 'create_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
    { field: 'operate', render: 'buttons', buttons: [info, restore, 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]);
}

/** The recycle bin (reference 9.2): deleted rows, their content, restore (one or the selection) and delete. */
export default function DataRecycleLogPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<RecycleLogInfo | 'loading' | null>(null);
  const store = useRef<TableStore<Row> | null>(null);
  const restore = (ids: number[]) => restoreRecycled(ids).then(() => store.current?.getState().refresh());
  const [cols] = useState(() =>
    columns(
      (row) => {
        setDetail('loading');
        recycleInfo(row.id).then(setDetail, () => setDetail(null));
      },
      (row) => void restore([row.id]).catch(() => undefined),
    ),
  );
  const table = useDataTable<Row>({ api: crudApi<Row>('security.DataRecycleLog'), columns: cols });
  store.current = table;
  const label = (field: string) => t(`${LANG}.${field}`);

  return (
    <DataTable<Row>
      table={table}
      lang={LANG}
      columns={cols}
      buttons={['refresh', 'delete', 'comSearch', 'quickSearch', 'columnDisplay', 'export']}
      quickSearchFields={['recycle.name']}
      headerExtra={<SelectionAction node="restore" label={`${LANG}.restore`} confirm={`${LANG}.restoreConfirm`} icon={<UndoOutlined />} run={restoreRecycled} />}
    >
      <Modal open={detail !== null} title={label('detailTitle')} footer={null} width={820} onCancel={() => setDetail(null)}>
        {detail === 'loading' ? (
          <Spin />
        ) : (
          detail && (
            <>
              <Descriptions
                bordered
                size="small"
                column={2}
                items={[
                  { key: 'recycle', label: label('recycle.name'), children: detail.recycle.name ?? '' },
                  { key: 'admin', label: label('admin.nickname'), children: `${detail.admin.nickname ?? ''} (${detail.admin_id})` },
                  { key: 'table', label: label('data_table'), children: detail.data_table },
                  { key: 'key', label: label('primary_key'), children: `${detail.primary_key}=${cellText(detail.data[detail.primary_key])}` },
                  { key: 'ip', label: label('ip'), children: detail.ip },
                  { key: 'time', label: label('create_time'), children: formatDateTime(detail.create_time) },
                ]}
              />
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {label('data')}
              </Typography.Title>
              <Table
                className="security-recycled-row"
                size="small"
                pagination={false}
                rowKey="field"
                scroll={{ y: 420 }}
                columns={[
                  { title: label('field'), dataIndex: 'field', width: 200 },
                  { title: label('value'), dataIndex: 'value', render: (v: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> },
                ]}
                dataSource={Object.entries(detail.data).map(([field, value]) => ({ field, value: cellText(value) }))}
              />
            </>
          )
        )}
      </Modal>
    </DataTable>
  );
}
