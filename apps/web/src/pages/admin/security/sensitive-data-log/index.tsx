import { useRef, useState } from 'react';
import { Descriptions, Modal, Spin } from 'antd';
import { InfoCircleOutlined, RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SensitiveLogRow } from '@app/contract';
import { DataTable, columnsOf, crudApi, useDataTable, type RowButton, type TableStore } from '../../../../components/data-table';
import { formatDateTime } from '../../../../utils/date';
import { SelectionAction } from '../SelectionAction';
import { rollbackChanges, sensitiveInfo } from '../security-api';
import { DiffView } from './DiffView';

type Row = SensitiveLogRow & Record<string, unknown>;
const LANG = 'security-sensitive-data-log';

function columns(onInfo: (row: Row) => void, onRollback: (row: Row) => void) {
  const info: RowButton<Row> = { name: 'info', title: `${LANG}.info`, icon: <InfoCircleOutlined />, auth: 'info', click: onInfo };
  const rollback: RowButton<Row> = { name: 'rollback', title: `${LANG}.rollback`, icon: <RollbackOutlined />, auth: 'rollback', confirm: `${LANG}.rollbackConfirmOne`, click: onRollback };
  return columnsOf<Row>([
    { field: 'id', width: 80, sort: true, operator: 'RANGE' },
    { field: 'admin.nickname', operator: 'LIKE', width: 130 },
    { field: 'sensitive.name', operator: 'LIKE', minWidth: 130 },
    { field: 'data_table', operator: 'LIKE', width: 150, show: false },
    { field: 'data_comment', operator: 'LIKE', width: 120 },
    { field: 'data_field', width: 120, show: false },
    { field: 'id_value', width: 110, render: (_v, row) => `${row.primary_key}=${row.id_value}` },
    { field: 'before', operator: false, minWidth: 140, ellipsis: true },
    { field: 'after', operator: false, minWidth: 140, ellipsis: true },
    { field: 'ip', width: 130, show: false },
    { field: 'create_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
    { field: 'operate', render: 'buttons', buttons: [info, rollback, 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]);
}

/** Changes of watched fields (reference 9.4): a before/after diff, rollback (one or the selection) and delete. */
export default function SensitiveDataLogPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<SensitiveLogRow | 'loading' | null>(null);
  const store = useRef<TableStore<Row> | null>(null);
  const rollback = (ids: number[]) => rollbackChanges(ids).then(() => store.current?.getState().refresh());
  const [cols] = useState(() =>
    columns(
      (row) => {
        setDetail('loading');
        sensitiveInfo(row.id).then(setDetail, () => setDetail(null));
      },
      (row) => void rollback([row.id]).catch(() => undefined),
    ),
  );
  const table = useDataTable<Row>({ api: crudApi<Row>('security.SensitiveDataLog'), columns: cols });
  store.current = table;
  const label = (field: string) => t(`${LANG}.${field}`);

  return (
    <DataTable<Row>
      table={table}
      lang={LANG}
      columns={cols}
      buttons={['refresh', 'delete', 'comSearch', 'quickSearch', 'columnDisplay', 'export']}
      quickSearchFields={['sensitive.name']}
      headerExtra={<SelectionAction node="rollback" label={`${LANG}.rollback`} confirm={`${LANG}.rollbackConfirm`} icon={<RollbackOutlined />} run={rollbackChanges} />}
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
                style={{ marginBottom: 16 }}
                items={[
                  { key: 'rule', label: label('sensitive.name'), children: detail.sensitive.name ?? '' },
                  { key: 'admin', label: label('admin.nickname'), children: `${detail.admin.nickname ?? ''} (${detail.admin_id})` },
                  { key: 'table', label: label('data_table'), children: detail.data_table },
                  { key: 'record', label: label('id_value'), children: `${detail.primary_key}=${detail.id_value}` },
                  { key: 'field', label: label('data_comment'), children: `${detail.data_comment || detail.data_field} (${detail.data_field})` },
                  { key: 'time', label: label('create_time'), children: formatDateTime(detail.create_time) },
                ]}
              />
              <DiffView before={detail.before} after={detail.after} lang={LANG} />
            </>
          )
        )}
      </Modal>
    </DataTable>
  );
}
