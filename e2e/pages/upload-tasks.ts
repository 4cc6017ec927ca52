import type { Locator } from '@playwright/test';

/** The list of direct uploads under way below an upload input (S3 / COS mode): one row per file with its state and controls. */
export class UploadTaskList {
  readonly root: Locator;

  constructor(field: Locator) {
    this.root = field.getByRole('list', { name: '上传任务' });
  }

  readonly task = (fileName: string) => this.root.locator('li').filter({ hasText: fileName });
  readonly state = (fileName: string) => this.task(fileName).locator('.form-item-upload-task-state');
  readonly percent = (fileName: string) => this.task(fileName).locator('.ant-progress-text');
  /** The error of a failed task (shown on hovering its state). */
  readonly error = (fileName: string) => this.state(fileName).getAttribute('title');
  readonly pauseButton = (fileName: string) => this.task(fileName).getByRole('button', { name: '暂停' });
  readonly restartButton = (fileName: string) => this.task(fileName).getByRole('button', { name: '重新开始' });
  readonly cancelButton = (fileName: string) => this.task(fileName).getByRole('button', { name: '取消', exact: true });
}
