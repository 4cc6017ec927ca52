import { useEffect, useMemo, useState } from 'react';
import { Checkbox, Empty, Skeleton, Space, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request';
import { crudApi } from '../data-table/crud-api';
import { Icon } from '../icon/Icon';
import { allIds, conductCheck, type RuleCheck, type RuleNode } from './rule-tree';

interface RuleTreeProps {
  /** The rule resource whose tree is offered (`auth.Rule`, `user.Rule`). */
  resource: string;
  id?: string;
  /** Checked ids as the server sends them (leaf ids), or the tree's own state after a change. */
  value?: number[] | RuleCheck;
  onChange?: (value: RuleCheck) => void;
}

/** The rules that may be granted (the admin rule index is already limited to the rules the admin holds). */
async function loadRules(resource: string): Promise<RuleNode[]> {
  const { data } = await request<{ list: RuleNode[] }>({ url: crudApi(resource).base + 'index', method: 'GET' }, { cancelDuplicateRequest: false });
  return data.list;
}

const asNodes = (rules: RuleNode[]): DataNode[] =>
  rules.map((r) => ({
    key: r.id,
    title: (
      <span className={`rule-tree-title rule-tree-${r.type ?? 'menu'}`}>
        {r.type !== 'button' && <Icon name={(r as RuleNode & { icon?: string }).icon} />} {r.title}
      </span>
    ),
    children: r.children?.length ? asNodes(r.children) : undefined,
  }));

/**
 * A group's permissions as a checkbox tree (admin and member groups). The edit row brings leaf ids; the value becomes
 * `{checked, halfChecked}` so the submit can send both (reference 4.5).
 */
export default function RuleTree({ resource, id, value, onChange }: RuleTreeProps) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<RuleNode[] | null>(null);
  const [expanded, setExpanded] = useState<number[] | null>(null);

  useEffect(() => {
    let live = true;
    loadRules(resource)
      .then((rules) => live && setTree(rules))
      .catch(() => live && setTree([]));
    return () => {
      live = false;
    };
  }, [resource]);

  const state = useMemo<RuleCheck | null>(() => {
    if (!tree) return null;
    if (Array.isArray(value)) return conductCheck(tree, value);
    return value ?? { checked: [], halfChecked: [] };
  }, [tree, value]);

  // the leaf ids of the edit row become the full state once the tree is known
  useEffect(() => {
    if (state && Array.isArray(value)) onChange?.(state);
  }, [state, value, onChange]);

  if (!tree || !state) return <Skeleton active paragraph={{ rows: 4 }} title={false} aria-label={t('rule-tree.loadingRules')} />;
  if (!tree.length) return <Empty description={t('rule-tree.noRules')} />;

  const everything = allIds(tree);
  const allChecked = state.checked.length === everything.length;
  const expandedKeys = expanded ?? tree.map((r) => r.id);

  return (
    <div id={id} className="rule-tree" role="group">
      <Space className="rule-tree-tools">
        <Checkbox
          checked={allChecked}
          indeterminate={!allChecked && state.checked.length > 0}
          onChange={(e) => onChange?.(e.target.checked ? { checked: everything, halfChecked: [] } : { checked: [], halfChecked: [] })}
        >
          {t('rule-tree.selectAll')}
        </Checkbox>
        <Checkbox
          checked={expandedKeys.length >= everything.length}
          onChange={(e) => setExpanded(e.target.checked ? everything : [])}
        >
          {t('rule-tree.expandAll')}
        </Checkbox>
      </Space>
      <Tree
        checkable
        selectable={false}
        treeData={asNodes(tree)}
        checkedKeys={state.checked}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys as number[])}
        onCheck={(checked, info) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked) as number[];
          onChange?.({ checked: keys, halfChecked: (info.halfCheckedKeys ?? []) as number[] });
        }}
        height={360}
      />
    </div>
  );
}
