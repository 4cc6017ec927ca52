import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortal } from 'react-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { Upload } from 'antd';
import { loadEnglishPacks } from '../../../test/lang';
import FileDrop from './FileDrop';

beforeAll(async () => {
  await loadEnglishPacks(['form-item']);
});

const carrying = (files: File[]) => ({ types: ['Files'], files, items: files.map((f) => ({ kind: 'file', getAsFile: () => f })) });
const paste = (target: Element, files: File[]) => {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: carrying(files) });
  target.dispatchEvent(event);
  return event;
};
const shot = () => new File(['png'], 'image.png', { type: 'image/png' });

describe('FileDrop: where a paste is taken', () => {
  it("in a dialog: focus anywhere in it but a text field, when the field is the dialog's only zone", () => {
    const onFiles = vi.fn();
    const { unmount } = render(
      <div className="ant-modal-wrap">
        <input aria-label="name" />
        <button type="button">other</button>
        <FileDrop onFiles={onFiles} images>
          <span>field</span>
        </FileDrop>
      </div>,
    );
    expect(paste(screen.getByLabelText('name'), [shot()]).defaultPrevented).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
    expect(paste(screen.getByText('other'), [shot()]).defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0][1]).toBe('paste');
    expect((onFiles.mock.calls[0][0] as File[])[0].name).toMatch(/^paste-\d{8}-\d{6}\.png$/);
    // outside the dialog: not this field's paste
    expect(paste(document.body, [shot()]).defaultPrevented).toBe(false);
    unmount();
  });

  it('two zones in one dialog: each takes only the paste in itself; a disabled one none', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <div className="ant-modal-wrap">
        <button type="button">other</button>
        <FileDrop onFiles={first}>
          <button type="button">first</button>
        </FileDrop>
        <FileDrop onFiles={second} disabled>
          <button type="button">second</button>
        </FileDrop>
      </div>,
    );
    paste(screen.getByText('other'), [shot()]);
    expect(first).not.toHaveBeenCalled();
    paste(screen.getByText('first'), [shot()]);
    paste(screen.getByText('second'), [shot()]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('a page zone takes a paste with nothing focused or its main area focused; a field zone does not', () => {
    const page = vi.fn();
    const field = vi.fn();
    render(
      <main tabIndex={-1} aria-label="main">
        <FileDrop onFiles={page} pasteScope="page" multiple hintFirst />
        <FileDrop onFiles={field} />
      </main>,
    );
    paste(document.body, [shot()]);
    paste(screen.getByLabelText('main'), [shot()]);
    expect(page).toHaveBeenCalledTimes(2);
    expect(field).not.toHaveBeenCalled();
    expect(screen.getByText('Or drop files here, or paste them (Ctrl+V)')).toBeTruthy();
  });
});

describe('FileDrop: a drop', () => {
  it('on the upload button inside the zone reaches the field once (not also through antd Upload)', async () => {
    const onFiles = vi.fn();
    const beforeUpload = vi.fn(() => Upload.LIST_IGNORE);
    render(
      <FileDrop onFiles={onFiles}>
        <Upload beforeUpload={beforeUpload} showUploadList={false}>
          <button type="button">pick</button>
        </Upload>
      </FileDrop>,
    );
    fireEvent.drop(screen.getByText('pick'), { dataTransfer: carrying([shot()]) });
    await new Promise((r) => setTimeout(r, 20));
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0][1]).toBe('drop');
    expect(beforeUpload).not.toHaveBeenCalled();
  });

  it('in a dialog the field opened (a portal in its React tree) is not the field’s; the zone in that dialog takes it', () => {
    const field = vi.fn();
    const dialog = vi.fn();
    render(
      <FileDrop onFiles={field}>
        {createPortal(
          <FileDrop onFiles={dialog}>
            <span>in the dialog</span>
          </FileDrop>,
          document.body,
        )}
      </FileDrop>,
    );
    fireEvent.dragEnter(screen.getByText('in the dialog'), { dataTransfer: carrying([shot()]) });
    const zones = screen.getAllByTestId('file-drop');
    expect(zones.filter((z) => z.classList.contains('file-drop-zone-over'))).toHaveLength(1);
    fireEvent.drop(screen.getByText('in the dialog'), { dataTransfer: carrying([shot()]) });
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(field).not.toHaveBeenCalled();
    expect(zones.some((z) => z.classList.contains('file-drop-zone-over'))).toBe(false);
  });
});
