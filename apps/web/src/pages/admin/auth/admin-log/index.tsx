import { useState } from 'react';
import { Descriptions, Modal, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { adminLogDescription, type RowOf } from '@app/contract';
import { DataTable, columnsOf, describedDetail, describedTable, type RowButton } from '../../../../components/data-table';
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

  return (
    <DataTable<AdminLogRow> {...table} lang={LANG} buttons={['refresh', 'export', 'comSearch', 'quickSearch', 'columnDisplay']}>
      <Modal open={detail !== null} title={t(`${LANG}.detailTitle`)} footer={null} width={760} onCancel={() => setDetail(null)}>
        {detail && (
          <Descriptions
            bordered
            size="small"
            column={1}
            items={describedDetail(adminLogDescription, detail, LANG, {
              only: ['id', 'username', 'title', 'url', 'ip', 'useragent', 'create_time', 'data'],
              fields: {
                username: { render: () => `${detail.username} (${detail.admin_id})` },
                url: { render: (url) => <Typography.Text copyable>{String(url)}</Typography.Text> },
                data: { render: () => <pre className="admin-log-data">{prettyData(detail.data)}</pre> },
              },
            })}
          />
        )}
      </Modal>
    </DataTable>
  );
}
