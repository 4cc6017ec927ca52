import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '@app/contract';
import { disableTwoFactorWrite, enableTwoFactorWrite, setupTwoFactorWrite, twoFactorQuery } from '../../api/two-factor-queries';
import { useWrite } from '../../api/write';
import { RecoveryCodes } from './RecoveryCodes';
import './two-factor.css';

type Step = { kind: 'idle' } | { kind: 'password' } | { kind: 'scan'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/** Draws the otpauth URL into the canvas as it mounts (the secret stays out of any cache). */
const drawQr = (url: string) => (canvas: HTMLCanvasElement | null) => {
  if (canvas) void QRCode.toCanvas(canvas, url, { width: 200, margin: 1, errorCorrectionLevel: 'M' });
};

/**
 * The admin's own second factor (TOTP): state, enrolment (password, QR code and key, a first
 * code, the recovery codes shown once) and turning it off with a code. `onEnabled` runs once the
 * recovery codes are saved (the forced enrolment screen then opens the back office); `bare`
 * leaves out the card around it.
 */
export function TwoFactorCard({ onEnabled, bare = false }: { onEnabled?: () => void; bare?: boolean }) {
  const { t } = useTranslation();
  const { data: state } = useQuery(twoFactorQuery());
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const setup = useWrite(setupTwoFactorWrite);
  const enable = useWrite(enableTwoFactorWrite);
  const disable = useWrite(disableTwoFactorWrite);
  const [disableForm] = Form.useForm<{ code: string }>();

  const title = (
    <Space>
      <h2 className="admin-profile-card-title">{t('twoFactor.title')}</h2>
      {state && <Tag color={state.enabled ? 'success' : 'default'}>{t(state.enabled ? 'twoFactor.on' : 'twoFactor.off')}</Tag>}
    </Space>
  );
  if (!state) return bare ? <Skeleton active title={false} paragraph={{ rows: 2 }} /> : <Card title={title}><Skeleton active title={false} paragraph={{ rows: 2 }} /></Card>;

  const body = () => {
    if (step.kind === 'codes') {
      return (
        <RecoveryCodes
          codes={step.codes}
          onSaved={() => {
            setStep({ kind: 'idle' });
            onEnabled?.();
          }}
        />
      );
    }
    if (step.kind === 'password') {
      return (
        <Form name="twoFactorSetup" layout="vertical" className="two-factor-form" onFinish={({ password }: { password: string }) => setup.mutateAsync(password).then((s) => setStep({ kind: 'scan', setup: s }), () => undefined)}>
          <Form.Item name="password" label={t('twoFactor.password')} extra={t('twoFactor.passwordHelp')} rules={[{ required: true, message: t('validate.required', { field: t('twoFactor.password') }) }]}>
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={setup.isPending}>{t('twoFactor.continue')}</Button>
            <Button onClick={() => setStep({ kind: 'idle' })}>{t('twoFactor.cancel')}</Button>
          </Space>
        </Form>
      );
    }
    if (step.kind === 'scan') {
      return (
        <div className="two-factor-scan">
          <Typography.Paragraph>{t('twoFactor.scan')}</Typography.Paragraph>
          <div className="two-factor-qr">
            <canvas ref={drawQr(step.setup.otpauthUrl)} role="img" aria-label={t('twoFactor.qrAlt')} />
          </div>
          <Typography.Paragraph>
            {t('twoFactor.secret')}: <Typography.Text code copyable className="two-factor-secret">{step.setup.secret}</Typography.Text>
          </Typography.Paragraph>
          <Form name="twoFactorEnable" layout="vertical" className="two-factor-form" onFinish={({ code }: { code: string }) => enable.mutateAsync(code.trim()).then((r) => setStep({ kind: 'codes', codes: r.recoveryCodes }), () => undefined)}>
            <Form.Item name="code" label={t('twoFactor.code')} extra={t('twoFactor.confirmCode')} rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('twoFactor.codeRule') }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={enable.isPending}>{t('twoFactor.enable')}</Button>
              <Button onClick={() => setStep({ kind: 'idle' })}>{t('twoFactor.cancel')}</Button>
            </Space>
          </Form>
        </div>
      );
    }
    if (!state.enabled) {
      return (
        <>
          <Typography.Paragraph>{t('twoFactor.statusOff')}</Typography.Paragraph>
          <Button type="primary" onClick={() => setStep({ kind: 'password' })}>{t('twoFactor.setUp')}</Button>
        </>
      );
    }
    return (
      <>
        <Typography.Paragraph>{t('twoFactor.statusOn', { count: state.recoveryCodesLeft })}</Typography.Paragraph>
        {!state.required && (
          <Form
            form={disableForm}
            name="twoFactorDisable"
            layout="inline"
            className="two-factor-form"
            onFinish={({ code }: { code: string }) => disable.mutateAsync(code.trim()).then(() => disableForm.resetFields(), () => undefined)}
          >
            <Form.Item name="code" label={t('twoFactor.code')} tooltip={t('twoFactor.turnOffHelp')} rules={[{ required: true, message: t('twoFactor.turnOffHelp') }]}>
              <Input autoComplete="one-time-code" maxLength={20} />
            </Form.Item>
            <Button danger htmlType="submit" loading={disable.isPending}>{t('twoFactor.turnOff')}</Button>
          </Form>
        )}
      </>
    );
  };

  // bare: inside the forced enrolment screen, which says itself why
  if (bare) return <div className="two-factor-bare">{body()}</div>;
  return (
    <Card title={title} className="two-factor-card">
      {state.required && <Alert type="info" showIcon className="two-factor-required" message={t('twoFactor.required')} />}
      {body()}
    </Card>
  );
}
