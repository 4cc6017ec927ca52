import { useState } from 'react';
import { Button, Image, Input, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, FileOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../api/feedback';
import { useSiteConfig } from '../../../stores/site-config';
import { fullUrl } from '../../../utils/url';
import { checkUploadFile, UPLOAD_AVAILABLE, uploadFile, urlList } from './upload';

interface UploadInputProps {
  id?: string;
  value?: string | string[] | null;
  onChange?: (value: string | string[]) => void;
  /** image / images / file / files */
  kind: 'image' | 'images' | 'file' | 'files';
  /** Most files of a multi input. */
  limit?: number;
  disabled?: boolean;
  topic?: string;
}

/**
 * Image and file inputs (reference 16.6). They upload through `POST /admin/ajax/upload` once the
 * server has it (UPLOAD_AVAILABLE); until then the URL of a file is typed in. Multi inputs keep
 * the value's shape: a list stays a list, a comma-separated string stays a string.
 */
export default function UploadInput({ id, value, onChange, kind, limit, disabled, topic }: UploadInputProps) {
  const { t } = useTranslation();
  const { cdnUrl, upload } = useSiteConfig();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const multiple = kind === 'images' || kind === 'files';
  const isImage = kind === 'image' || kind === 'images';
  const urls = urlList(value);
  const full = limit !== undefined && urls.length >= limit;

  const emit = (next: string[]) => {
    if (!multiple) onChange?.(next[next.length - 1] ?? '');
    else onChange?.(Array.isArray(value) || value === undefined || value === null ? next : next.join(','));
  };
  const addUrl = (url: string) => {
    const clean = url.trim();
    if (!clean) return;
    emit(multiple ? [...urls, clean] : [clean]);
    setDraft('');
  };

  const preview = (url: string) =>
    isImage ? (
      <Image src={fullUrl(url, cdnUrl)} width={72} height={72} style={{ objectFit: 'cover' }} alt={t('form-item.upload.preview')} />
    ) : (
      <Typography.Link href={fullUrl(url, cdnUrl)} target="_blank" rel="noreferrer">
        <FileOutlined /> {url.split('/').pop()}
      </Typography.Link>
    );

  const list = urls.length > 0 && (
    <ul className="form-item-files">
      {urls.map((url, index) => (
        <li key={`${url}-${index}`}>
          {preview(url)}
          <Button
            type="text"
            size="small"
            danger
            disabled={disabled}
            icon={<DeleteOutlined />}
            aria-label={t('form-item.upload.remove')}
            title={t('form-item.upload.remove')}
            onClick={() => emit(urls.filter((_, i) => i !== index))}
          />
        </li>
      ))}
    </ul>
  );

  if (UPLOAD_AVAILABLE) {
    return (
      <div id={id}>
        {list}
        {!full && (
          <Upload
            multiple={multiple}
            showUploadList={false}
            disabled={disabled || busy}
            accept={isImage ? 'image/*' : undefined}
            beforeUpload={(file) => {
              const problem = checkUploadFile(file, upload);
              if (problem) {
                feedback().httpError(t(`form-item.upload.${problem}`));
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={async ({ file, onSuccess, onError }) => {
              setBusy(true);
              try {
                const url = await uploadFile(file as File, topic);
                addUrl(url);
                onSuccess?.(url);
              } catch (error) {
                onError?.(error as Error);
              } finally {
                setBusy(false);
              }
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              {busy ? t('form-item.upload.uploading') : t('form-item.upload.upload')}
            </Button>
          </Upload>
        )}
      </div>
    );
  }

  return (
    <div>
      {list}
      {(multiple ? !full : true) && (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id={id}
            value={multiple ? draft : (urls[0] ?? '')}
            disabled={disabled}
            placeholder={t('form-item.upload.urlPlaceholder')}
            onChange={(e) => (multiple ? setDraft(e.target.value) : onChange?.(e.target.value))}
            onPressEnter={(e) => {
              if (!multiple) return;
              e.preventDefault(); // Enter adds the URL instead of submitting the form
              addUrl(draft);
            }}
          />
          {multiple && (
            <Button icon={<PlusOutlined />} disabled={disabled || !draft.trim()} onClick={() => addUrl(draft)}>
              {t('form-item.upload.addUrl')}
            </Button>
          )}
        </Space.Compact>
      )}
      <Typography.Text type="secondary" className="form-item-note">
        {t('form-item.upload.urlOnly')}
      </Typography.Text>
    </div>
  );
}
