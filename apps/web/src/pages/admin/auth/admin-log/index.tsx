import { useState } from 'react';
import { Descriptions, Modal, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { adminLogDescription, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedTable, type RowButton } from '../../../../components/data-table';
import { formatDateTime } from '../../../../utils/date';
import './admin-log.css';

type AdminLogRow = RowOf<typeof adminLogDescription> & Record<string, unknown>;

const LANG = 'auth-admin-log';

/** The logged data pretty-printed (it is JSON; anything else is shown as it is). */
export function prettyData(data: string | null): string {
  if (data === null) return '';
  try {
    return JSON.stringify(JSON.parse(data), null, 2);
  } catch {
    return data;
  }
}

function columns(onInfo: (row: AdminLogRow) => void) {
  const info: RowButton<AdminLogRow> = { name: 'info', title: `${LANG}.info`, icon: <InfoCircleOutlined />, click: onInfo };
  // Operators, sorting, the quick search and the path come from the description.
  return describedTable(
    adminLogDescription,
    columnsOf<AdminLogRow>([
      { field: 'id', width: 80 },
      { field: 'admin_id', width: 100, show: false },
      { field: 'username', sort: false, width: 140 },
      { field: 'title', sort: false, minWidth: 160 },
      { field: 'url', render: 'url', minWidth: 220, ellipsis: true },
      { field: 'ip', operator: 'eq', sort: false, width: 130 },
      { field: 'useragent', show: false, ellipsis: true, minWidth: 200 },
      { field: 'create_time', render: 'datetime', width: 170 },
      { field: 'operate', render: 'buttons', buttons: [info], operator: false, width: 80, enableColumnDisplayControl: false },
    ]),
  );
}

/** The admin action log (reference 6.3): read-only list and a detail dialog. */
export default function AdminLogPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<AdminLogRow | null>(null);
  const [table] = useState(() => columns(setDetail));
  const label = (field: string) => t(`${LANG}.${field}`);

  return (
    <DataTable<AdminLogRow> {...table} lang={LANG} buttons={['refresh', 'export', 'comSearch', 'quickSearch', 'columnDisplay']}>
      <Modal open={detail !== null} title={t(`${LANG}.detailTitle`)} footer={null} width={760} onCancel={() => setDetail(null)}>
        {detail && (
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'id', label: label('id'), children: detail.id },
              { key: 'username', label: label('username'), children: `${detail.username} (${detail.admin_id})` },
              { key: 'title', label: label('title'), children: detail.title },
              { key: 'url', label: label('url'), children: <Typography.Text copyable>{detail.url}</Typography.Text> },
              { key: 'ip', label: label('ip'), children: detail.ip },
              { key: 'useragent', label: label('useragent'), children: detail.useragent },
              { key: 'create_time', label: label('create_time'), children: formatDateTime(detail.create_time) },
              {
                key: 'data',
                label: label('data'),
                children: <pre className="admin-log-data">{prettyData(detail.data)}</pre>,
              },
            ]}
          />
        )}
      </Modal>
    </DataTable>
  );
}
