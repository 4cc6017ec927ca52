import { lazy, Suspense, useEffect, type ComponentProps, type ReactNode } from 'react';
import { Button, Checkbox, Col, Form, Input, Row, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { RemoteSelect } from '../remote-select/RemoteSelect';
import { useTable, useTableStore } from './table-context';
import { isList, isNullCheck, isRange, type SearchValues } from './search-params';
import { operatorOf, type TableColumn } from './types';
import { horizontalColumns } from '../form-item/columns';

const DateRangeInput = lazy(() => import('./DateRangeInput'));
const PickerInput = lazy(() => import('../form-item/inputs/PickerInput'));

const pending = <Skeleton.Input active block size="small" />;

// Form.Item hands value and onChange to its direct child: the lazy inputs get a wrapper that
// takes them and renders the Suspense boundary inside.
function LazyDateRange(props: ComponentProps<typeof DateRangeInput>) {
  return (
    <Suspense fallback={pending}>
      <DateRangeInput {...props} />
    </Suspense>
  );
}
function LazyPicker(props: ComponentProps<typeof PickerInput>) {
  return (
    <Suspense fallback={pending}>
      <PickerInput {...props} />
    </Suspense>
  );
}

/** Two inputs for a numeric or text range: value [start, end]. */
function RangeInputs({ id, value, onChange, title }: { id?: string; value?: [string, string]; onChange?: (v: [string, string]) => void; title: string }) {
  const { t } = useTranslation();
  const [a = '', b = ''] = value ?? [];
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} value={a} placeholder={t('data-table.start')} aria-label={t('data-table.rangeStart', { field: title })} onChange={(e) => onChange?.([e.target.value, b])} />
      <Input value={b} placeholder={t('data-table.end')} aria-label={t('data-table.rangeEnd', { field: title })} onChange={(e) => onChange?.([a, e.target.value])} />
    </Space.Compact>
  );
}

/** Options of a select search: the replaceValue map, or on/off for switches. */
function selectOptions(column: TableColumn, t: TFunction) {
  if (column.replaceValue) return Object.entries(column.replaceValue).map(([value, label]) => ({ value, label: t(label, { defaultValue: label }) }));
  return [
    { value: '1', label: t('data-table.on') },
    { value: '0', label: t('data-table.off') },
  ];
}

/** The search input of one column (reference 16.5's common-search rules). */
function searchInput(column: TableColumn, title: string, t: TFunction): { node: ReactNode; valuePropName?: string } {
  const op = operatorOf(column);
  const placeholder = column.operatorPlaceholder ? t(column.operatorPlaceholder, { defaultValue: column.operatorPlaceholder }) : undefined;
  const isDate = column.render === 'datetime' || column.comSearchRender === 'date' || column.comSearchRender === 'datetime';

  if (isNullCheck(op)) return { node: <Checkbox>{t(op === 'NULL' ? 'data-table.isNull' : 'data-table.isNotNull')}</Checkbox>, valuePropName: 'checked' };
  if (isRange(op)) {
    if (isDate) {
      return {
        node: <LazyDateRange dateOnly={column.comSearchRender === 'date'} placeholder={[t('data-table.start'), t('data-table.end')]} />,
      };
    }
    return { node: <RangeInputs title={title} /> };
  }
  if (column.comSearchRender === 'remoteSelect' && column.remote) {
    return { node: <RemoteSelect {...column.remote} multiple={isList(op)} placeholder={placeholder ?? t('data-table.pleaseSelect', { field: title })} /> };
  }
  const selectLike = column.comSearchRender === 'select' || ((column.render === 'tag' || column.render === 'tags') && column.replaceValue) || column.render === 'switch';
  if (selectLike) {
    return {
      node: (
        <Select
          allowClear
          mode={isList(op) ? 'multiple' : undefined}
          options={selectOptions(column, t)}
          placeholder={placeholder ?? t('data-table.pleaseSelect', { field: title })}
        />
      ),
    };
  }
  if (isDate) return { node: <LazyPicker kind={column.comSearchRender === 'date' ? 'date' : 'datetime'} placeholder={placeholder} /> };
  return { node: <Input allowClear placeholder={placeholder ?? t('data-table.pleaseInput', { field: title })} /> };
}

interface ComSearchProps {
  columns: readonly TableColumn[];
  titleOf: (column: TableColumn) => string;
}

/** The common-search panel, one field per searchable column. */
export function ComSearch({ columns, titleOf }: ComSearchProps) {
  const { t } = useTranslation();
  const store = useTableStore();
  const values = useTable((s) => s.searchValues);
  const [form] = Form.useForm<SearchValues>();
  const searchable = columns.filter((c) => operatorOf(c) !== false && c.render !== 'buttons');

  useEffect(() => {
    form.setFieldsValue(values);
  }, [form, values]);

  if (!searchable.length) return null;
  return (
    <Form
      form={form}
      className="data-table-com-search"
      layout="horizontal"
      {...horizontalColumns(120)}
      colon={false}
      labelWrap
      initialValues={values}
      onFinish={(v) => store.getState().applySearch(v)}
      aria-label={t('data-table.commonSearch')}
      role="search"
    >
      <Row gutter={16}>
        {searchable.map((column) => {
          const title = titleOf(column);
          const { node, valuePropName } = searchInput(column, title, t);
          return (
            <Col key={column.field} xs={24} md={12} xl={8} xxl={6}>
              <Form.Item name={column.field} label={title} valuePropName={valuePropName}>
                {node}
              </Form.Item>
            </Col>
          );
        })}
        <Col xs={24} md={12} xl={8} xxl={6}>
          <Space className="data-table-com-search-buttons">
            <Button type="primary" htmlType="submit">
              {t('data-table.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue(Object.fromEntries(searchable.map((c) => [c.field, undefined])));
                store.getState().resetSearch();
              }}
            >
              {t('data-table.reset')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

export default ComSearch;
