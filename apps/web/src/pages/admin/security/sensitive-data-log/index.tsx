import { RollbackOutlined } from '@ant-design/icons';
import { sensitiveLogDescription, type SensitiveLogInfo, type SensitiveLogRow } from '@app/contract';
import type { TableColumn } from '../../../../components/data-table';
import { LogPage } from '../LogPage';
import { rollbackChanges, sensitiveInfo } from '../security-api';
import { DiffView } from './DiffView';

type Row = SensitiveLogRow & Record<string, unknown>;
const LANG = 'security-sensitive-data-log';

const columns: TableColumn<Row>[] = [
  { field: 'id', width: 80 },
  { field: 'admin.nickname', width: 130 },
  { field: 'sensitive.name', minWidth: 130 },
  { field: 'data_table', sort: false, width: 150, show: false },
  { field: 'data_comment', width: 120 },
  { field: 'data_field', sort: false, width: 120, show: false },
  { field: 'id_value', width: 110, render: (_v, row) => `${row.primary_key}=${row.id_value}` },
  { field: 'before', minWidth: 140, ellipsis: true },
  { field: 'after', minWidth: 140, ellipsis: true },
  { field: 'ip', width: 130, show: false },
  { field: 'create_time', width: 170 },
];

/** Changes of watched fields (reference 9.4): a before/after diff, rollback (one or the selection) and delete. */
export default function SensitiveDataLogPage() {
  return (
    <LogPage<Row, SensitiveLogInfo>
      description={sensitiveLogDescription}
      lang={LANG}
      columns={columns}
      loadInfo={sensitiveInfo}
      action={{ node: 'rollback', icon: <RollbackOutlined aria-hidden />, run: rollbackChanges }}
      detail={{
        only: ['sensitive.name', 'admin.nickname', 'data_table', 'id_value', 'data_comment', 'create_time'],
        fields: {
          'admin.nickname': { render: (_v, row) => `${row.admin.nickname ?? ''} (${row.admin_id})` },
          id_value: { render: (_v, row) => `${row.primary_key}=${row.id_value}` },
          data_comment: { render: (_v, row) => `${row.data_comment || row.data_field} (${row.data_field})` },
        },
      }}
      renderBody={(detail) => <DiffView before={detail.before} after={detail.after} lang={LANG} />}
    />
  );
}
