import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Col, Form, Row, Skeleton, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { adminInfoEditInput, routineEndpoints, type AdminInfoEditInput } from '@app/contract';
import { call, endpointQuery } from '../../../../api/endpoint';
import { useAuth } from '../../../../app/rules/auth-node';
import { DataTable, columnsOf } from '../../../../components/data-table';
import { FormItem, horizontalColumns, withLimits, type FormField } from '../../../../components/form-item';
import { useAdminInfo } from '../../../../stores/admin-info';
import { useSiteConfig } from '../../../../stores/site-config';
import { fullUrl } from '../../../../utils/url';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from '../../../../components/two-factor/TwoFactorCard';
import './admin-profile.css';

const LANG = 'routine-admin-info';

const profileFields: FormField<AdminInfoEditInput>[] = withLimits<AdminInfoEditInput>([
  { name: 'nickname', rules: ['required'] },
  { name: 'email', type: 'email' },
  { name: 'mobile', type: 'mobile' },
  { name: 'motto', type: 'textarea', inputProps: { rows: 3 } },
  { name: 'password', type: 'password', blockHelp: `${LANG}.passwordKeep` },
  { name: 'old_password', type: 'password', blockHelp: `${LANG}.oldPasswordHelp` },
], adminInfoEditInput);
const avatarField: FormField = { name: 'avatar', type: 'image' };

/** My profile's read, keyed by its endpoint. */
const infoQuery = () => queryOptions({ ...endpointQuery(routineEndpoints.adminInfo), select: (data) => data.info });

const logColumns = columnsOf([
  { field: 'title', operator: 'LIKE', width: 200 },
  { field: 'url', render: 'url', operator: false, ellipsis: true, width: 260 },
  { field: 'ip', width: 140 },
  { field: 'create_time', render: 'datetime', operator: 'RANGE', sort: true, width: 170 },
]);

/** My profile (reference 16.7): the card, the profile form with a password change, my log. */
export default function AdminInfoPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const cdnUrl = useSiteConfig((s) => s.cdnUrl);
  const client = useQueryClient();
  const { data: info } = useQuery(infoQuery());
  const [saving, setSaving] = useState<'profile' | 'avatar' | null>(null);
  const [profile] = Form.useForm<AdminInfoEditInput>();
  const [avatarForm] = Form.useForm<{ avatar: string }>();
  const avatar = Form.useWatch('avatar', avatarForm);


  const save = async (kind: 'profile' | 'avatar', data: AdminInfoEditInput) => {
    setSaving(kind);
    try {
      await call(routineEndpoints.editAdminInfo, data, { showSuccessMessage: true });
      const fresh = (await client.fetchQuery(endpointQuery(routineEndpoints.adminInfo))).info;
      // the header shows the nickname and avatar
      useAdminInfo.getState().dataFill({ nickname: fresh.nickname, avatar: fresh.avatar });
      if (kind === 'profile') profile.setFieldsValue({ password: '', old_password: '' });
    } catch {
      // the request layer has shown the server's message
    } finally {
      setSaving(null);
    }
  };

  if (!info) return <Skeleton active title={false} paragraph={{ rows: 8 }} className="admin-profile-loading" />;
  // My own log is part of this page (`routine.AdminInfoLog`, node routine/adminInfo/index).
  const canSeeLog = auth('index');

  return (
    <div className="admin-profile">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card className="admin-profile-card">
            <div className="admin-profile-head">
              <Avatar size={96} src={info.avatar ? fullUrl(info.avatar, cdnUrl) : undefined} icon={<UserOutlined />} alt="" />
              <Typography.Title level={2} className="admin-profile-name">
                {info.nickname}
              </Typography.Title>
              <Typography.Text type="secondary">@{info.username}</Typography.Text>
              <Typography.Paragraph className="admin-profile-motto">{info.motto || t(`${LANG}.noMotto`)}</Typography.Paragraph>
              <Typography.Text type="secondary">
                {t(`${LANG}.last_login_time`)}: {info.last_login_time || t(`${LANG}.neverLoggedIn`)}
              </Typography.Text>
            </div>
            <Form form={avatarForm} initialValues={{ avatar: info.avatar }} layout="vertical" onFinish={(v) => save('avatar', { avatar: v.avatar ?? '' })} className="admin-profile-avatar-form">
              <FormItem field={avatarField} lang={LANG} operate="edit" />
              <Button htmlType="submit" loading={saving === 'avatar'} disabled={avatar === info.avatar}>
                {t(`${LANG}.saveAvatar`)}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={<h2 className="admin-profile-card-title">{t(`${LANG}.personalInfo`)}</h2>}>
            {/* the forms are filled once, when they first show (a later read does not overwrite what is being typed) */}
            <Form
              form={profile}
              initialValues={{ ...info, password: '', old_password: '' }}
              layout="horizontal"
              {...horizontalColumns(110)}
              labelWrap
              colon={false}
              onFinish={(values) => {
                // The current password goes only with a new one.
                const { password, old_password, ...rest } = values;
                void save('profile', password ? { ...rest, password, old_password } : rest);
              }}
            >
              <Form.Item label={t(`${LANG}.username`)}>
                <Typography.Text strong>{info.username}</Typography.Text>
              </Form.Item>
              {profileFields.map((field) => (
                <FormItem key={field.name} field={field} lang={LANG} operate="edit" />
              ))}
              <Form.Item label=" ">
                <Button type="primary" htmlType="submit" loading={saving === 'profile'}>
                  {t(`${LANG}.saveChanges`)}
                </Button>
              </Form.Item>
            </Form>
          </Card>
        </Col>
        <Col span={24}><TwoFactorCard /></Col>
        <Col span={24}><SessionsCard /></Col>
        {canSeeLog && (
          <Col span={24}>
            <Typography.Title level={2} className="admin-profile-card-title admin-profile-log-title">
              {t(`${LANG}.operationLog`)}
            </Typography.Title>
            <DataTable
              resource="routine.AdminInfoLog"
              lang={LANG}
              columns={logColumns}
              buttons={['refresh', 'quickSearch']}
              quickSearchFields={['title']}
              acceptQuery={false}
            />
          </Col>
        )}
      </Row>
    </div>
  );
}
