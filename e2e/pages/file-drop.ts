import { expect, type Locator, type Page } from '@playwright/test';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A DataTransfer in the page holding one file (what a drop or a paste carries). */
export const transferOf = (page: Page, file: FilePayload) =>
  page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
  );

/** Drops a file on a drop zone (components/form-item/inputs/FileDrop), as a browser does when a file is dragged from the desktop. */
export async function dropFile(zone: Locator, file: FilePayload) {
  const dataTransfer = await transferOf(zone.page(), file);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toHaveClass(/file-drop-zone-over/);
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).not.toHaveClass(/file-drop-zone-over/);
}

/** Ctrl+V of a copied file with the zone focused. */
export async function pasteFile(zone: Locator, file: FilePayload) {
  const dataTransfer = await transferOf(zone.page(), file);
  await zone.focus();
  await zone.evaluate((el, clipboardData) => {
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, dataTransfer);
}
