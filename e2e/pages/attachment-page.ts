import { expect, type Locator, type Page } from '@playwright/test';
import { AdminShell } from './admin-shell.ts';
import { DataTable } from './data-table.ts';
import { transferOf, type FilePayload } from './file-drop.ts';

/** The "从附件选择" dialog of an image or file input: the attachment table, searchable, one row per file. */
export class AttachmentPicker {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: '选择附件' });
  }

  readonly searchInput = () => this.root.getByLabel('搜索原始名称');
  readonly rows = () => this.root.locator('tbody tr.ant-table-row');
  readonly row = (name: string) => this.rows().filter({ hasText: name });
  /** The confirm button names how many files are chosen: 选择（1）. */
  readonly confirmButton = (count: number) => this.root.getByRole('button', { name: `选择（${count}）` });

  async search(name: string) {
    await this.searchInput().fill(name);
    await this.searchInput().press('Enter');
  }

  /** Ticks the row of a file and confirms. */
  async pick(name: string) {
    await this.row(name).click();
    await expect(this.row(name).getByRole('radio')).toBeChecked();
    await this.confirmButton(1).click();
    await expect(this.root).toBeHidden();
  }
}

/** An image or file input of a form (its upload control and its list of files). */
export class UploadField {
  constructor(readonly root: Locator) {}

  readonly fileInput = () => this.root.locator('input[type=file]');
  readonly uploadButton = () => this.root.getByRole('button', { name: /上传|Upload/ });
  readonly thumbnails = () => this.root.locator('.form-item-files img');
  readonly pickButton = () => this.root.getByRole('button', { name: /从附件选择|Select from attachments/ });

  async upload(file: FilePayload) {
    await this.fileInput().setInputFiles(file);
  }

  /** The field's drop and paste zone (its hint is the zone's description). */
  readonly dropZone = () => this.root.getByTestId('file-drop');

  /** Drops a file on the field, as a browser does when a file is dragged from the desktop. */
  async drop(file: FilePayload) {
    const dataTransfer = await transferOf(this.root.page(), file);
    await this.dropZone().dispatchEvent('dragenter', { dataTransfer });
    await expect(this.dropZone()).toHaveClass(/file-drop-zone-over/);
    await this.dropZone().dispatchEvent('drop', { dataTransfer });
  }

  /** Ctrl+V of a file on the clipboard (a screenshot: a browser names it image.png) with the field focused. */
  async paste(file: FilePayload) {
    const dataTransfer = await transferOf(this.root.page(), file);
    await this.dropZone().focus();
    await this.dropZone().evaluate((zone, clipboardData) => {
      zone.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }, dataTransfer);
  }

  /** Opens the "select from attachments" dialog. */
  async openPicker(): Promise<AttachmentPicker> {
    await this.pickButton().click();
    const picker = new AttachmentPicker(this.root.page());
    await expect(picker.root).toBeVisible();
    return picker;
  }
}

/** Routine → my profile (个人资料): the profile card with the avatar input, the profile form. */
export class AdminProfilePage {
  readonly shell: AdminShell;
  readonly avatar: UploadField;

  constructor(readonly page: Page) {
    this.shell = new AdminShell(page);
    this.avatar = new UploadField(page.locator('.admin-profile-avatar-form'));
  }

  readonly saveAvatarButton = () => this.page.locator('.admin-profile-avatar-form').getByRole('button', { name: '保存头像' });

  /** Opens the page through the side menu (no reload). */
  async open() {
    await this.shell.openMenu('常规管理', '个人资料');
    await expect(this.avatar.uploadButton()).toBeVisible();
  }
}

/** Routine → attachments: the table of uploaded files with their previews. */
export class AttachmentPage {
  readonly table: DataTable;
  readonly shell: AdminShell;

  constructor(readonly page: Page) {
    this.table = new DataTable(page);
    this.shell = new AdminShell(page);
  }

  readonly preview = (name: string) => this.table.row(name).locator('img').first();
  readonly nameInput = () => this.table.dialog().getByLabel('原始名称');
  /** The file input behind the header's 上传文件 button. */
  readonly uploadInput = () => this.table.toolbar().locator('input[type=file]');
  readonly uploadButton = () => this.table.toolbar().getByRole('button', { name: '上传文件' });

  /** Opens the page through the side menu (no reload). */
  async open() {
    await this.shell.openMenu('常规管理', '附件管理');
    await this.table.waitLoaded();
  }

  /** Uploads files through the header's button (one request each); the list refreshes after each. */
  async upload(...files: FilePayload[]) {
    await this.uploadInput().setInputFiles(files);
  }

  /** Whether a row's preview has loaded as an image: its natural width (0 while loading or broken). */
  naturalWidth(name: string): Promise<number> {
    return this.preview(name).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  }

  async rename(from: string, to: string) {
    await this.table.row(from).getByRole('button', { name: '编辑', exact: true }).click();
    await expect(this.nameInput()).toHaveValue(from);
    await this.nameInput().fill(to);
    await this.table.saveButton().click();
    await expect(this.table.row(to)).toBeVisible();
  }

  async delete(name: string) {
    await this.table.row(name).getByRole('button', { name: '删除', exact: true }).click();
    // antd spaces two-character Chinese button labels: "删 除"
    await this.page.locator('.ant-popover').filter({ visible: true }).last().getByRole('button', { name: /^删\s?除$/ }).click();
  }
}
