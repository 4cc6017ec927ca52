import { Table, Typography } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { recycleLogDescription, type RecycleLogInfo, type RecycleLogRow } from '@app/contract';
import type { TableColumn } from '../../../../components/data-table';
import { formatDateTime, isZonedTime } from '../../../../utils/date';
import { LogPage } from '../LogPage';
import { recycleInfo, restoreRecycled } from '../security-api';

type Row = RecycleLogRow & Record<string, unknown>;

/** A recycled value as text: objects and arrays as JSON, null as an empty cell. */
/** A recycled value as text; its times (timestamptz as JSON) in the site time zone. */
export const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : typeof value === 'string' && isZonedTime(value)
        ? formatDateTime(value)
        : String(value);

const columns: TableColumn<Row>[] = [
  { field: 'id', width: 80 },
  { field: 'admin.nickname', width: 140 },
  { field: 'recycle.name', minWidth: 140 },
  { field: 'data_table', sort: false, width: 200 },
  { field: 'primary_key', operator: false, width: 100, show: false },
  { field: 'ip', width: 140 },
  { field: 'create_time', width: 170 },
];

/** The recycle bin (reference 9.2): deleted rows, their content, restore (one or the selection) and delete. */
export default function DataRecycleLogPage() {
  return (
    <LogPage<Row, RecycleLogInfo>
      description={recycleLogDescription}
      lang="security-data-recycle-log"
      columns={columns}
      loadInfo={recycleInfo}
      action={{ node: 'restore', icon: <UndoOutlined aria-hidden />, run: restoreRecycled }}
      detail={{
        only: ['recycle.name', 'admin.nickname', 'data_table', 'primary_key', 'ip', 'create_time'],
        fields: {
          'admin.nickname': { render: (_v, row) => `${row.admin.nickname ?? ''} (${row.admin_id})` },
          primary_key: { render: (_v, row) => `${row.primary_key}=${cellText(row.data[row.primary_key])}` },
        },
      }}
      renderBody={(detail, label) => (
        <>
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
      )}
    />
  );
}
