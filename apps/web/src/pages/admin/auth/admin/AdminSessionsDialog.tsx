import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SessionList } from '../../../../components/session-list';

interface Props {
  /** The admin whose sessions show; null: closed. */
  admin: { id: number; username: string } | null;
  onClose: () => void;
}

/** A super administrator's view of an admin's signed-in sessions, to end one or all. */
export function AdminSessionsDialog({ admin, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={admin !== null} title={admin ? t('sessions.ofAdmin', { name: admin.username }) : ''} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {admin && <SessionList scope={{ kind: 'adminOf', adminId: admin.id }} />}
    </Modal>
  );
}
