import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, useTable, useTableStore } from '../../../components/data-table';

interface Props {
  /** The permission node of the action (`restore`, `rollback`). */
  node: string;
  label: string;
  confirm: string;
  icon: ReactNode;
  run: (ids: number[]) => Promise<void>;
}

/** A header button acting on the selected rows, behind its permission node and a confirmation. */
export function SelectionAction({ node, label, confirm, icon, run }: Props) {
  const { t } = useTranslation();
  const auth = useAuth();
  const store = useTableStore();
  const selection = useTable((s) => s.selection);
  if (!auth(node)) return null;
  const none = selection.length === 0;
  return (
    <Popconfirm
      title={t(confirm, { count: selection.length })}
      disabled={none}
      onConfirm={() =>
        run(selection.map(Number)).then(
          () => store.getState().refresh(),
          () => undefined,
        )
      }
    >
      <Button icon={icon} disabled={none}>
        {t(label)}
      </Button>
    </Popconfirm>
  );
}
