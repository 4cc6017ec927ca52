import { useRef, useState } from 'react';
import { Button, Progress, Space, Typography } from 'antd';
import { CloseOutlined, PauseOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@app/contract';
import { uploadFile, type DirectUploadJob } from './upload';
import { canCancel, canPause, canRestart, formatSpeed, isRunning, type UploadTask } from './upload-task';
import '../form-item.css';

/** The uploads under way of one control, with their progress: a large local upload, or a direct upload with pause / cancel / restart. */
function UploadTaskList({ tasks, jobs }: { tasks: UploadTask[]; jobs: Map<string, DirectUploadJob> }) {
  const { t } = useTranslation();
  return (
    <ul className="form-item-upload-tasks" aria-label={t('form-item.upload.tasks')}>
      {tasks.map((task) => {
        const job = jobs.get(task.id);
        return (
          <li key={task.id} data-state={task.state}>
            <Typography.Text ellipsis className="form-item-upload-task-name">
              {task.FilePath}
            </Typography.Text>
            <Progress percent={Math.floor(task.percent * 100)} size="small" status={task.state === 'error' ? 'exception' : isRunning(task.state) ? 'active' : 'normal'} />
            <Typography.Text type={task.state === 'error' ? 'danger' : 'secondary'} className="form-item-upload-task-state" title={task.error || undefined}>
              {t(`form-item.upload.state.${task.state}`)}
              {task.state === 'uploading' && task.speed > 0 ? ` · ${formatSpeed(task.speed)}` : ''}
            </Typography.Text>
            {job && (
              <Space size={0}>
                {canPause(task.state) && (
                  <Button type="text" size="small" icon={<PauseOutlined />} aria-label={t('form-item.upload.pause')} title={t('form-item.upload.pause')} onClick={() => job.pause()} />
                )}
                {canRestart(task.state) && (
                  <Button type="text" size="small" icon={<RedoOutlined />} aria-label={t('form-item.upload.restart')} title={t('form-item.upload.restart')} onClick={() => job.restart()} />
                )}
                {canCancel(task.state) && task.state !== 'success' && (
                  <Button type="text" size="small" danger icon={<CloseOutlined />} aria-label={t('form-item.upload.cancel')} title={t('form-item.upload.cancel')} onClick={() => job.cancel()} />
                )}
              </Space>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Sending screened files from an upload control (the form kit's inputs, the attachment list):
 * `send` stores one file by the site's upload mode and resolves with it (null when it failed,
 * the request layer having said why, or was canceled); `sending` while one is on its way;
 * `taskList` shows the progress of large and direct uploads.
 */
export function useUploadSender(topic?: string) {
  const [busy, setBusy] = useState(0);
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const jobs = useRef(new Map<string, DirectUploadJob>());
  const showTask = (task: UploadTask) => setTasks((list) => (list.some((x) => x.id === task.id) ? list.map((x) => (x.id === task.id ? task : x)) : [...list, task]));
  const dropTask = (id: string) => {
    jobs.current.delete(id);
    setTasks((list) => list.filter((x) => x.id !== id));
  };

  const send = async (file: File): Promise<UploadedFile | null> => {
    setBusy((n) => n + 1);
    let taskId = '';
    try {
      return await uploadFile(file, topic, {
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
    } catch {
      // the request layer has shown the server's message; a cancel is the user's own
      return null;
    } finally {
      if (taskId) dropTask(taskId);
      setBusy((n) => n - 1);
    }
  };

  // a direct upload paused or failed waits for the user: the button is free meanwhile
  const sending = busy > 0 && (!tasks.length || tasks.some((x) => isRunning(x.state)));
  const taskList = tasks.length > 0 ? <UploadTaskList tasks={tasks} jobs={jobs.current} /> : null;
  return { send, sending, taskList };
}
