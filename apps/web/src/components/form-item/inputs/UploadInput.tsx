import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Image, Progress, Space, Typography, Upload } from 'antd';
import { CloseOutlined, DeleteOutlined, FolderOpenOutlined, PauseOutlined, RedoOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { thumbUrl } from '@app/contract';
import { isAdminPath } from '../../../app/navigation';
import { useSiteConfig } from '../../../stores/site-config';
import { fullUrl } from '../../../utils/url';
import { suffixIconUrl, suffixOf } from '../../attachment-picker/attachment-view';
import { checkUploadFile, uploadFile, urlList, valueOf, type DirectUploadJob } from './upload';
import { canCancel, canPause, canRestart, formatSpeed, isRunning, type UploadTask } from './upload-task';
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
  const [busy, setBusy] = useState(0);
  const [picking, setPicking] = useState(false);
  // direct uploads (S3 / COS mode) under way: their tasks, shown with progress and controls
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const jobs = useRef(new Map<string, DirectUploadJob>());
  const showTask = (task: UploadTask) => setTasks((list) => (list.some((x) => x.id === task.id) ? list.map((x) => (x.id === task.id ? task : x)) : [...list, task]));
  const dropTask = (id: string) => {
    jobs.current.delete(id);
    setTasks((list) => list.filter((x) => x.id !== id));
  };
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
  const sending = busy > 0 && (!tasks.length || tasks.some((x) => isRunning(x.state)));

  /** Sends one screened file; large ones show their progress (and, sent straight to the bucket, pause / cancel / restart). */
  const send = async (file: File) => {
    setBusy((n) => n + 1);
    let taskId = '';
    try {
      const stored = await uploadFile(file, topic, {
        onJob: (job) => {
          taskId = job.task.id;
          jobs.current.set(taskId, job);
          showTask(job.task);
        },
        onChange: (task) => {
          taskId = task.id;
          showTask(task);
        },
      });
      add([valueOf(stored, returnFullUrl)]);
    } catch {
      // the request layer has shown the server's message; a cancel is the user's own
    } finally {
      if (taskId) dropTask(taskId);
      setBusy((n) => n - 1);
    }
  };
  /** A batch however it came (picked, dropped, pasted): screened by one rule, then sent. */
  const take = (files: File[]) => {
    const accepted = screen(files, { check: (file) => checkUploadFile(file, upload), multiple, room: room - pending.current, imagesOnly: isImage, max });
    pending.current += accepted.length;
    for (const file of accepted) void send(file).finally(() => (pending.current -= 1));
  };

  const preview = (url: string) =>
    isImage ? (
      <Image src={fullUrl(thumbUrl(url), cdnUrl)} preview={{ src: fullUrl(url, cdnUrl) }} width={72} height={72} style={{ objectFit: 'cover' }} alt={t('form-item.upload.preview')} />
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
      {tasks.length > 0 && (
        <ul className="form-item-upload-tasks" aria-label={t('form-item.upload.tasks')}>
          {tasks.map((task) => {
            const job = jobs.current.get(task.id);
            return (
              <li key={task.id} data-state={task.state}>
                <Typography.Text ellipsis className="form-item-upload-task-name">{task.FilePath}</Typography.Text>
                <Progress percent={Math.floor(task.percent * 100)} size="small" status={task.state === 'error' ? 'exception' : isRunning(task.state) ? 'active' : 'normal'} />
                <Typography.Text type={task.state === 'error' ? 'danger' : 'secondary'} className="form-item-upload-task-state" title={task.error || undefined}>
                  {t(`form-item.upload.state.${task.state}`)}
                  {task.state === 'uploading' && task.speed > 0 ? ` · ${formatSpeed(task.speed)}` : ''}
                </Typography.Text>
                {job && (
                  <Space size={0}>
                    {canPause(task.state) && (
                      <Button type="text" size="small" icon={<PauseOutlined />} aria-label={t('form-item.upload.pause')} title={t('form-item.upload.pause')} onClick={() => job?.pause()} />
                    )}
                    {canRestart(task.state) && (
                      <Button type="text" size="small" icon={<RedoOutlined />} aria-label={t('form-item.upload.restart')} title={t('form-item.upload.restart')} onClick={() => job?.restart()} />
                    )}
                    {canCancel(task.state) && task.state !== 'success' && (
                      <Button type="text" size="small" danger icon={<CloseOutlined />} aria-label={t('form-item.upload.cancel')} title={t('form-item.upload.cancel')} onClick={() => job?.cancel()} />
                    )}
                  </Space>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {picking && (
        <Suspense fallback={null}>
          <AttachmentPicker
            open={picking}
            kind={isImage ? 'image' : 'file'}
            max={room}
            onClose={() => setPicking(false)}
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
