import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { moneyLogAddInput, moneyLogDescription, scoreLogAddInput, scoreLogDescription, type RowOf } from '@app/contract';
import { DataTable, columnsOf, crudApi, describedTable, useDataTable } from '../../../../components/data-table';
import type { HeaderButton } from '../../../../components/data-table';
import { searchValuesFromQuery } from '../../../../components/data-table/search-params';
import type { TableColumn } from '../../../../components/data-table/types';
import { formSchema, type FormSchema } from '../../../../components/form-item/types';
import { amountToWire, previewChange, type LedgerKind } from './ledger';
import { LEDGER_RESOURCE, type LedgerUser } from './ledger-api';
import { AmountInput } from './AmountInput';
import { LEDGER_USER, LedgerUserField } from './LedgerUserField';
import './ledger.css';

const DESCRIPTION = { money: moneyLogDescription, score: scoreLogDescription } as const;

/** A row of `/admin/user.MoneyLog/index` or `/admin/user.ScoreLog/index` (the member joined). */
export type LedgerRow = RowOf<typeof moneyLogDescription> | RowOf<typeof scoreLogDescription>;

/** A change in its colour: a rise green, a fall red (theme colours, right in dark mode too). */
const signed = (value: unknown) => {
  const text = String(value ?? '');
  const falls = text.startsWith('-');
  return <Typography.Text type={falls ? 'danger' : 'success'}>{falls || !text ? text : `+${text}`}</Typography.Text>;
};

/** The ledger's table: amounts are searched as shown (money in yuan: the server converts to the cents it holds). */
export function ledgerTable(kind: LedgerKind) {
  return describedTable(
    DESCRIPTION[kind],
    columnsOf<LedgerRow>([
      { field: 'id', width: 80 },
      { field: 'user_id', sort: false, width: 90, show: false },
      { field: 'user.username', sort: false, minWidth: 120 },
      { field: 'user.nickname', sort: false, minWidth: 120 },
      { field: kind, render: (v) => signed(v), sort: false, width: 120, align: 'right' },
      { field: 'before', sort: false, width: 120, align: 'right' },
      { field: 'after', sort: false, width: 120, align: 'right' },
      { field: 'memo', minWidth: 200, ellipsis: true },
      { field: 'create_time', width: 170 },
    ]),
  );
}

export const ledgerColumns = (kind: LedgerKind): TableColumn<LedgerRow>[] => ledgerTable(kind).columns;

interface LedgerForm {
  user_id?: string | number;
  memo?: string;
  money?: number;
  score?: number;
  [LEDGER_USER]?: LedgerUser;
}

/** The message key of an amount the server would refuse (or undefined when it may be sent). */
export function amountProblem(kind: LedgerKind, lang: string, amount: unknown, values: Partial<LedgerForm>): string | undefined {
  if (amount === null || amount === undefined || amount === '') return 'form-item.validate.required';
  const user = values[LEDGER_USER];
  const problem = user ? previewChange(kind, user[kind], amount)?.problem : amount === 0 ? 'zero' : undefined;
  return problem ? `${lang}.problem.${problem}` : undefined;
}

/** The add form: member, amount with its "before → after" preview, memo; `userId` preselects a member. */
export function ledgerForm(kind: LedgerKind, lang: string, userId?: string): FormSchema<LedgerForm> {
  return formSchema<LedgerForm>({
    input: kind === 'money' ? moneyLogAddInput : scoreLogAddInput,
    fields: [
      {
        name: 'user_id',
        rules: ['required'],
        type: 'custom',
        render: (props, { form }) => <LedgerUserField kind={kind} lang={lang} form={form} {...props} />,
      },
      {
        name: kind,
        type: 'custom',
        choose: false,
        check: (value, values) => amountProblem(kind, lang, value, values),
        render: (props, { values }) => <AmountInput kind={kind} lang={lang} balance={values[LEDGER_USER]?.[kind]} {...props} />,
      },
      { name: 'memo', type: 'textarea', rules: ['required'], inputProps: { rows: 3 } },
    ],
    defaults: userId ? { user_id: userId } : {},
    // the loaded member is for the preview only
    toSubmit: (values) => ({ user_id: Number(values.user_id), [kind]: amountToWire(kind, values[kind]), memo: values.memo }),
  });
}

const BUTTONS: HeaderButton[] = ['refresh', 'add', 'export', 'comSearch', 'quickSearch', 'columnDisplay'];

/**
 * A member ledger (reference 10.2, 10.3): the changes, newest first, with no edit or delete;
 * `?user_id=` (the member page's balance buttons) shows that member's changes and opens the add
 * form with them chosen.
 */
export function LedgerPage({ kind, lang }: { kind: LedgerKind; lang: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const described = useMemo(() => ledgerTable(kind), [kind]);
  const { columns } = described;
  const userId = new URLSearchParams(location.search).get('user_id') || undefined;
  const table = useDataTable<LedgerRow>({
    api: crudApi<LedgerRow>(LEDGER_RESOURCE[kind]),
    columns,
    initialSearch: searchValuesFromQuery(columns as TableColumn[], new URLSearchParams(location.search)),
  });
  const [preset, setPreset] = useState(userId);
  const form = useMemo(() => ledgerForm(kind, lang, preset), [kind, lang, preset]);

  // An arrival with a member (also at a kept-alive page) filters by them and opens the form; the
  // query is then dropped so that coming back to the tab does not open the form again.
  const mounted = useRef(false);
  const arriveWith = useEffectEvent((member: string) => {
    // at the first mount the query already is the initial search
    if (mounted.current) table.getState().applySearch({ ...table.getState().searchValues, user_id: member });
    setPreset(member);
    table.getState().openAdd();
    void navigate(location.pathname, { replace: true });
  });
  useEffect(() => {
    if (userId) arriveWith(userId);
    mounted.current = true;
  }, [userId]);

  return <DataTable<LedgerRow> table={table} lang={lang} columns={columns} form={form} buttons={BUTTONS} quickSearchFields={described.quickSearchFields} />;
}
