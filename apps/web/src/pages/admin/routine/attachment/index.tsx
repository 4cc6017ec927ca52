import { useRef, type MutableRefObject } from 'react';
import { Button, Image, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { attachmentDescription, attachmentEditInput, type AttachmentEditInput, type AttachmentRow } from '@app/contract';
import { DataTable, columnsOf, describedTable, useTableStore } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';
import { checkUploadFile } from '../../../../components/form-item/inputs/upload';
import { useUploadSender } from '../../../../components/form-item/inputs/UploadTasks';
import FileDrop, { useFileScreen } from '../../../../components/form-item/inputs/FileDrop';
import { formatSize, isImageFile, previewOf } from '../../../../components/attachment-picker/attachment-view';
import { useSiteConfig } from '../../../../stores/site-config';
import { fullUrl } from '../../../../utils/url';

type Row = AttachmentRow & Record<string, unknown>;
const LANG = 'routine-attachment';

/** The preview cell: an image's thumbnail (the full image on click), the type icon of other files. */
function Preview({ row }: { row: Row }) {
  const cdnUrl = useSiteConfig((s) => s.cdnUrl);
  const image = isImageFile(row) && row.suffix !== 'svg';
  return (
    <Image
      src={previewOf(row, cdnUrl)}
      preview={image ? { src: fullUrl(row.url, cdnUrl) } : false}
      width={48}
      height={48}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      alt={row.name}
      data-testid="attachment-preview"
    />
  );
}

type Take = (files: File[]) => void;

/**
 * Uploads files straight into the list (the same checks as the image and file inputs): picked
 * through the header's button, or dropped on / pasted into the page (FileDrop around the table
 * hands them here through `takeRef`, as the table's store lives inside it).
 */
function UploadButton({ takeRef }: { takeRef: MutableRefObject<Take | null> }) {
  const { t } = useTranslation();
  const store = useTableStore<Row>();
  const upload = useSiteConfig((s) => s.upload);
  const screen = useFileScreen();
  const { send, sending, taskList } = useUploadSender();
  const take: Take = (files) => {
    for (const file of screen(files, { check: (f) => checkUploadFile(f, upload), multiple: true, room: Infinity }))
      void send(file).then((stored) => stored && store.getState().refresh());
  };
  takeRef.current = take;
  return (
    <span className="attachment-upload">
      <Upload
        multiple
        showUploadList={false}
        beforeUpload={(file, batch) => {
          if (file === batch[0]) take(batch);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} loading={sending}>
          {sending ? t('form-item.upload.uploading') : t(`${LANG}.upload`)}
        </Button>
      </Upload>
      {taskList}
    </span>
  );
}

// Operators, sorting, the quick search and the path come from the description.
const table = describedTable(
  attachmentDescription,
  columnsOf<Row>([
    { field: 'id', width: 70 },
    { field: 'topic', operator: 'eq', sort: false, width: 100 },
    { field: 'admin.nickname', width: 120 },
    { field: 'user.nickname', width: 120, show: false },
    { field: 'preview', render: (_, row) => <Preview row={row} />, operator: false, width: 80 },
    { field: 'name', ellipsis: true },
    { field: 'size', render: (v) => formatSize(Number(v)), width: 100 },
    { field: 'mimetype', sort: false, width: 150 },
    { field: 'quote', width: 110 },
    { field: 'last_upload_time', render: 'datetime', width: 170 },
    { field: 'operate', render: 'buttons', buttons: ['edit', 'delete'], operator: false, width: 100, enableColumnDisplayControl: false },
  ]),
);

const form = formSchema<AttachmentEditInput>({
  input: attachmentEditInput,
  fields: [
    { name: 'name', rules: ['required'] },
    { name: 'topic', rules: ['required'] },
  ],
  width: 520,
});

/** Attachments (reference 8.5): previews, rename, delete with the file; uploads from the header. */
export default function AttachmentPage() {
  const takeRef = useRef<Take | null>(null);
  return (
    <FileDrop onFiles={(files) => takeRef.current?.(files)} multiple pasteScope="page" hintFirst>
      <DataTable<Row>
        {...table}
        lang={LANG}
        form={form}
        buttons={['refresh', 'edit', 'delete', 'comSearch', 'quickSearch', 'columnDisplay']}
        headerExtra={<UploadButton takeRef={takeRef} />}
      />
    </FileDrop>
  );
}
