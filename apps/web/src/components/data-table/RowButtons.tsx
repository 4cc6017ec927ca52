import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AuthNodeQuery } from '../../app/rules/auth-node';
import type { TableStore } from './table-store';
import type { AnyRow, BuiltInRowButton, RowButton } from './types';

interface RowButtonsProps {
  row: AnyRow;
  buttons: readonly (BuiltInRowButton | RowButton)[];
  store: TableStore;
  auth: (node: AuthNodeQuery) => boolean;
  /** The drag handle when drag sorting is on (it needs the sortable row around it). */
  dragHandle?: ReactNode;
  display?: (button: string, row: AnyRow, extra: Record<string, unknown>) => boolean;
}

/** The buttons of a row (reference 16.5's defaultOptButtons), each behind its permission. */
export function RowButtons({ row, buttons, store, auth, dragHandle, display }: RowButtonsProps) {
  const { t } = useTranslation();
  const key = store.getState().keyOf(row);
  const label = (text: string) => t(text, { defaultValue: text });

  return (
    <Space size={4} className="data-table-row-buttons" onDoubleClick={(e) => e.stopPropagation()}>
      {buttons.map((button) => {
        if (display && !display(typeof button === 'string' ? button : button.name, row, store.getState().extra)) return null;
        if (button === 'weigh-sort') return auth('sortable') && dragHandle ? <span key="weigh-sort">{dragHandle}</span> : null;
        if (button === 'edit') {
          if (!auth('edit')) return null;
          return (
            <Tooltip key="edit" title={t('data-table.edit')}>
              <Button size="small" type="primary" ghost icon={<EditOutlined />} aria-label={t('data-table.edit')} onClick={() => store.getState().openEdit([key])} />
            </Tooltip>
          );
        }
        if (button === 'delete') {
          if (!auth('del')) return null;
          return <DeleteButton key="delete" onConfirm={() => store.getState().del([key]).catch(() => undefined)} />;
        }
        if ((button.auth && !auth(button.auth)) || (button.display && !button.display(row))) return null;
        const disabled = button.disabled?.(row);
        const node = (
          <Button size="small" danger={button.danger} icon={button.icon} disabled={disabled} aria-label={label(button.title)} onClick={button.confirm ? undefined : () => button.click(row)}>
            {button.icon ? null : label(button.title)}
          </Button>
        );
        const tip = button.icon ? label(button.title) : undefined;
        return button.confirm ? (
          <ConfirmedButton key={button.name} tip={tip} question={label(button.confirm)} okText={t('data-table.confirm')} onConfirm={() => closeAfter(button.click(row))}>
            {node}
          </ConfirmedButton>
        ) : (
          <span key={button.name}>{tip ? <Tooltip title={tip}>{node}</Tooltip> : node}</span>
        );
      })}
    </Space>
  );
}

/**
 * The confirm closes once its action has answered, refused too (the request layer shows why): a
 * rejected promise would keep it open over the row.
 */
const closeAfter = (done: unknown) => Promise.resolve(done).then(() => undefined, () => undefined);

/**
 * A button that asks first: its tooltip gives way to the confirmation it opens (left open, a
 * longer tooltip covered the confirmation's buttons, and hovering it kept it open).
 */
function ConfirmedButton({ tip, question, okText, danger, onConfirm, children }: { tip?: string; question: string; okText: string; danger?: boolean; onConfirm: () => unknown; children: ReactNode }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Popconfirm title={question} okText={okText} cancelText={t('data-table.cancel')} okButtonProps={danger ? { danger: true } : undefined} onOpenChange={setConfirming} onConfirm={onConfirm}>
      {tip ? <Tooltip title={tip} open={confirming ? false : undefined}>{children}</Tooltip> : children}
    </Popconfirm>
  );
}

/** The row's delete button. */
function DeleteButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmedButton tip={t('data-table.delete')} question={t('data-table.deleteRowConfirm')} okText={t('data-table.delete')} danger onConfirm={onConfirm}>
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('data-table.delete')} />
    </ConfirmedButton>
  );
}
