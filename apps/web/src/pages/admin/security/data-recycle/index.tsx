import { useState } from 'react';
import { DataTable } from '../../../../components/data-table';
import { ruleColumns, ruleForm, type RuleRow } from '../data-rule-schema';

const LANG = 'security-data-recycle';

/** Recycle rules (reference 9.1): which resources keep their deleted rows in the recycle bin. */
export default function DataRecyclePage() {
  const [columns] = useState(() => ruleColumns(LANG, false));
  const [form] = useState(() => ruleForm('security.DataRecycle', LANG, false));
  return <DataTable<RuleRow> resource="security.DataRecycle" lang={LANG} columns={columns} form={form} quickSearchFields={['name']} />;
}
