import { useRef, useState, type ReactNode } from 'react';
import { Descriptions, Modal, Spin } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ResourceDescription } from '@app/contract';
import { DataTable, columnsOf, crudApi, describedDetail, describedTable, useDataTable, type AnyRow, type DetailField, type RowButton, type TableColumn, type TableStore } from '../../../components/data-table';
import { SelectionAction } from './SelectionAction';

type LogRow = Record<string, unknown> & { id: number };

/** The action that undoes what a log row records (restore a deleted row, roll back a change). */
export interface LogAction {
  /**
   * Its permission node and row-button name (`restore`, `rollback`); the page pack holds its
   * label `<node>`, and its questions `<node>ConfirmOne` (one row) and `<node>Confirm` (the selection).
   */
  node: string;
  icon: ReactNode;
  run: (ids: number[]) => Promise<void>;
}

interface LogPageProps<Row extends LogRow, Info extends AnyRow> {
  /** The log's description (`recycleLogDescription`): path, quick search, the columns' search and sorting. */
  description: ResourceDescription;
  /** The page pack: column titles, `info`, `detailTitle` and the action's texts. */
  lang: string;
  /** The columns before the row buttons (info, the action, delete), which this page appends. */
  columns: TableColumn<Row>[];
  /** A row's detail, shown in the dialog. */
  loadInfo: (id: number) => Promise<Info>;
  action: LogAction;
  /** The detail's header lines: the fields `describedDetail` shows, in order, and what they state beyond the description. */
  detail: { only: readonly string[]; fields?: Partial<Record<string, DetailField<Info>>> };
  /** What the detail shows under its header. */
  renderBody: (detail: Info, label: (field: string) => string) => ReactNode;
}

/**
 * A data-security log (reference 9.2, 9.4): its table with a detail dialog and an action that
 * undoes a logged row, on one row or on the selection, besides delete.
 */
export function LogPage<Row extends LogRow, Info extends AnyRow>({ description, lang, columns, loadInfo, action, detail: header, renderBody }: LogPageProps<Row, Info>) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<Info | 'loading' | null>(null);
  const store = useRef<TableStore<Row> | null>(null);
  const [cols] = useState(() => {
    const info: RowButton<Row> = {
      name: 'info',
      title: `${lang}.info`,
      icon: <InfoCircleOutlined />,
      auth: 'info',
      click: (row) => {
        setDetail('loading');
        loadInfo(row.id).then(setDetail, () => setDetail(null));
      },
    };
    const undo: RowButton<Row> = {
      name: action.node,
      title: `${lang}.${action.node}`,
      icon: action.icon,
      auth: action.node,
      confirm: `${lang}.${action.node}ConfirmOne`,
      click: (row) =>
        void action
          .run([row.id])
          .then(() => store.current?.getState().refresh())
          .catch(() => undefined),
    };
    return describedTable(
      description,
      columnsOf<Row>([
        ...columns,
        { field: 'operate', render: 'buttons', buttons: [info, undo, 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
      ]),
      lang,
    );
  });
  const table = useDataTable<Row>({ api: crudApi<Row>(description.path), columns: cols.columns });
  store.current = table;
  const label = (field: string) => t(`${lang}.${field}`);

  return (
    <DataTable<Row>
      table={table}
      lang={lang}
      columns={cols.columns}
      buttons={['refresh', 'delete', 'comSearch', 'quickSearch', 'columnDisplay', 'export']}
      quickSearchFields={cols.quickSearchFields}
      headerExtra={<SelectionAction node={action.node} label={`${lang}.${action.node}`} confirm={`${lang}.${action.node}Confirm`} icon={action.icon} run={action.run} />}
    >
      <Modal open={detail !== null} title={label('detailTitle')} footer={null} width={820} onCancel={() => setDetail(null)}>
        {detail === 'loading' ? (
          <Spin />
        ) : (
          detail !== null && (
            <>
              <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }} items={describedDetail(description, detail, lang, header)} />
              {renderBody(detail, label)}
            </>
          )
        )}
      </Modal>
    </DataTable>
  );
}
