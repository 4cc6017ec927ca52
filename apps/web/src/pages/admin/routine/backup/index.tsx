import { Alert, Button, Card, Empty, Form, Input, InputNumber, Popconfirm, Select, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BACKUP_SCHEDULES, type BackupRow, type BackupSettings } from '@app/contract';
import { backupsQuery, createBackup, deleteBackup, downloadBackup, saveBackupSettings } from '../../../../api/backup-queries';
import { useWrite } from '../../../../api/write';
import { formatSize } from '../../../../components/attachment-picker/attachment-view';
import { formatDateTime } from '../../../../utils/date';

const LANG = 'routine-backup';

/** The schedule (off, hourly, daily at HH:MM of the site's zone) and the retention count. */
function SettingsForm({ settings, nextRun }: { settings: BackupSettings; nextRun: number | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BackupSettings>();
  const save = useWrite(saveBackupSettings);
  return (
    <Card title={t(`${LANG}.settings`)} size="small">
      <Form form={form} layout="inline" initialValues={settings} onFinish={(values) => save.mutate(values)} data-testid="backup-settings">
        <Form.Item name="schedule" label={t(`${LANG}.schedule`)}>
          <Select style={{ width: 120 }} options={BACKUP_SCHEDULES.map((value) => ({ value, label: t(`${LANG}.${value}`) }))} data-testid="backup-schedule" />
        </Form.Item>
        <Form.Item name="time" label={t(`${LANG}.time`)} tooltip={t(`${LANG}.timeHint`)} rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t(`${LANG}.timeHint`) }]}>
          <Input style={{ width: 90 }} placeholder="03:00" data-testid="backup-time" />
        </Form.Item>
        <Form.Item name="retention" label={t(`${LANG}.retention`)} tooltip={t(`${LANG}.retentionHint`)}>
          <InputNumber min={0} max={1000} precision={0} data-testid="backup-retention" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="backup-save">
            {t(`${LANG}.save`)}
          </Button>
        </Form.Item>
      </Form>
      <div style={{ marginTop: 12 }} data-testid="backup-next-run">
        {t(`${LANG}.nextRun`)}: {nextRun ? formatDateTime(nextRun) : t(`${LANG}.none`)}
      </div>
    </Card>
  );
}

/** Backups (super administrators): make one now, list, download, delete; the schedule and retention. */
export default function BackupPage() {
  const { t } = useTranslation();
  const backups = useQuery(backupsQuery());
  const create = useWrite(createBackup);
  const remove = useWrite(deleteBackup);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t(`${LANG}.intro`)} />
      <Card
        size="small"
        extra={
          <Button type="primary" loading={create.isPending} onClick={() => create.mutate()} data-testid="backup-create">
            {t(`${LANG}.create`)}
          </Button>
        }
      >
        <Table<BackupRow>
          rowKey="name"
          size="small"
          loading={backups.isLoading}
          dataSource={backups.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${LANG}.empty`)} /> }}
          data-testid="backup-table"
          columns={[
            { title: t(`${LANG}.name`), dataIndex: 'name' },
            { title: t(`${LANG}.create_time`), dataIndex: 'create_time', render: (v: number) => formatDateTime(v) },
            { title: t(`${LANG}.size`), dataIndex: 'size', render: (v: number) => formatSize(v) },
            { title: t(`${LANG}.database`), dataIndex: 'database' },
            { title: t(`${LANG}.schema`), dataIndex: 'schema' },
            {
              title: t(`${LANG}.operate`),
              key: 'operate',
              render: (_: unknown, row) => (
                <Space>
                  <Button size="small" onClick={() => void downloadBackup(row.name)} data-testid="backup-download">
                    {t(`${LANG}.download`)}
                  </Button>
                  <Popconfirm title={t(`${LANG}.deleteConfirm`)} onConfirm={() => remove.mutateAsync(row.name)}>
                    <Button size="small" danger data-testid="backup-delete">
                      {t(`${LANG}.delete`)}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {/* keyed by the stored settings: the form starts again from what the server holds after each save */}
      {backups.data && <SettingsForm key={JSON.stringify(backups.data.settings)} settings={backups.data.settings} nextRun={backups.data.next_run_time} />}
    </Space>
  );
}
