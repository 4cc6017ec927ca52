import { useState } from 'react';
import { Button, Form, Modal, Switch } from 'antd';
import { RadioGroup } from '../../../../components/radio-group';
import { PercentageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { agentLevelAddInput, agentLevelDescription, commissionPolicyEndpoints as api, type AgentLevelAddInput, type GlobalRates, type RowOf } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { DataTable, columnsOf, describedTable, enumContent, useAuth } from '../../../../components/data-table';
import { FormItem, type FormField } from '../../../../components/form-item';
import { percentOf } from '../../../../components/form-item/percent';
import { formSchema } from '../../../../components/form-item/types';
import { validated } from '../../../../components/form-item';

type LevelRow = RowOf<typeof agentLevelDescription>;
const LANG = 'hq-commission';
/** Basis points as a percentage for the table: 1250 → "12.5%". */
const percent = (bp: unknown) => `${percentOf(Number(bp))}%`;
const task = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

const table = describedTable(
  agentLevelDescription,
  columnsOf<LevelRow>([
    { field: 'id', width: 70, show: false },
    { field: 'grade', width: 80 },
    { field: 'name', minWidth: 120 },
    { field: 'level1_rate', width: 110, render: (v) => percent(v) },
    { field: 'level2_rate', width: 110, render: (v) => percent(v) },
    { field: 'upgrade_logic', width: 100 },
    { field: 'upgrade_invites', width: 100, render: task },
    { field: 'upgrade_own_spend', width: 110, render: task },
    { field: 'upgrade_own_orders', width: 110, render: task },
    { field: 'upgrade_team_spend', width: 120, render: task },
    { field: 'upgrade_team_orders', width: 120, render: task },
    { field: 'agents', operator: false, width: 90 },
    { field: 'weigh', width: 80, show: false },
    { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]),
  LANG,
);

const levelForm = formSchema<AgentLevelAddInput>({
  input: agentLevelAddInput,
  fields: [
    { name: 'name', rules: ['required'] },
    { name: 'grade', type: 'integer', rules: ['required'], blockHelp: () => `${LANG}.gradeTip` },
    { name: 'level1_rate', type: 'percent', blockHelp: () => `${LANG}.rateTip` },
    { name: 'level2_rate', type: 'percent', blockHelp: () => `${LANG}.rateTip` },
    { name: 'upgrade_logic', type: 'radio', content: enumContent(agentLevelDescription, 'upgrade_logic', LANG), blockHelp: () => `${LANG}.taskTip` },
    { name: 'upgrade_invites', type: 'integer' },
    { name: 'upgrade_own_spend', type: 'float' },
    { name: 'upgrade_own_orders', type: 'integer' },
    { name: 'upgrade_team_spend', type: 'float' },
    { name: 'upgrade_team_orders', type: 'integer' },
    { name: 'weigh', type: 'integer' },
  ],
  defaults: { upgrade_logic: 'and', level1_rate: 0, level2_rate: 0, weigh: 0 },
  width: 700,
  // an emptied task is "not asked": sent as '' (nulls are dropped before a submit)
  toSubmit: (v) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k.startsWith('upgrade_') && k !== 'upgrade_logic' && (x === null || x === undefined) ? '' : x])) as AgentLevelAddInput,
});

/** The global rates, typed in percent (basis points on the wire, 0–100%). */
const GLOBAL_RATES: FormField[] = (['commission_level1_rate', 'commission_level2_rate'] as const).map((name, i) => ({
  name, type: 'percent', label: `${LANG}.globalLevel${i + 1}`, rules: ['required'], blockHelp: `${LANG}.globalRateTip`, limits: { min: 0, max: 10000 },
}));

/** The global rates of the config centre's distribution group, edited here too. */
function GlobalRatesButton() {
  const { t } = useTranslation();
  const l = (k: string) => t(`${LANG}.${k}`);
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<GlobalRates & { self: boolean }>();
  const show = () =>
    call(api.rates, undefined).then((r) => {
      form.setFieldsValue({ ...r, self: r.commission_self_purchase === '1' });
      setOpen(true);
    }, () => undefined);
  const save = async () => {
    const v = await validated(form);
    if (!v) return;
    const { self, ...rates } = v;
    await call(api.saveRates, { ...rates, commission_self_purchase: self ? '1' : '0' }, { showSuccessMessage: true }).then(() => setOpen(false), () => undefined);
  };
  return (
    <>
      <Button icon={<PercentageOutlined />} onClick={show} data-testid="global-rates">{l('globalRates')}</Button>
      <Modal open={open} title={l('globalRates')} onCancel={() => setOpen(false)} onOk={save} okButtonProps={{ disabled: !auth('saveRates') }} destroyOnHidden forceRender>
        <Form form={form} layout="vertical">
          {GLOBAL_RATES.map((field) => <FormItem key={field.name} field={field} lang={LANG} operate="edit" />)}
          <Form.Item name="commission_base" label={l('base')}>
            <RadioGroup options={[{ value: 'paid', label: l('baseOptions.paid') }, { value: 'profit', label: l('baseOptions.profit') }]} />
          </Form.Item>
          <Form.Item name="self" label={l('selfPurchase')} extra={l('selfPurchaseTip')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** The HQ commission policy (issue 13 item 3): agent levels with their rates and upgrade tasks, and the global rates. */
export default function CommissionPolicyPage() {
  return <DataTable<LevelRow> {...table} lang={LANG} form={levelForm} headerExtra={<GlobalRatesButton />} />;
}
