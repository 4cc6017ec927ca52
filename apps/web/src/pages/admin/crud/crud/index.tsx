import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, List, Result, Row, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  CRUD_PRESETS, CRUD_TABLE_RE, DESIGN_TYPES, crudDesignContext, crudGeneratorEndpoints as api, crudNames, parseCrudComment,
  type CrudDescribedDesign, type CrudField, type CrudPreset, type CrudTable, type DesignType, type EndpointOutput,
} from '@app/contract';
import { call } from '../../../../api/endpoint';
import { feedback } from '../../../../api/feedback';
import { ApiCodeError } from '../../../../api/request';
import { useWrite } from '../../../../api/write';
import { useConfirmed } from '../../../../components/confirm';
import { describeStatusQuery, generateWrite, logStartQuery, succeededLogsQuery, tablesQuery } from './crud-queries';
import { DescribeDialog } from './DescribeDialog';
import { useTerminal } from '../../../../stores/terminal';
import { FieldSettings } from './FieldSettings';
import { Preview } from './Preview';
import { designed, generateRequest, listedIn, move, newField, starterFields, type DesignedField } from './design-state';
import { LANG } from './lang';
import './crud.css';

interface Design {
  type: 'create' | 'db' | 'log';
  table: CrudTable;
  fields: DesignedField[];
  removed: CrudField[];
  /** The table exists and has no rows: it may be rebuilt from the design. */
  empty?: boolean;
}

interface Generated {
  files: string[];
  sql: string[];
  rule: string;
}

const GROUPS: CrudPreset['group'][] = ['base', 'common', 'senior'];

/** The database column a palette type starts with: `varchar(255) ''`. */
const columnOf = (p: CrudPreset) => {
  const type = p.type === 'varchar' ? `varchar(${p.length})` : p.type === 'numeric' ? `numeric(${p.length},${p.precision})` : p.type;
  const def = p.primaryKey ? 'PK' : p.defaultType === 'INPUT' ? p.default : p.defaultType === 'EMPTY STRING' ? "''" : p.defaultType === 'NULL' ? 'NULL' : '';
  return `${type} ${def}`.trim();
};

/** The CRUD generator (reference 11): start from a new table, an existing one or a past generation; design; generate. */
/** The design a past generation starts (its fields as they were generated). */
const designOfLog = (past: EndpointOutput<typeof api.logStart>): Design => ({ type: 'log', table: past.table, fields: past.fields.map((f) => designed(f, f)), removed: [], empty: past.table.empty });
/** A design drafted from a description: a new table, for review before generating. */
const designOfDraft = (draft: CrudDescribedDesign): Design => ({ type: 'create', table: draft.table, fields: draft.fields.map((f) => designed(f)), removed: [] });

/** "Describe the table": its button, off with a hint until a super administrator sets the chat endpoint. */
function DescribeButton({ onDesign, size }: { onDesign: (draft: CrudDescribedDesign) => void; size?: 'small' }) {
  const { t } = useTranslation();
  const configured = useQuery(describeStatusQuery()).data?.configured;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} icon={<EditOutlined aria-hidden />} disabled={!configured} title={configured === false ? t(`${LANG}.describeOff`) : undefined} onClick={() => setOpen(true)} data-testid="describe-open">
        {t(`${LANG}.describe`)}
      </Button>
      {configured === false && size !== 'small' && <Typography.Paragraph type="secondary" className="crud-describe-off">{t(`${LANG}.describeOff`)}</Typography.Paragraph>}
      <DescribeDialog open={open} onClose={() => setOpen(false)} onDesign={(d) => (setOpen(false), onDesign(d))} />
    </>
  );
}

export default function CrudPage() {
  const { search } = useLocation();
  const [design, setDesign] = useState<Design | null>(null);
  const logId = new URLSearchParams(search).get('logId');
  // `?logId=` (the CRUD log's "start from"): its design opens once it is read, once per log
  const past = useQuery({ ...logStartQuery(Number(logId)), enabled: Boolean(logId), refetchOnWindowFocus: false });
  const [opened, setOpened] = useState<string | null>(null);
  if (logId && past.data && opened !== logId) {
    setOpened(logId);
    setDesign(designOfLog(past.data));
  }

  return design ? <Designer initial={design} onBack={() => setDesign(null)} /> : <Start onStart={setDesign} />;
}

function Start({ onStart }: { onStart: (d: Design) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const tables = useQuery(tablesQuery()).data?.list ?? [];
  const logs = useQuery(succeededLogsQuery()).data ?? [];
  const [chosen, setChosen] = useState<string>();
  const [chosenLog, setChosenLog] = useState<number>();
  const confirmed = useConfirmed();

  const fromTable = async () => {
    if (!chosen) return;
    const data = await call(api.parseFieldData, { type: 'db', table: chosen });
    const fields = Object.values(data.columns).map((f) => designed(f, f));
    const log = await call(api.checkCrudLog, { table: chosen });
    if (log.id && (await confirmed(t(`${LANG}.startFromLogConfirm`)))) {
      const past = await client.fetchQuery(logStartQuery(log.id));
      onStart({ type: 'log', table: past.table, fields: past.fields.map((f) => designed(f, data.columns[f.name])), removed: [], empty: data.empty });
      return;
    }
    onStart({ type: 'db', table: { name: chosen, comment: data.comment }, fields, removed: [], empty: data.empty });
  };

  const fromLog = async () => {
    if (!chosenLog) return;
    onStart(designOfLog(await client.fetchQuery(logStartQuery(chosenLog))));
  };

  return (
    <Row gutter={[16, 16]} className="crud-start">
      <Col xs={24} md={12} xl={6}>
        <Card title={t(`${LANG}.describe`)}>
          <Typography.Paragraph type="secondary">{t(`${LANG}.describeCardHelp`)}</Typography.Paragraph>
          <DescribeButton onDesign={(d) => onStart(designOfDraft(d))} />
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card title={t(`${LANG}.create`)}>
          <Typography.Paragraph type="secondary">{t(`${LANG}.createHelp`)}</Typography.Paragraph>
          <Button type="primary" onClick={() => onStart({ type: 'create', table: { name: '', comment: '' }, fields: starterFields(), removed: [] })}>
            {t(`${LANG}.create`)}
          </Button>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card title={t(`${LANG}.fromTable`)}>
          <Space.Compact style={{ width: '100%' }}>
            <Select aria-label={t(`${LANG}.fromTable`)} showSearch style={{ width: '100%' }} value={chosen} onChange={setChosen} options={tables.map((x) => ({ value: x.table, label: x.comment }))} />
            <Button onClick={() => void fromTable().catch(() => undefined)} disabled={!chosen}>{t(`${LANG}.start`)}</Button>
          </Space.Compact>
        </Card>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Card title={t(`${LANG}.fromLog`)}>
          <Space.Compact style={{ width: '100%' }}>
            <Select aria-label={t(`${LANG}.fromLog`)} style={{ width: '100%' }} value={chosenLog} onChange={setChosenLog} options={logs.map((x) => ({ value: x.id, label: `#${x.id} ${x.table_name}` }))} />
            <Button onClick={() => void fromLog().catch(() => undefined)} disabled={!chosenLog}>{t(`${LANG}.start`)}</Button>
          </Space.Compact>
        </Card>
      </Col>
    </Row>
  );
}

/** Runs the web build in the terminal (then the server is restarted by whoever runs it). */
function rebuildWeb() {
  const terminal = useTerminal.getState();
  terminal.toggle(true);
  terminal.addTaskPM('web-build');
}

function Designer({ initial, onBack }: { initial: Design; onBack: () => void }) {
  const { t } = useTranslation();
  const confirmed = useConfirmed();
  const [table, setTable] = useState<CrudTable>(initial.table);
  const [fields, setFields] = useState<DesignedField[]>(initial.fields);
  const [removed, setRemoved] = useState<CrudField[]>(initial.removed);
  const [selected, setSelected] = useState<string | undefined>(initial.fields[0]?.uid);
  const tables = useQuery(tablesQuery()).data?.list ?? [];
  const [done, setDone] = useState<Generated | null>(null);
  const [busy, setBusy] = useState(false);
  const generation = useWrite(generateWrite);

  const names = fields.map((d) => d.field.name);
  const columns = useMemo(() => listedIn(table, fields, 'columnFields'), [table, fields]);
  const form = useMemo(() => listedIn(table, fields, 'formFields'), [table, fields]);
  const current = fields.find((d) => d.uid === selected);
  const nameOk = CRUD_TABLE_RE.test(table.name);

  const add = (type: DesignType) => {
    const d = designed(newField(type, names));
    setFields([...fields, d]);
    setSelected(d.uid);
    // a field added after the list or form were chosen by hand joins them
    setTable((tb) => ({
      ...tb,
      ...(tb.columnFields && !CRUD_PRESETS[type].tableBuildExclude ? { columnFields: [...tb.columnFields, d.field.name] } : {}),
      ...(tb.formFields && !CRUD_PRESETS[type].formBuildExclude ? { formFields: [...tb.formFields, d.field.name] } : {}),
    }));
  };
  const update = useCallback((uid: string, next: CrudField) => {
    setFields((list) => {
      const old = list.find((d) => d.uid === uid);
      if (old && old.field.name !== next.name) {
        const rename = (l?: string[]) => l?.map((n) => (n === old.field.name ? next.name : n));
        setTable((tb) => ({ ...tb, columnFields: rename(tb.columnFields), formFields: rename(tb.formFields), quickSearchField: rename(tb.quickSearchField) }));
      }
      return list.map((d) => (d.uid === uid ? { ...d, field: next } : d));
    });
  }, []);
  const remove = (uid: string) => {
    const d = fields.find((x) => x.uid === uid);
    if (d?.origin) setRemoved([...removed, d.origin]);
    setFields(fields.filter((x) => x.uid !== uid));
  };

  /** A drafted design replaces this new one (the person reviews it before generating). */
  const loadDraft = (draft: CrudDescribedDesign) => {
    const next = designOfDraft(draft);
    setTable(next.table);
    setFields(next.fields);
    setSelected(next.fields[0]?.uid);
  };
  /** The design schema, its rules and this design, for a coding agent's prompt. */
  const copyContext = () => {
    const { table: tb, fields: list } = generateRequest(initial.type, table, fields, removed, false);
    const text = crudDesignContext({ table: tb, fields: list as CrudField[] });
    navigator.clipboard?.writeText(text).then(
      () => feedback().success(t(`${LANG}.contextCopied`)),
      () => feedback().codeError(t(`${LANG}.contextNotCopied`)),
    );
  };

  const generate = async () => {
    setBusy(true);
    try {
      let rebuild = false;
      try {
        await call(api.generateCheck, { table: table.name }, { showCodeMessage: false });
      } catch (e) {
        if (!(e instanceof ApiCodeError) || e.envelope.code !== -1) throw e;
        const found = e.envelope.data as { table: boolean; controller: boolean };
        if (!(await confirmed(t(found.table ? `${LANG}.tableExists` : `${LANG}.filesExist`, { table: table.name })))) return;
        rebuild = found.table && initial.type === 'create';
      }
      const body = generateRequest(initial.type === 'create' && !rebuild ? 'create' : initial.type, table, fields, removed, rebuild || initial.type === 'create');
      const data = await generation.mutateAsync(body);
      setDone({ ...data, rule: crudNames(table.name).rule });
    } catch {
      // the request layer showed the refusal
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Result
        status="success"
        title={t(`${LANG}.generated`)}
        subTitle={t(`${LANG}.restartHelp`)}
        extra={[
          <Button key="open" type="primary" onClick={() => window.location.assign(`/admin/${done.rule}`)}>{t(`${LANG}.openPage`)}</Button>,
          // a production build does not see the new page until it is rebuilt: the terminal runs the build
          ...(import.meta.env.DEV ? [] : [<Button key="build" onClick={rebuildWeb}>{t(`${LANG}.rebuildWeb`)}</Button>]),
          <Button key="back" onClick={onBack}>{t(`${LANG}.backToStart`)}</Button>,
        ]}
      >
        <List size="small" header={t(`${LANG}.files`)} dataSource={done.files} renderItem={(f) => <List.Item><Typography.Text code>{f}</Typography.Text></List.Item>} />
        {done.sql.length > 0 && <pre className="crud-sql">{done.sql.join(';\n')};</pre>}
      </Result>
    );
  }

  return (
    <div className="crud-designer">
      <Card size="small" className="crud-table-settings">
        <Form layout="inline" size="small">
          <Form.Item label={t(`${LANG}.tableName`)} validateStatus={table.name && !nameOk ? 'error' : undefined} help={table.name && !nameOk ? t(`${LANG}.tableNameHelp`) : undefined}>
            <Input aria-label={t(`${LANG}.tableName`)} value={table.name} disabled={initial.type !== 'create'} placeholder="demo_item" onChange={(e) => setTable({ ...table, name: e.target.value.trim() })} />
          </Form.Item>
          <Form.Item label={t(`${LANG}.tableComment`)}>
            <Input aria-label={t(`${LANG}.tableComment`)} value={table.comment ?? ''} onChange={(e) => setTable({ ...table, comment: e.target.value })} />
          </Form.Item>
          <Form.Item label={t(`${LANG}.quickSearch`)}>
            <Select aria-label={t(`${LANG}.quickSearch`)} mode="multiple" style={{ minWidth: 180 }} value={table.quickSearchField ?? []} options={names.map((n) => ({ value: n, label: n }))} onChange={(v: string[]) => setTable({ ...table, quickSearchField: v })} />
          </Form.Item>
          <Form.Item label={t(`${LANG}.defaultSort`)}>
            <Space.Compact>
              <Select aria-label={t(`${LANG}.defaultSort`)} allowClear style={{ minWidth: 120 }} value={table.defaultSortField || undefined} options={names.map((n) => ({ value: n, label: n }))} onChange={(v?: string) => setTable({ ...table, defaultSortField: v ?? '' })} />
              <Select style={{ width: 90 }} value={table.defaultSortType ?? 'desc'} options={[{ value: 'desc', label: 'desc' }, { value: 'asc', label: 'asc' }]} onChange={(v: 'asc' | 'desc') => setTable({ ...table, defaultSortType: v })} />
            </Space.Compact>
          </Form.Item>
          <Form.Item>
            <Space>
              <Button onClick={onBack}>{t(`${LANG}.backToStart`)}</Button>
              {initial.type === 'create' && <DescribeButton size="small" onDesign={loadDraft} />}
              <Button icon={<CopyOutlined aria-hidden />} onClick={copyContext} data-testid="copy-context">{t(`${LANG}.copyContext`)}</Button>
              <Button type="primary" loading={busy} disabled={!nameOk || !fields.length} onClick={() => void generate()}>{t(`${LANG}.generate`)}</Button>
            </Space>
          </Form.Item>
        </Form>
        {initial.type !== 'create' && !initial.empty && <Alert className="crud-alert" type="info" showIcon message={t(`${LANG}.alterHelp`)} />}
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={5}>
          <Card size="small" title={t(`${LANG}.palette`)} className="crud-palette">
            {GROUPS.map((g) => (
              <div key={g}>
                <Typography.Text type="secondary">{t(`${LANG}.groups.${g}`)}</Typography.Text>
                <div className="crud-palette-items">
                  {DESIGN_TYPES.filter((type) => CRUD_PRESETS[type].group === g).map((type) => (
                    <Button key={type} size="small" icon={<PlusOutlined aria-hidden />} onClick={() => add(type)} title={columnOf(CRUD_PRESETS[type])} data-testid={`palette-${type}`}>
                      {t(`${LANG}.types.${type}`)} <span className="crud-palette-db">{columnOf(CRUD_PRESETS[type])}</span>
                    </Button>
                  ))}
                </div>
              </div>
            ))}
          </Card>
        </Col>
        <Col xs={24} lg={7}>
          <Card size="small" title={t(`${LANG}.fields`)}>
            <List
              size="small"
              dataSource={fields}
              renderItem={(d, i) => (
                <List.Item
                  className={d.uid === selected ? 'crud-field crud-field-active' : 'crud-field'}
                  onClick={() => setSelected(d.uid)}
                  data-testid={`field-${d.field.name}`}
                  actions={[
                    <Button key="up" size="small" type="text" aria-label={t(`${LANG}.up`)} icon={<ArrowUpOutlined aria-hidden />} onClick={(e) => (e.stopPropagation(), setFields(move(fields, i, -1)))} />,
                    <Button key="down" size="small" type="text" aria-label={t(`${LANG}.down`)} icon={<ArrowDownOutlined aria-hidden />} onClick={(e) => (e.stopPropagation(), setFields(move(fields, i, 1)))} />,
                    <Button key="del" size="small" type="text" danger aria-label={t(`${LANG}.remove`)} icon={<DeleteOutlined aria-hidden />} onClick={(e) => (e.stopPropagation(), remove(d.uid))} />,
                  ]}
                >
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{d.field.name}</Typography.Text>
                    <Space size={4} wrap>
                      <Tag>{t(`${LANG}.types.${d.field.designType}`)}</Tag>
                      <Typography.Text type="secondary">{parseCrudComment(d.field.comment).title}</Typography.Text>
                    </Space>
                    <Space size={8} onClick={(e) => e.stopPropagation()}>
                      <label><input type="checkbox" checked={columns.includes(d.field.name)} onChange={(e) => setTable({ ...table, columnFields: e.target.checked ? [...columns, d.field.name] : columns.filter((n) => n !== d.field.name) })} /> {t(`${LANG}.inList`)}</label>
                      <label><input type="checkbox" checked={form.includes(d.field.name)} disabled={d.field.primaryKey} onChange={(e) => setTable({ ...table, formFields: e.target.checked ? [...form, d.field.name] : form.filter((n) => n !== d.field.name) })} /> {t(`${LANG}.inForm`)}</label>
                    </Space>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={6}>
          <Card size="small" title={t(`${LANG}.fieldSettings`)}>
            {current ? <FieldSettings key={current.uid} field={current.field} tables={tables} onChange={(next) => update(current.uid, next)} /> : <Typography.Text type="secondary">{t(`${LANG}.chooseField`)}</Typography.Text>}
          </Card>
        </Col>
        <Col xs={24} lg={6}>
          <Card size="small" title={t(`${LANG}.preview`)}>
            <Preview table={table} fields={fields} columns={columns} form={form} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
