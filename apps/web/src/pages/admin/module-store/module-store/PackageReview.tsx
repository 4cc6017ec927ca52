import { Alert, Collapse, Descriptions, Modal, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PackageReport } from '../../../../api/module';

export type ReviewAction = 'install' | 'enable' | 'update';

export interface Review {
  action: ReviewAction;
  pkg: PackageReport;
}

const LANG = 'module-store-module-store';

/**
 * The confirmation before a module is installed, enabled or updated: what the package will do
 * (the SQL it runs at once, the server code it loads at the next start, the npm packages it adds,
 * its menu rules and files), read by the server from the package without installing it.
 */
export function PackageReview({ review, onConfirm, onCancel }: { review: Review | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const pkg = review?.pkg;
  const toRun = pkg?.migrations.filter((m) => !m.applied) ?? [];
  const deps = Object.entries(pkg?.dependencies ?? {});
  const none = <Typography.Text type="secondary">{t(`${LANG}.review.none`)}</Typography.Text>;
  return (
    <Modal
      open={!!review}
      title={pkg ? t(`${LANG}.review.title.${review!.action}`, { title: pkg.title, version: pkg.version }) : ''}
      okText={t(`${LANG}.review.confirm.${review?.action ?? 'install'}`)}
      cancelText={t(`${LANG}.cancel`)}
      okButtonProps={{ danger: toRun.length > 0 || (pkg?.server.length ?? 0) > 0 }}
      width={820}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {pkg && (
        <>
          <Alert style={{ marginBottom: 16 }} type="warning" showIcon message={t(`${LANG}.review.warning`)} />
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t(`${LANG}.module`)}>
              {pkg.title} <Typography.Text type="secondary">({pkg.uid} {pkg.version}, {pkg.author})</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t(`${LANG}.review.migrations`)}>
              {toRun.length ? t(`${LANG}.review.migrationsCount`, { count: toRun.length }) : none}
            </Descriptions.Item>
            <Descriptions.Item label={t(`${LANG}.review.server`)}>
              {pkg.server.length ? (
                <span data-testid="review-server">
                  <Tag color="red">{t(`${LANG}.review.serverYes`)}</Tag>
                  {pkg.server.map((f) => (
                    <Typography.Text key={f} code>
                      {f}
                    </Typography.Text>
                  ))}
                </span>
              ) : (
                <span data-testid="review-server">{t(`${LANG}.review.serverNo`)}</span>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t(`${LANG}.review.dependencies`)}>
              {deps.length
                ? deps.map(([name, range]) => (
                    <Tag key={name}>
                      {name} {range}
                    </Tag>
                  ))
                : none}
            </Descriptions.Item>
            <Descriptions.Item label={t(`${LANG}.review.menus`)}>{pkg.menus.length ? pkg.menus.map((m) => <Tag key={m.name}>{m.name}</Tag>) : none}</Descriptions.Item>
            <Descriptions.Item label={t(`${LANG}.review.web`)}>
              {pkg.web.editor || pkg.web.pages.length ? [pkg.web.editor ? t(`${LANG}.review.editor`) : null, ...pkg.web.pages].filter(Boolean).join(', ') : none}
            </Descriptions.Item>
            <Descriptions.Item label={t(`${LANG}.review.publicFiles`)}>{pkg.publicFiles.length ? pkg.publicFiles.join(', ') : none}</Descriptions.Item>
          </Descriptions>
          {pkg.migrations.length > 0 && (
            <Collapse
              style={{ marginTop: 16 }}
              size="small"
              defaultActiveKey={toRun.map((m) => m.file)}
              items={pkg.migrations.map((m) => ({
                key: m.file,
                label: (
                  <span>
                    {m.file} {m.applied && <Tag>{t(`${LANG}.review.applied`)}</Tag>}
                  </span>
                ),
                children: (
                  <pre
                    aria-label={m.file}
                    style={{ margin: 0, maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', background: token.colorFillTertiary, color: token.colorText, padding: 8, borderRadius: token.borderRadius }}
                  >
                    {m.sql}
                  </pre>
                ),
              }))}
            />
          )}
        </>
      )}
    </Modal>
  );
}
