import { Button, Empty, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { DesktopOutlined, LogoutOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionRow } from '@app/contract';
import { endSessionsWrite, sessionsQuery, type EndChoice, type SessionScope } from '../../api/session-queries';
import { useWrite } from '../../api/write';
import { forgetAdminSession, forgetMemberSession } from '../../app/session';
import { formatDateTime } from '../../utils/date';
import './session-list.css';

interface Props {
  scope: SessionScope;
}

/**
 * Signed-in sessions (issue #33 item 4), as GitHub and GitLab show them: the device, the address,
 * when it signed in and was last seen, the current one marked; end one, or every other one (all
 * of another admin's). Ending the current session signs this browser out.
 */
export function SessionList({ scope }: Props) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(sessionsQuery(scope));
  const end = useWrite(endSessionsWrite(scope));
  const list = data?.list ?? [];
  const own = scope.kind !== 'adminOf';
  const rest = own ? list.filter((s) => !s.current) : list;

  const run = async (choice: EndChoice, current = false) => {
    try {
      await end.mutateAsync(choice);
    } catch {
      return; // the request layer has shown the server's message
    }
    if (current) (scope.kind === 'member' ? forgetMemberSession : forgetAdminSession)();
  };

  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;

  const item = (s: SessionRow) => (
    <List.Item
      key={s.id}
      data-testid="session-row"
      data-current={s.current || undefined}
      actions={[
        <Popconfirm key="end" title={t(s.current ? 'sessions.endCurrentConfirm' : 'sessions.endConfirm')} onConfirm={() => run({ id: s.id }, s.current)}>
          <Button size="small" danger icon={<LogoutOutlined />} loading={end.isPending && end.variables && 'id' in end.variables && end.variables.id === s.id}>
            {t(s.current ? 'sessions.signOut' : 'sessions.end')}
          </Button>
        </Popconfirm>,
      ]}
    >
      {/* not List.Item.Meta: its title is an h4, which is no heading of the page's outline (axe heading-order) */}
      <div className="session-list-meta">
        <DesktopOutlined className="session-list-icon" aria-hidden />
        <div>
          <div className="session-list-device">
            {s.device || t('sessions.unknownDevice')}
            {s.current && <Tag color="green">{t('sessions.current')}</Tag>}
          </div>
          <Typography.Text type="secondary" className="session-list-facts">
            <span>{t('sessions.ip')}: {s.ip || '—'}</span>
            <span>{t('sessions.signedIn')}: {formatDateTime(s.create_time)}</span>
            <span>{t('sessions.lastSeen')}: {formatDateTime(s.last_seen_time)}</span>
          </Typography.Text>
        </div>
      </div>
    </List.Item>
  );

  return (
    <div className="session-list">
      <div className="session-list-head">
        <Typography.Text type="secondary">{t('sessions.help')}</Typography.Text>
        <Popconfirm title={t(own ? 'sessions.endOthersConfirm' : 'sessions.endAllConfirm')} onConfirm={() => run({ rest: true })} disabled={!rest.length}>
          <Button danger disabled={!rest.length} loading={end.isPending && end.variables && 'rest' in end.variables}>
            {t(own ? 'sessions.endOthers' : 'sessions.endAll')}
          </Button>
        </Popconfirm>
      </div>
      {list.length ? <List itemLayout="horizontal" dataSource={list} renderItem={item} /> : <Empty description={t('sessions.none')} />}
    </div>
  );
}
