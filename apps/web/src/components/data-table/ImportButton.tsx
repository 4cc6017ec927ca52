import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dropdown, Modal, Progress, Space, Table, Tag, Typography, Upload } from 'antd';
import { DownloadOutlined, ImportOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES, type ImportAction, type ImportProgress, type ImportReport, type ImportReportRow } from '@app/contract';
import { useWrite } from '../../api/write';
import { importWrite } from '../../api/import-queries';
import { ImportFailed, importTemplateUrl } from '../../api/imports';
import { feedback } from '../../api/feedback';
import FileDrop, { useFileScreen } from '../form-item/inputs/FileDrop';
import { acceptOf, checkFileKind, pasteKeys, type FileKind } from '../form-item/inputs/file-drop';
import { downloadFile } from './export';
import { useTableStore } from './table-context';
import { useAuth } from './use-auth';

const ACTION_COLORS: Record<ImportAction, string> = { create: 'success', skip: 'default', refuse: 'error' };
const MB = IMPORT_MAX_BYTES / 1024 / 1024;
/** What an import takes, picked, dropped or pasted: a CSV (Windows with Excel calls it vnd.ms-excel) or an XLSX file up to the limit. */
export const IMPORT_FILE: FileKind = {
  suffixes: ['csv', 'xlsx'],
  mimes: ['text/csv', 'application/csv', 'text/x-csv', 'text/plain', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream'],
  maxBytes: IMPORT_MAX_BYTES,
};

export interface ImportButtonProps {
  /** Controller path (`user.User`): `/admin/<path>/import`, node `import` of the page. */
  path: string;
  /** What the page's import does with each row (a key of the page pack). */
  hint: string;
  /** Other tables the import writes to (members: the balance and score logs). */
  alsoTouches?: string[];
}

/**
 * The table header's "Import" (shown with the page's `import` node): pick a CSV or XLSX file (the
 * template has the headers), a dry run shows what each row would do, then the import, both with
 * the job's progress; the list is read again after the import.
 */
export function ImportButton({ path, hint, alsoTouches }: ImportButtonProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const store = useTableStore();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const job = useWrite(importWrite(path, alsoTouches));
  const screen = useFileScreen();
  if (!auth('import')) return null;
  const l = (key: string, opts?: Record<string, unknown>) => t(`data-table.import.${key}`, opts);

  const reset = (next: File | null) => {
    setFile(next);
    setReport(null);
    setProgress(null);
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setReport(null);
    try {
      const done = await job.mutateAsync({ file, dryRun, onProgress: setProgress });
      setReport(done);
      if (!dryRun) await store.getState().refresh();
    } catch (error) {
      // a refused request showed its message already; a failed job says why here
      if (error instanceof ImportFailed) feedback().codeError(error.message);
    }
  };

  /** A file however it came (picked, dropped, pasted): one screening, then it waits for the dry run. */
  const take = (files: File[]) => {
    const [accepted] = screen(files, {
      check: (f) => checkFileKind(f, IMPORT_FILE),
      multiple: false,
      room: 1,
      say: { typeNotAllowed: (name) => l('wrongType', { name }), sizeExceeded: (name) => l('tooLarge', { mb: MB, name }) },
    });
    if (accepted) reset(accepted);
  };

  const running = job.isPending;
  const percent = progress?.total ? Math.floor((progress.done / progress.total) * 100) : 0;
  const imported = report && !report.dryRun;
  const columns = [
    { title: l('line'), dataIndex: 'line', width: 90 },
    { title: l('action'), dataIndex: 'action', width: 100, render: (a: ImportAction) => <Tag color={ACTION_COLORS[a]}>{l(`actions.${a}`)}</Tag> },
    { title: l('reason'), dataIndex: 'reason' },
  ];

  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)} data-testid="import-open">
        {l('button')}
      </Button>
      <Modal
        open={open}
        title={l('title')}
        width={760}
        onCancel={() => !running && setOpen(false)}
        maskClosable={false}
        destroyOnHidden
        afterClose={() => reset(null)}
        footer={
          <Space>
            <Button onClick={() => setOpen(false)} disabled={running}>{l('close')}</Button>
            {!imported && (
              <Button onClick={() => run(true)} disabled={!file} loading={running && !report} data-testid="import-dry-run">{l('dryRun')}</Button>
            )}
            {report?.dryRun && (
              <Button type="primary" onClick={() => run(false)} disabled={running || report.counts.create === 0} data-testid="import-run">
                {l('run', { count: report.counts.create })}
              </Button>
            )}
          </Space>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Alert type="info" showIcon message={t(hint)} />
          <Space wrap>
            <Dropdown
              menu={{
                items: (['csv', 'xlsx'] as const).map((format) => ({ key: format, label: l(`template.${format}`) })),
                onClick: ({ key }) => void downloadFile(importTemplateUrl(path, key as 'csv' | 'xlsx'), `${path}-import.${key}`, 'data-table.import.templateFailed'),
              }}
            >
              <Button icon={<DownloadOutlined />}>{l('template.button')}</Button>
            </Dropdown>
          </Space>
          <FileDrop onFiles={take} disabled={running} hideHint texts={{ dropHere: l('dropHere') }}>
            <Upload.Dragger
              accept={acceptOf(IMPORT_FILE)}
              multiple={false}
              disabled={running}
              showUploadList={false}
              beforeUpload={(picked) => {
                take([picked]);
                return Upload.LIST_IGNORE;
              }}
            >
              <p className="ant-upload-drag-icon"><InboxOutlined /></p>
              <p className="ant-upload-text" data-testid="import-file">{file ? file.name : l('pick', { keys: pasteKeys() })}</p>
              <p className="ant-upload-hint">{l('formats', { mb: MB })}</p>
            </Upload.Dragger>
          </FileDrop>
          {running && progress && (
            <div data-testid="import-progress">
              <Typography.Text type="secondary">{l(`phases.${progress.phase}`)}{progress.total ? ` ${progress.done} / ${progress.total}` : ''}</Typography.Text>
              <Progress percent={progress.phase === 'read' ? 0 : percent} status="active" />
            </div>
          )}
          {report && (
            <>
              <Alert type={report.dryRun ? 'info' : 'success'} showIcon message={l(report.dryRun ? 'dryRunDone' : 'importDone')} data-testid="import-result" />
              <Space wrap data-testid="import-counts">
                {(['create', 'skip', 'refuse'] as const).map((a) => (
                  <Tag key={a} color={ACTION_COLORS[a]}>{l(`counts.${a}`, { count: report.counts[a] })}</Tag>
                ))}
              </Space>
              {report.truncated && <Typography.Text type="secondary">{l('truncated', { count: report.rows.length })}</Typography.Text>}
              <Table<ImportReportRow> size="small" rowKey="line" columns={columns} dataSource={report.rows} pagination={{ pageSize: 10, showSizeChanger: false }} data-testid="import-rows" />
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}
