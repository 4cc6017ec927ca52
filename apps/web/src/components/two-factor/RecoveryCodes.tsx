import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown once after enrolment: copy, download, then done. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved(): void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n') + '\n';

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="two-factor-recovery">
      <Typography.Title level={3} className="two-factor-subtitle">
        {t('twoFactor.recoveryTitle')}
      </Typography.Title>
      <Alert type="warning" showIcon message={t('twoFactor.recoveryShownOnce')} />
      <ul className="two-factor-codes" aria-label={t('twoFactor.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Space wrap>
        <Button
          icon={<CopyOutlined />}
          onClick={() => navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t('twoFactor.download')}
        </Button>
        <Button type="primary" onClick={onSaved}>
          {t('twoFactor.saved')}
        </Button>
      </Space>
    </div>
  );
}
