import { useRef, useState } from 'react';
import { Input, Modal } from 'antd';
import { CheckOutlined, CloseOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AGENT_STATES, agentAddInput, agentAdminEndpoints as api, agentDescription, type AgentAddInput, type RowOf } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { DataTable, columnsOf, crudApi, describedForm, describedTable, useDataTable, type RowButton, type TableStore } from '../../../../components/data-table';

type AgentRow = RowOf<typeof agentDescription>;
const LANG = 'distribution-agent';

export const agentForm = describedForm<AgentAddInput>(agentDescription, LANG, {
  input: agentAddInput,
  fields: {
    user_id: { visible: (_v, operate) => operate === 'add' },
    level_id: { blockHelp: () => `${LANG}.levelTip` },
    mobile: { type: 'mobile' },
  },
  width: 600,
});

/** Agents (issue 13 item 2): applications reviewed (approve, reject with a reason), agents designated, disabled, enabled, their level changed. */
export default function AgentPage() {
  const { t } = useTranslation();
  const l = (k: string) => t(`${LANG}.${k}`);
  const store = useRef<TableStore<AgentRow> | null>(null);
  const [rejecting, setRejecting] = useState<AgentRow | null>(null);
  const [reason, setReason] = useState('');

  const act = (sent: Promise<unknown>) =>
    sent.then(
      () => void store.current?.getState().refresh(),
      () => undefined,
    );
  const step = (name: 'approve' | 'disable' | 'enable', icon: React.ReactNode, danger = false): RowButton<AgentRow> => ({
    name, title: `${LANG}.${name}`, icon, auth: name, danger, confirm: `${LANG}.${name}Confirm`,
    display: (row) => AGENT_STATES.can(name, row),
    click: (row) => void act(call(api[name], { ids: [row.id] }, { showSuccessMessage: true })),
  });

  const [cols] = useState(() =>
    describedTable(
      agentDescription,
      columnsOf<AgentRow>([
        { field: 'id', width: 70 },
        { field: 'user.username', width: 120 },
        { field: 'real_name', width: 110 },
        { field: 'mobile', width: 130 },
        { field: 'invite_code', width: 110 },
        { field: 'level_id', show: false, comSearchRender: 'remoteSelect', remote: { resource: 'hq.Commission', field: 'name' } },
        { field: 'level.name', width: 110 },
        { field: 'status', width: 100 },
        { field: 'source', width: 100 },
        { field: 'reject_reason', operator: false, show: false, minWidth: 140 },
        { field: 'applied_time', width: 170 },
        { field: 'audit_time', width: 170, show: false },
        { field: 'create_time', width: 170, show: false },
        {
          field: 'operate', render: 'buttons', operator: false, width: 170, enableColumnDisplayControl: false,
          buttons: [
            step('approve', <CheckOutlined />),
            { name: 'reject', title: `${LANG}.reject`, icon: <CloseOutlined />, auth: 'reject', danger: true, display: (row) => AGENT_STATES.can('reject', row), click: (row) => (setReason(''), setRejecting(row)) },
            step('disable', <PauseCircleOutlined />, true),
            step('enable', <PlayCircleOutlined />),
            'edit',
          ],
        },
      ]),
      LANG,
    ),
  );
  const table = useDataTable<AgentRow>({ api: crudApi<AgentRow>(agentDescription.path), columns: cols.columns });
  store.current = table;
  return (
    <DataTable<AgentRow> table={table} lang={LANG} columns={cols.columns} quickSearchFields={cols.quickSearchFields} form={agentForm}
      buttons={['refresh', 'add', 'comSearch', 'quickSearch', 'columnDisplay', 'export']}>
      <Modal open={rejecting !== null} title={l('rejectTitle')} onCancel={() => setRejecting(null)} okButtonProps={{ disabled: !reason.trim(), danger: true }}
        onOk={() => rejecting && act(call(api.reject, { ids: [rejecting.id], reason }, { showSuccessMessage: true })).then(() => setRejecting(null))}>
        <Input.TextArea rows={3} maxLength={255} showCount value={reason} onChange={(e) => setReason(e.target.value)} placeholder={l('reject_reason')} aria-label={l('reject_reason')} />
      </Modal>
    </DataTable>
  );
}
