import { useEffect, useRef } from 'react';
import { Button, Dropdown, Empty, Form, InputNumber, Modal, Select, Space, Tag } from 'antd';
import { RadioGroup } from '../radio-group';
import { useConfirm } from '../confirm';
import {
  ClearOutlined,
  CloudDownloadOutlined,
  DeleteOutlined,
  DownOutlined,
  RedoOutlined,
  SendOutlined,
  SettingOutlined,
  SwapOutlined,
  ThunderboltOutlined,
  UpOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PackageManager } from '@app/contract';
import { PACKAGE_MANAGERS, TaskStatus, useTerminal, type TerminalTask } from '../../stores/terminal';
import { changeTerminalConfig } from './terminal-api';
import './terminal.css';

const STATUS: Record<TaskStatus, { text: string; color: string }> = {
  [TaskStatus.Waiting]: { text: 'terminal.waiting', color: 'default' },
  [TaskStatus.Connecting]: { text: 'terminal.connecting', color: 'warning' },
  [TaskStatus.Executing]: { text: 'terminal.executing', color: 'processing' },
  [TaskStatus.Success]: { text: 'terminal.success', color: 'success' },
  [TaskStatus.Failed]: { text: 'terminal.failed', color: 'error' },
  [TaskStatus.Unknown]: { text: 'terminal.unknown', color: 'error' },
};

const running = (task: TerminalTask) => task.status === TaskStatus.Connecting || task.status === TaskStatus.Executing;
const failed = (task: TerminalTask) => task.status === TaskStatus.Failed || task.status === TaskStatus.Unknown;

/** Saves the package manager on the server first; the store follows only when it was saved. */
async function savePackageManager(manager: PackageManager) {
  if (await changeTerminalConfig({ manager })) useTerminal.getState().changePackageManager(manager);
}

function TaskOutput({ task }: { task: TerminalTask }) {
  const ref = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [task.message.length]);
  return (
    <pre ref={ref} className="terminal-output" data-testid="terminal-output">
      {task.message.join('\n')}
    </pre>
  );
}

function TaskItem({ task }: { task: TerminalTask }) {
  const { t } = useTranslation();
  const { retryTask, delTask, setTaskShowMessage } = useTerminal.getState();
  const status = STATUS[task.status];
  const finished = task.status !== TaskStatus.Waiting && !running(task);
  return (
    <li className="terminal-task" data-testid="terminal-task" data-status={task.status} data-command={task.command}>
      <div className="terminal-task-head">
        <Tag color={status.color}>{t(status.text)}</Tag>
        {failed(task) && task.blockOnFailure ? <Tag color="warning">{t('terminal.blocking')}</Tag> : null}
        {running(task) ? <Tag color="error">{t('terminal.doNotRefresh')}</Tag> : null}
        <span className="terminal-task-command">{task.command}</span>
        <span className="terminal-task-actions">
          <span className="terminal-task-time">{task.createTime}</span>
          {failed(task) ? (
            <Button size="small" shape="circle" icon={<RedoOutlined />} title={t('terminal.retry')} aria-label={t('terminal.retry')} onClick={() => retryTask(task.uuid)} />
          ) : null}
          {!running(task) ? (
            <Button size="small" shape="circle" danger icon={<DeleteOutlined />} title={t('terminal.delete')} aria-label={t('terminal.delete')} onClick={() => delTask(task.uuid)} />
          ) : null}
        </span>
      </div>
      {finished ? (
        <button type="button" className="terminal-toggle-log" aria-expanded={task.showMessage} onClick={() => setTaskShowMessage(task.uuid)}>
          {t('terminal.runLog')} {task.showMessage ? <UpOutlined /> : <DownOutlined />}
        </button>
      ) : null}
      {running(task) || (finished && task.showMessage) ? <TaskOutput task={task} /> : null}
    </li>
  );
}

function TerminalPanel() {
  const { t } = useTranslation();
  const show = useTerminal((state) => state.show);
  const taskList = useTerminal((state) => state.taskList);
  const packageManager = useTerminal((state) => state.packageManager);
  const { toggle, addTask, addTaskPM, clearSuccessTask, toggleConfigDialog, togglePackageManagerDialog } = useTerminal.getState();
  const listRef = useRef<HTMLOListElement>(null);
  const count = taskList.length;
  useEffect(() => {
    if (listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [count]);

  const versions = ['node', 'npm', ...(['npm', 'none'].includes(packageManager) ? [] : [packageManager])];
  const confirm = useConfirm();
  const republish = () =>
    confirm({
      title: t('terminal.republish'),
      content: t('terminal.republishConfirm'),
      okText: t('terminal.confirm'),
      cancelText: t('terminal.cancel'),
      onOk: () => void addTaskPM('web-build'),
    });

  return (
    <Modal open={show} title={t('terminal.terminal')} footer={null} width={820} onCancel={() => toggle(false)} className="terminal-dialog" data-testid="terminal-panel">
      {count ? (
        <ol ref={listRef} className="terminal-tasks" aria-label={t('terminal.terminal')} style={{ listStyle: 'none', margin: 0, display: 'grid', gap: 10 }}>
          {taskList.map((task) => (
            <TaskItem key={task.uuid} task={task} />
          ))}
        </ol>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('terminal.noTask')} />
      )}
      <div className="terminal-buttons">
        <Dropdown
          trigger={['click']}
          menu={{ items: versions.map((name) => ({ key: name, label: `${name} -v` })), onClick: ({ key }) => void addTask(`version.${key}`, false) }}
        >
          <Button icon={<ThunderboltOutlined />} data-testid="terminal-version-check">
            {t('terminal.versionCheck')}
          </Button>
        </Dropdown>
        {packageManager !== 'none' ? (
          <Button icon={<CloudDownloadOutlined />} onClick={() => void addTaskPM('web-install')}>
            {t('terminal.installDependencies')}
          </Button>
        ) : null}
        {packageManager !== 'none' ? (
          <Button icon={<SendOutlined />} onClick={republish}>
            {t('terminal.republish')}
          </Button>
        ) : null}
        <Button icon={<SwapOutlined />} onClick={() => togglePackageManagerDialog(true)}>
          {t('terminal.changePackageManager')}
        </Button>
        <Button icon={<ClearOutlined />} onClick={clearSuccessTask}>
          {t('terminal.cleanTasks')}
        </Button>
        <Button icon={<SettingOutlined />} onClick={() => toggleConfigDialog(true)} data-testid="terminal-settings">
          {t('terminal.settings')}
        </Button>
      </div>
    </Modal>
  );
}

function usePackageManagerOptions() {
  const { t } = useTranslation();
  return PACKAGE_MANAGERS.map((name) => ({ value: name, label: name === 'none' ? t('terminal.manualExecution') : name.toUpperCase() }));
}

function PackageManagerDialog() {
  const { t } = useTranslation();
  const open = useTerminal((state) => state.showPackageManagerDialog);
  const packageManager = useTerminal((state) => state.packageManager);
  const close = () => useTerminal.getState().togglePackageManagerDialog(false);
  const options = usePackageManagerOptions();
  return (
    <Modal open={open} title={t('terminal.changePackageManager')} footer={null} onCancel={close} data-testid="terminal-package-manager-dialog">
      <p>{t('terminal.packageManagerTip')}</p>
      <RadioGroup
        value={packageManager}
        optionType="button"
        buttonStyle="solid"
        options={options}
        aria-label={t('terminal.packageManager')}
        onChange={(event) => void savePackageManager(event.target.value as PackageManager)}
      />
      {packageManager === 'none' ? <p>{t('terminal.manualExecutionTip')}</p> : null}
      <div className="terminal-config-buttons">
        <Button onClick={close}>{t('terminal.backToTerminal')}</Button>
      </div>
    </Modal>
  );
}

function ConfigDialog() {
  const { t } = useTranslation();
  const open = useTerminal((state) => state.showConfig);
  const packageManager = useTerminal((state) => state.packageManager);
  const port = useTerminal((state) => state.port);
  const cleanup = useTerminal((state) => state.automaticCleanupTask);
  const { toggleConfigDialog, changeAutomaticCleanupTask, changePort } = useTerminal.getState();
  const pmOptions = usePackageManagerOptions();
  const savePort = async (value: number | null) => {
    if (!value || value === port) return;
    if (await changeTerminalConfig({ port: value })) changePort(value);
  };
  return (
    <Modal open={open} title={t('terminal.settings')} footer={null} onCancel={() => toggleConfigDialog(false)} data-testid="terminal-config-dialog">
      <Form layout="horizontal" labelCol={{ span: 8 }} wrapperCol={{ span: 16 }}>
        <Form.Item label={t('terminal.packageManager')} extra={t('terminal.packageManagerTip')}>
          <Select value={packageManager} options={pmOptions} onChange={(value) => void savePackageManager(value as PackageManager)} aria-label={t('terminal.packageManager')} />
        </Form.Item>
        <Form.Item label={t('terminal.port')} extra={t('terminal.portTip')}>
          <InputNumber
            key={port}
            min={1}
            max={65535}
            precision={0}
            defaultValue={port}
            aria-label={t('terminal.port')}
            onBlur={(event) => void savePort(Number(event.target.value) || null)}
            onPressEnter={(event) => void savePort(Number((event.target as HTMLInputElement).value) || null)}
          />
        </Form.Item>
        <Form.Item label={t('terminal.clearSuccessTask')} extra={t('terminal.clearSuccessTaskTip')}>
          <RadioGroup
            value={cleanup}
            onChange={(event) => changeAutomaticCleanupTask(event.target.value as 0 | 1)}
            options={[
              { value: 0, label: t('terminal.disable') },
              { value: 1, label: t('terminal.enable') },
            ]}
          />
        </Form.Item>
      </Form>
      <Space className="terminal-config-buttons">
        <Button onClick={() => toggleConfigDialog(false)}>{t('terminal.backToTerminal')}</Button>
      </Space>
    </Modal>
  );
}

/** The terminal panel (task list and actions), the package-manager dialog and the configuration dialog. */
export default function TerminalDialogs() {
  return (
    <>
      <TerminalPanel />
      <PackageManagerDialog />
      <ConfigDialog />
    </>
  );
}
