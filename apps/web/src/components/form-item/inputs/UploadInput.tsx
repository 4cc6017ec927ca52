import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, FolderOpenOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { thumbUrl } from '@app/contract';
import { isAdminPath } from '../../../app/navigation';
import { useSiteConfig } from '../../../stores/site-config';
import { fullUrl } from '../../../utils/url';
import { suffixIconUrl, suffixOf } from '../../attachment-picker/attachment-view';
import { checkUploadFile, urlList, valueOf } from './upload';
import { useUploadSender } from './UploadTasks';
import FileDrop, { useFileScreen } from './FileDrop';
import '../form-item.css';

const AttachmentPicker = lazy(() => import('../../attachment-picker/AttachmentPicker'));

interface UploadInputProps {
  id?: string;
  value?: string | string[] | null;
  onChange?: (value: string | string[]) => void;
  /** image / images / file / files */
  kind: 'image' | 'images' | 'file' | 'files';
  /** Most files of a multi input. */
  limit?: number;
  disabled?: boolean;
  /** Storage sub-folder of the uploads (alpha-dash). */
  topic?: string;
  /** Keep `//host/storage/…` instead of `/storage/…`. */
  returnFullUrl?: boolean;
  /** No "select from attachments" button. */
  hideSelectFile?: boolean;
}

/**
 * Image and file inputs (reference 16.6): upload through the area's upload call after the
 * client pre-check of spec §5, or pick stored files ("select from attachments", admin area).
 * Images show their thumbnail, other files their type icon. Multi inputs keep the value's
 * shape: a list stays a list, a comma-separated string stays a string.
 */
export default function UploadInput({ id, value, onChange, kind, limit, disabled, topic, returnFullUrl, hideSelectFile }: UploadInputProps) {
  const { t } = useTranslation();
  const { cdnUrl, upload } = useSiteConfig();
  const [picking, setPicking] = useState(false);
  const multiple = kind === 'images' || kind === 'files';
  const isImage = kind === 'image' || kind === 'images';
  const urls = urlList(value);
  const max = multiple ? (limit ?? Infinity) : 1;
  const room = multiple ? max - urls.length : 1;
  // the attachment list is the back office's: members have no picker
  const canPick = !hideSelectFile && isAdminPath();

  // the value as last emitted: uploads finishing one after another each add to it
  const current = useRef(urls);
  current.current = urls;
  const emit = (next: string[]) => {
    current.current = next;
    if (!multiple) onChange?.(next[next.length - 1] ?? '');
    else onChange?.(Array.isArray(value) || value === undefined || value === null ? next : next.join(','));
  };
  const add = (added: string[]) => emit(multiple ? [...current.current, ...added].slice(0, max) : added.slice(-1));
  // files on their way count against the room, so two quick drops cannot overfill a field
  const pending = useRef(0);
  const screen = useFileScreen();
  const { send, sending, taskList } = useUploadSender(topic);

  /** A batch however it came (picked, dropped, pasted): screened by one rule, then sent. */
  const take = (files: File[]) => {
    const accepted = screen(files, { check: (file) => checkUploadFile(file, upload), multiple, room: room - pending.current, imagesOnly: isImage, max });
    pending.current += accepted.length;
    for (const file of accepted)
      void send(file)
        .then((stored) => stored && add([valueOf(stored, returnFullUrl)]))
        .finally(() => (pending.current -= 1));
  };

  // an image is named by its file, as a file's link is ("Preview" was its alt, beside the preview mask's own "Preview")
  const preview = (url: string) =>
    isImage ? (
      <Image src={fullUrl(thumbUrl(url), cdnUrl)} preview={{ src: fullUrl(url, cdnUrl) }} width={72} height={72} style={{ objectFit: 'cover' }} alt={url.split('/').pop()} />
    ) : (
      <Typography.Link href={fullUrl(url, cdnUrl)} target="_blank" rel="noreferrer" className="form-item-file-link">
        <img src={suffixIconUrl(suffixOf(url))} width={32} height={32} alt="" /> {url.split('/').pop()}
      </Typography.Link>
    );

  return (
    <FileDrop
      className="form-item-upload"
      onFiles={take}
      disabled={disabled}
      multiple={multiple}
      images={isImage}
      hideHint={room <= 0}
    >
      <div id={id}>
      {urls.length > 0 && (
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
      )}
      {room > 0 && (
        <Space wrap>
          <Upload
            multiple={multiple}
            showUploadList={false}
            disabled={disabled}
            accept={isImage ? 'image/*' : undefined}
            // the dialog only picks: the batch is screened and sent like a dropped or pasted one
            beforeUpload={(file, batch) => {
              if (file === batch[0]) take(batch);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={sending} disabled={disabled}>
              {sending ? t('form-item.upload.uploading') : t('form-item.upload.upload')}
            </Button>
          </Upload>
          {canPick && (
            <Button icon={<FolderOpenOutlined />} disabled={disabled} onClick={() => setPicking(true)}>
              {t('form-item.upload.selectFile')}
            </Button>
          )}
        </Space>
      )}
      {taskList}
      {picking && (
        <Suspense fallback={null}>
          <AttachmentPicker
            open={picking}
            kind={isImage ? 'image' : 'file'}
            max={room}
            onClose={() => setPicking(false)}
            onFiles={take}
            onPick={(rows) => {
              setPicking(false);
              add(rows.map((r) => valueOf(r, returnFullUrl)));
            }}
          />
        </Suspense>
      )}
      </div>
    </FileDrop>
  );
}
