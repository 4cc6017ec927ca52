import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Descriptions, Empty, Form, Image, Input, Modal, Result, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Tabs } from '../../../components/tabs';
import { CopyOutlined, DownloadOutlined, PictureOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { inviteLink, type AgentStatusAnswer, type AgentTeamMember } from '../../../api/agent';
import { agentQueries, agentWrites } from '../../../api/agent-queries';
import { useWrite } from '../../../api/write';
import { useSiteName } from '../../../stores/site-config';
import { useUserInfo } from '../../../stores/user-info';
import { formatDateTime } from '../../../utils/date';
import { MemberCard } from '../account/MemberCard';
import { feedback } from '../../../api/feedback';
import { drawPoster, posterFile, qrDataUrl, shareInvite } from './poster';
import '../account/account.css';
import './agent.css';
import { validated } from '../../../components/form-item';

const L = 'member-agent';
const STATUS_COLORS: Record<string, string> = { pending: 'warning', approved: 'success', rejected: 'error', disabled: 'default' };

/** Apply: the agreement shown and accepted, the real name and mobile. */
function ApplyForm({ status }: { status: AgentStatusAnswer }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ real_name: string; mobile: string; agreement: boolean }>();
  const apply = useWrite(agentWrites.apply);
  const submit = async () => {
    // an invalid field shows its message under the field; nothing is sent
    const v = await validated(form);
    if (!v) return;
    apply.mutateAsync(v).catch(() => undefined);
  };
  return (
    <Form form={form} layout="vertical" className="agent-apply" data-testid="agent-apply" initialValues={{ real_name: status.agent?.real_name ?? '', mobile: status.agent?.mobile ?? '' }}>
      <Typography.Title level={5}>{t(`${L}.agreement`)}</Typography.Title>
      <div className="agent-agreement" data-testid="agent-agreement">{status.agreement || t(`${L}.noAgreement`)}</div>
      <Form.Item name="real_name" label={t(`${L}.realName`)} rules={[{ required: true, whitespace: true, max: 50, message: t(`${L}.realNameRule`) }]}>
        <Input autoComplete="name" maxLength={50} />
      </Form.Item>
      <Form.Item name="mobile" label={t(`${L}.mobile`)} rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: t(`${L}.mobileRule`) }]}>
        <Input autoComplete="tel" maxLength={11} />
      </Form.Item>
      <Form.Item name="agreement" valuePropName="checked" rules={[{ validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(t(`${L}.agreementRule`)))) }]}>
        <Checkbox>{t(`${L}.accept`)}</Checkbox>
      </Form.Item>
      <Button type="primary" onClick={submit} loading={apply.isPending}>{t(`${L}.submit`)}</Button>
    </Form>
  );
}

/** The invite code, its link and QR code, and the poster to share. */
function Invite({ code }: { code: string }) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const nickname = useUserInfo((s) => s.nickname);
  const link = inviteLink(window.location.origin, code);
  const [qr, setQr] = useState('');
  const [poster, setPoster] = useState('');
  useEffect(() => {
    qrDataUrl(link).then(setQr, () => setQr(''));
  }, [link]);
  const makePoster = () =>
    drawPoster(link, { siteName, nickname, invite: t(`${L}.posterInvite`), code, scan: t(`${L}.posterScan`) }).then(setPoster, () => undefined);
  // the phone's share sheet (WeChat, messages…) with the poster when there is one, else the link copied
  const share = async (withPoster: boolean) => {
    const outcome = await shareInvite(navigator, {
      title: siteName,
      text: t(`${L}.shareText`, { name: nickname, site: siteName, code }),
      url: link,
      poster: withPoster && poster ? posterFile(poster, `invite-${code}.png`) : undefined,
    });
    if (outcome === 'copied') feedback().success(t(`${L}.linkCopied`));
    else if (outcome === 'unavailable') feedback().warning?.(t(`${L}.shareUnavailable`));
  };
  return (
    <div className="agent-invite" data-testid="agent-invite">
      <div className="agent-invite-text">
        <div className="agent-code-label">{t(`${L}.inviteCode`)}</div>
        <Typography.Text className="agent-code" copyable={{ text: code, tooltips: false }} data-testid="invite-code">{code}</Typography.Text>
        <div className="agent-code-label">{t(`${L}.inviteLink`)}</div>
        <Typography.Paragraph className="agent-link" copyable={{ text: link, icon: <CopyOutlined />, tooltips: false }}>{link}</Typography.Paragraph>
        <Space wrap>
          <Button type="primary" icon={<ShareAltOutlined />} onClick={() => void share(false)} data-testid="share-link">{t(`${L}.shareLink`)}</Button>
          <Button icon={<PictureOutlined />} onClick={makePoster}>{t(`${L}.poster`)}</Button>
        </Space>
      </div>
      {qr && <img className="agent-qr" src={qr} alt={t(`${L}.qrAlt`)} data-testid="invite-qr" width={180} height={180} />}
      <Modal open={!!poster} title={t(`${L}.poster`)} footer={null} onCancel={() => setPoster('')} width={380}>
        <Image src={poster} alt={t(`${L}.poster`)} preview={false} />
        <Space direction="vertical" className="agent-poster-actions">
          <Button block type="primary" icon={<ShareAltOutlined />} onClick={() => void share(true)} data-testid="share-poster">{t(`${L}.sharePoster`)}</Button>
          <Button block icon={<DownloadOutlined />} href={poster} download={`invite-${code}.png`}>{t(`${L}.download`)}</Button>
        </Space>
      </Modal>
    </div>
  );
}

/** Level 1 and level 2 members, paged. */
function Team({ counts }: { counts: AgentStatusAnswer['team'] }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<1 | 2>(1);
  const [page, setPage] = useState(1);
  const { data = { list: [], total: 0, counts }, isFetching: loading } = useQuery(agentQueries.team({ level, page, limit: 10 }));
  const columns: TableColumnsType<AgentTeamMember> = [
    { key: 'nickname', dataIndex: 'nickname', title: t(`${L}.member`) },
    { key: 'invites', dataIndex: 'invites', title: t(`${L}.invites`), width: 110 },
    { key: 'bind_time', dataIndex: 'bind_time', title: t(`${L}.bindTime`), width: 180, render: (v: number) => formatDateTime(v) },
  ];
  return (
    <div data-testid="agent-team">
      <Tabs
        activeKey={String(level)}
        onChange={(k) => (setLevel(Number(k) as 1 | 2), setPage(1))}
        items={[
          { key: '1', label: t(`${L}.level1`, { count: data.counts.level1 }) },
          { key: '2', label: t(`${L}.level2`, { count: data.counts.level2 }) },
        ]}
      />
      <Table<AgentTeamMember>
        rowKey="id" size="small" loading={loading} columns={columns} dataSource={data.list}
        locale={{ emptyText: <Empty description={t(`${L}.noTeam`)} /> }}
        pagination={{ current: page, pageSize: 10, total: data.total, onChange: setPage, hideOnSinglePage: true }}
      />
    </div>
  );
}

/** Bind an inviter by their code, while the settings allow it. */
function BindInviter() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const bind = useWrite(agentWrites.bindInviter);
  return (
    <Space.Compact className="agent-bind" data-testid="bind-inviter">
      <Input value={code} onChange={(e) => setCode(e.target.value)} placeholder={t(`${L}.inviterCode`)} aria-label={t(`${L}.inviterCode`)} maxLength={16} />
      <Button type="primary" disabled={!code.trim()} onClick={() => bind.mutateAsync({ invite_code: code.trim() }).then(() => setCode(''), () => undefined)}>
        {t(`${L}.bind`)}
      </Button>
    </Space.Compact>
  );
}

/**
 * The agent centre (issue 13 item 7, relations / agents half): apply with the agreement, the
 * status, the invite code with its QR code and poster, the team, and binding an inviter. The
 * commission pages (commissions, wallet) sit beside it in the member centre's 代理中心 menu.
 */
export default function AgentCentrePage() {
  const { t } = useTranslation();
  const { data: status } = useQuery(agentQueries.status());
  if (!status) return <div className="member-page" data-testid="agent-centre" />;
  const agent = status.agent;

  const statusCard = (
    <MemberCard title={<h1 className="member-page-title">{t(`${L}.heading`)}</h1>} testId="agent-status">
      {agent ? (
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={[
          { key: 'status', label: t(`${L}.status`), children: <Tag color={STATUS_COLORS[agent.status]} data-testid="agent-status-tag">{t(`${L}.statuses.${agent.status}`)}</Tag> },
          { key: 'level', label: t(`${L}.level`), children: agent.level ? `${agent.level.name} · ${t(`${L}.rates`, { level1: agent.level.level1_rate / 100, level2: agent.level.level2_rate / 100 })}` : '—' },
          { key: 'name', label: t(`${L}.realName`), children: agent.real_name || '—' },
          { key: 'applied', label: t(`${L}.appliedTime`), children: formatDateTime(agent.applied_time) || '—' },
        ]} />
      ) : (
        <Alert type="info" showIcon message={t(`${L}.notAgent.${status.earn_mode}`)} />
      )}
      {agent?.status === 'rejected' && <Alert className="agent-alert" type="error" showIcon message={t(`${L}.rejected`, { reason: agent.reject_reason })} />}
      {agent?.status === 'pending' && <Alert className="agent-alert" type="warning" showIcon message={t(`${L}.pending`)} />}
      {agent?.status === 'disabled' && <Alert className="agent-alert" type="warning" showIcon message={t(`${L}.disabled`)} />}
      <div className="agent-inviter">
        {status.inviter ? (
          <span data-testid="agent-inviter">{t(`${L}.inviter`, { name: status.inviter.nickname })}{status.inviter.expire_time ? ` · ${t(`${L}.until`, { time: formatDateTime(status.inviter.expire_time) })}` : ''}</span>
        ) : (
          <span>{t(`${L}.noInviter`)}</span>
        )}
        {status.can_bind && <BindInviter />}
      </div>
    </MemberCard>
  );

  const tabs = [
    ...(agent?.status === 'approved' ? [{ key: 'invite', label: t(`${L}.tabs.invite`), children: <Invite code={agent.invite_code} /> }] : []),
    ...(status.can_apply ? [{ key: 'apply', label: t(`${L}.tabs.apply`), children: <ApplyForm status={status} /> }] : []),
    { key: 'team', label: t(`${L}.tabs.team`), children: <Team counts={status.team} /> },
  ];
  return (
    <div className="member-page" data-testid="agent-centre">
      {statusCard}
      <MemberCard>
        {tabs.length ? <Tabs items={tabs} /> : <Result status="info" title={t(`${L}.heading`)} />}
      </MemberCard>
    </div>
  );
}
