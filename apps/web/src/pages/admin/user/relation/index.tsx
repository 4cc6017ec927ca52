import { useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal, Segmented, Tree, type TreeDataNode } from 'antd';
import { ApartmentOutlined, DisconnectOutlined, DragOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { relationDescription, type RelationNode, type RowOf } from '@app/contract';
import { useWrite } from '../../../../api/write';
import { DataTable, columnsOf, crudApi, describedTable, useAuth, useDataTable } from '../../../../components/data-table';
import { RemoteSelect } from '../../../../components/remote-select/RemoteSelect';
import { childrenQuery, moveWrite, unbindWrite } from './relation-queries';
import './relation.css';
import { validated } from '../../../../components/form-item';

type RelationRow = RowOf<typeof relationDescription>;
const LANG = 'user-relation';

interface TreeNode extends TreeDataNode {
  key: string;
  node: RelationNode;
  children?: TreeNode[];
}

const label = (t: (k: string, o?: Record<string, unknown>) => string, n: RelationNode) =>
  `${n.nickname || n.username} (ID:${n.user_id}) · ${t(`${LANG}.treeCounts`, { level1: n.level1, team: n.team })}`;

/**
 * The referral tree, read a level at a time: the members at the top who have a team, then each
 * opened member's invitees. Every level shown is a query of its own, so a move reads them again.
 */
function RelationTree() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // the members whose invitees were asked for (antd's loadData), in the order they were opened
  const [opened, setOpened] = useState<number[]>([]);
  const levels = useQueries({ queries: [0, ...opened].map((id) => childrenQuery(id)) });
  const listOf = new Map([0, ...opened].map((id, i) => [id, levels[i]?.data?.list]));
  const build = (userId: number): TreeNode[] =>
    (listOf.get(userId) ?? []).map((n) => {
      const children = listOf.get(n.user_id) ? build(n.user_id) : undefined;
      return { key: String(n.user_id), node: n, title: label(t, n), isLeaf: n.level1 === 0, ...(children ? { children } : {}) };
    });
  return (
    <div className="relation-tree" data-testid="relation-tree">
      <Tree<TreeNode>
        showLine
        treeData={build(0)}
        loadData={async (n) => {
          if (n.children) return;
          const id = n.node.user_id;
          await client.fetchQuery(childrenQuery(id)).catch(() => undefined);
          setOpened((all) => (all.includes(id) ? all : [...all, id]));
        }}
      />
    </div>
  );
}

/** Member relations (issue 13 item 1): the bound members with their upline and team sizes, the tree, moves with the subtree, unbinding. */
export default function RelationPage() {
  const { t } = useTranslation();
  const l = (k: string) => t(`${LANG}.${k}`);
  const auth = useAuth();
  const [view, setView] = useState<'list' | 'tree'>('list');
  const [moving, setMoving] = useState<{ user_id?: number } | null>(null);
  const [form] = Form.useForm<{ user_id: number; parent_id?: number }>();
  const move = useWrite(moveWrite);
  const unbind = useWrite(unbindWrite);
  // the writes read the list and the tree again (their keys); a refusal was shown by the request layer
  const act = (sent: Promise<unknown>) => sent.then(() => true, () => false);

  const [cols] = useState(() =>
    describedTable(
      relationDescription,
      columnsOf<RelationRow>([
        { field: 'user_id', width: 90 },
        { field: 'user.username', width: 130 },
        { field: 'user.nickname', width: 120, operator: false, show: false },
        { field: 'parent_id', width: 90 },
        { field: 'parent.username', width: 130 },
        { field: 'depth', width: 80 },
        { field: 'source', width: 100 },
        { field: 'invite_code', width: 110, show: false },
        { field: 'level1_count', width: 100, operator: false },
        { field: 'team_count', width: 100, operator: false },
        { field: 'bind_time', width: 170 },
        { field: 'expire_time', width: 170, show: false },
        {
          field: 'operate', render: 'buttons', operator: false, width: 110, enableColumnDisplayControl: false,
          buttons: [
            { name: 'move', title: `${LANG}.move`, icon: <DragOutlined />, auth: 'move', click: (row) => (form.setFieldsValue({ user_id: row.user_id, parent_id: undefined }), setMoving({ user_id: row.user_id })) },
            { name: 'unbind', title: `${LANG}.unbind`, icon: <DisconnectOutlined />, auth: 'unbind', danger: true, confirm: `${LANG}.unbindConfirm`, click: (row) => void act(unbind.mutateAsync({ ids: [row.user_id] })) },
          ],
        },
      ]),
      LANG,
    ),
  );
  const table = useDataTable<RelationRow>({ api: crudApi<RelationRow>(relationDescription.path), columns: cols.columns, pk: 'user_id' });

  const switcher = (
    <Segmented<'list' | 'tree'>
      value={view}
      onChange={setView}
      options={[{ value: 'list', label: l('listView'), icon: <UnorderedListOutlined /> }, { value: 'tree', label: l('treeView'), icon: <ApartmentOutlined /> }]}
    />
  );
  const moveButton = auth('move') && (
    <Button icon={<DragOutlined />} onClick={() => (form.resetFields(), setMoving({}))}>
      {l('move')}
    </Button>
  );

  return (
    <>
      {view === 'tree' ? (
        <div className="relation-tree-view">
          <div className="relation-toolbar">{switcher}</div>
          <RelationTree />
        </div>
      ) : (
        <DataTable<RelationRow> table={table} lang={LANG} columns={cols.columns} quickSearchFields={cols.quickSearchFields} pk="user_id"
          buttons={['refresh', 'comSearch', 'quickSearch', 'columnDisplay', 'export']} headerExtra={<>{moveButton}{switcher}</>} />
      )}
      <Modal open={moving !== null} title={l('moveTitle')} onCancel={() => setMoving(null)} destroyOnHidden forceRender
        onOk={async () => {
          const v = await validated(form);
          if (v && (await act(move.mutateAsync({ user_id: v.user_id, parent_id: v.parent_id ?? 0 })))) setMoving(null);
        }}>
        <Form form={form} layout="vertical">
          <Form.Item name="user_id" label={l('member')} rules={[{ required: true }]}>
            <RemoteSelect resource="user.User" field="username" disabled={moving?.user_id !== undefined} />
          </Form.Item>
          <Form.Item name="parent_id" label={l('newParent')} extra={l('newParentTip')}>
            <RemoteSelect resource="user.User" field="username" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
