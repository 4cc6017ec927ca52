import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Form, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormItem } from '../form-item/FormItem';
import { horizontalColumns } from '../form-item/columns';
import type { Operate } from '../form-item/form-field';
import type { FormSchema } from '../form-item/types';
import { useTable, useTableStore } from './table-context';
import { currentId, hasNext } from './edit-queue';
import type { AnyRow } from './types';

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
 * The add / edit dialog (reference 16.5's popupForm): loads the row to edit, validates, submits
 * with nulls dropped, then the table refreshes and the next queued row opens.
 */
export function FormDialog({ schema, lang }: FormDialogProps) {
  const { t } = useTranslation();
  const store = useTableStore();
  const formState = useTable((s) => s.form);
  const [form] = Form.useForm();
  const [loadingRow, setLoadingRow] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const queueTotal = useRef(0);
  const operate = formState.operate;
  const editingId = currentId(formState);
  const open = operate !== null;

  if (operate === 'edit' && formState.queue.length > queueTotal.current) queueTotal.current = formState.queue.length;
  if (!open) queueTotal.current = 0;

  useEffect(() => {
    if (operate === 'add') {
      form.resetFields();
      form.setFieldsValue(structuredClone(schema.defaults ?? {}));
      if (!schema.loadDefaults) return;
      let live = true;
      setLoadingRow(true);
      schema.loadDefaults()
        .then((loaded) => live && form.setFieldsValue(loaded), () => undefined) // the request layer shows the error; the static defaults stay
        .finally(() => live && setLoadingRow(false));
      return () => {
        live = false;
      };
    }
    if (operate !== 'edit' || editingId === undefined) return;
    let live = true;
    setLoadingRow(true);
    store
      .getState()
      .readRow(editingId)
      .then((row) => {
        if (!live) return;
        form.resetFields();
        form.setFieldsValue(schema.toForm ? schema.toForm(row) : row);
      })
      .catch(() => live && store.getState().closeForm())
      .finally(() => live && setLoadingRow(false));
    return () => {
      live = false;
    };
  }, [operate, editingId, form, schema, store]);

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
      {loadingRow ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
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
