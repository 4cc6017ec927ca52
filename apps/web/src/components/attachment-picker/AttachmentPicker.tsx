import { useEffect, useState } from 'react';
import { Image, Input, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttachmentRow } from '@app/contract';
import { crudApi } from '../data-table/crud-api';
import { useSiteConfig } from '../../stores/site-config';
import { formatDateTime } from '../../utils/date';
import FileDrop from '../form-item/inputs/FileDrop';
import { formatSize, nextChoice, previewOf } from './attachment-view';

export const PICKER_PAGE_SIZE = 8;
const api = crudApi<AttachmentRow & Record<string, unknown>>('routine.Attachment');

export interface AttachmentPickerProps {
  open: boolean;
  /** Images only (mimetype LIKE image) or any file. */
  kind: 'image' | 'file';
  /** How many may be chosen (1: a single input). */
  max: number;
  onClose: () => void;
  /** The chosen rows, in the order they were ticked. */
  onPick: (rows: AttachmentRow[]) => void;
  /** Files dropped on or pasted into the dialog: it closes and the field uploads them (as if dropped on it). */
  onFiles?: (files: File[]) => void;
}

/**
 * "Select from attachments" of the image and file inputs (reference 8.5): the attachment
 * table, 8 per page, searchable by name, images only for image inputs.
 */
export default function AttachmentPicker({ open, kind, max, onClose, onPick, onFiles }: AttachmentPickerProps) {
  const { t } = useTranslation();
  const cdnUrl = useSiteConfig((s) => s.cdnUrl);
  const [page, setPage] = useState(1);
  const [quickSearch, setQuickSearch] = useState('');
  const [data, setData] = useState<{ list: AttachmentRow[]; total: number }>({ list: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<AttachmentRow[]>([]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    api
      .index({ page, limit: PICKER_PAGE_SIZE, quickSearch, search: kind === 'image' ? [{ field: 'mimetype', val: 'image', operator: 'LIKE' }] : [] })
      .then((r) => live && setData({ list: r.list as AttachmentRow[], total: r.total }))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, page, quickSearch, kind]);

  useEffect(() => {
    if (open) setChosen([]);
  }, [open]);

  const toggle = (keys: React.Key[]) => setChosen(nextChoice(chosen, data.list, keys, max));

  return (
    <Modal
      open={open}
      title={t('form-item.upload.selectTitle')}
      width={820}
      onCancel={onClose}
      onOk={() => onPick(chosen)}
      okText={t('form-item.upload.choose', { count: chosen.length })}
      okButtonProps={{ disabled: !chosen.length }}
      destroyOnHidden
    >
      <FileDrop
        onFiles={(files) => {
          onClose();
          onFiles?.(files);
        }}
        disabled={!onFiles}
        multiple={max > 1}
        images={kind === 'image'}
        hintFirst
      >
        <Input.Search
          allowClear
          placeholder={t('form-item.upload.searchName')}
          aria-label={t('form-item.upload.searchName')}
          onSearch={(v) => {
            setPage(1);
            setQuickSearch(v.trim());
          }}
          style={{ marginBottom: 12, maxWidth: 320 }}
        />
        {Number.isFinite(max) && max > 1 && (
          <Typography.Paragraph type="secondary">{t('form-item.upload.pickLimit', { max })}</Typography.Paragraph>
        )}
        <Table<AttachmentRow>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={data.list}
          rowSelection={{ type: max === 1 ? 'radio' : 'checkbox', selectedRowKeys: chosen.map((r) => r.id), onChange: toggle, preserveSelectedRowKeys: true }}
          onRow={(row) => ({ onClick: () => toggle(chosen.some((c) => c.id === row.id) ? chosen.filter((c) => c.id !== row.id).map((c) => c.id) : [...chosen.map((c) => c.id), row.id]) })}
          pagination={{ current: page, pageSize: PICKER_PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false }}
          columns={[
            {
              key: 'preview',
              title: t('form-item.upload.preview'),
              width: 72,
              render: (_, row) => <Image src={previewOf(row, cdnUrl)} width={48} height={48} style={{ objectFit: 'cover' }} preview={false} alt="" />,
            },
            { key: 'name', dataIndex: 'name', title: t('form-item.upload.name'), ellipsis: true },
            { key: 'size', dataIndex: 'size', title: t('form-item.upload.size'), width: 100, render: (v: number) => formatSize(v) },
            {
              key: 'last_upload_time',
              dataIndex: 'last_upload_time',
              title: t('form-item.upload.lastUploadTime'),
              width: 170,
              render: (v: number | null) => (v ? formatDateTime(v) : ''),
            },
          ]}
        />
      </FileDrop>
    </Modal>
  );
}
