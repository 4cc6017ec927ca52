import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormItem } from '../form-item/FormItem';
import { horizontalColumns } from '../form-item/columns';
import type { Operate } from '../form-item/form-field';
import type { FormSchema } from '../form-item/types';
import { useTable, useTableStore } from './table-context';
import { currentId, hasNext } from './edit-queue';
import type { AnyRow, RowId } from './types';

/** Enter submits, except where Enter means something else (text areas, editors, open selects). */
function submitsOnEnter(event: KeyboardEvent<HTMLFormElement>): boolean {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.shiftKey) return false;
  const target = event.target as HTMLElement;
  if (target.tagName !== 'INPUT') return false;
  if (target.getAttribute('role') === 'combobox' || target.closest('.ant-select, .ant-picker, .ant-cascader')) return false;
  return true;
}

interface FormDialogProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: FormSchema<any>;
  /** The page's language pack (field labels). */
  lang: string;
}

/**
 * The add / edit dialog (reference 16.5's popupForm): reads the row to edit, validates, submits
 * with nulls dropped, then the table refreshes and the next queued row opens. The row is read
 * through the query client under `resourceKeys.row(path, id)`, anew each time the dialog opens on
 * it: the form shows the row as the server has it now, never a cached copy, and is filled once
 * per opening (a read again while it is open keeps what the operator typed).
 */
export function FormDialog({ schema, lang }: FormDialogProps) {
  const { t } = useTranslation();
  const store = useTableStore();
  const formState = useTable((s) => s.form);
  const [form] = Form.useForm();
  const [loadingDefaults, setLoadingDefaults] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const queueTotal = useRef(0);
  const operate = formState.operate;
  const editingId = currentId(formState);
  const open = operate !== null;

  if (operate === 'edit' && formState.queue.length > queueTotal.current) queueTotal.current = formState.queue.length;
  if (!open) queueTotal.current = 0;

  const editing = operate === 'edit' && editingId !== undefined;
  // not read again on focus: the form is filled once per opening
  const row = useQuery({ ...store.getState().rowQuery(editingId ?? ''), enabled: editing, refetchOnWindowFocus: false, refetchOnReconnect: false }, store.client);
  /** The id whose row the form holds, read since the dialog opened on it. */
  const [filled, setFilled] = useState<RowId | undefined>(undefined);
  if (filled !== undefined && filled !== (editing ? editingId : undefined)) setFilled(undefined);
  const loadingRow = editing ? filled !== editingId : loadingDefaults;

  useEffect(() => {
    if (operate !== 'add') return;
    form.resetFields();
    form.setFieldsValue(structuredClone(schema.defaults ?? {}));
    if (!schema.loadDefaults) return;
    let live = true;
    setLoadingDefaults(true);
    schema.loadDefaults()
      .then((loaded) => live && form.setFieldsValue(loaded), () => undefined) // the request layer shows the error; the static defaults stay
      .finally(() => live && setLoadingDefaults(false));
    return () => {
      live = false;
    };
  }, [operate, form, schema]);

  // the row once read anew since the dialog opened on it (a cached copy shows while that read is under way: not used)
  useEffect(() => {
    if (!editing || filled === editingId || row.fetchStatus !== 'idle') return;
    if (row.isError) {
      store.getState().closeForm(); // the request layer has shown why
      return;
    }
    if (!row.isSuccess) return;
    form.resetFields();
    form.setFieldsValue(schema.toForm ? schema.toForm(row.data) : row.data);
    setFilled(editingId);
  }, [editing, editingId, filled, row.fetchStatus, row.isError, row.isSuccess, row.data, form, schema, store]);

  const submit = async (values: AnyRow) => {
    setSubmitting(true);
    try {
      const out = schema.toSubmit ? schema.toSubmit(values, operate as Operate) : values;
      await store.getState().submitForm(out);
    } catch {
      // the request layer has shown the server's message; the dialog stays open
    } finally {
      setSubmitting(false);
    }
  };

  const title =
    operate === 'add'
      ? t('data-table.addTitle')
      : queueTotal.current > 1
        ? t('data-table.editProgress', { current: queueTotal.current - formState.queue.length + 1, total: queueTotal.current })
        : t('data-table.editTitle');
  const labelWidth = schema.labelWidth ?? 120;

  return (
    <Modal
      open={open}
      title={title}
      width={schema.width ?? 720}
      onCancel={() => store.getState().closeForm()}
      destroyOnHidden
      maskClosable={false}
      className="data-table-form-dialog"
      footer={[
        <Button key="cancel" onClick={() => store.getState().closeForm()}>
          {t('data-table.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={submitting} disabled={loadingRow} onClick={() => form.submit()}>
          {hasNext(formState) ? t('data-table.saveAndEditNext') : t('data-table.save')}
        </Button>,
      ]}
    >
      {loadingRow ? <Skeleton active title={false} paragraph={{ rows: 6 }} /> : null}
      <Form
        form={form}
        layout="horizontal"
        {...horizontalColumns(labelWidth)}
        labelWrap
        colon={false}
        onFinish={submit}
        onKeyDown={(e) => {
          if (!submitsOnEnter(e)) return;
          e.preventDefault();
          form.submit();
        }}
        style={loadingRow ? { display: 'none' } : undefined}
        className="data-table-form"
      >
        {operate &&
          schema.fields.map((field) => <FormItem key={field.name} field={field} lang={lang} operate={operate} />)}
      </Form>
    </Modal>
  );
}

export default FormDialog;
