import { useState } from 'react';
import { DataTable } from '../../../../components/data-table';
import { ruleForm, ruleTable, type RuleRow } from '../data-rule-schema';

const LANG = 'security-data-recycle';

/** Recycle rules (reference 9.1): which resources keep their deleted rows in the recycle bin. */
export default function DataRecyclePage() {
  const [table] = useState(() => ruleTable(LANG, false));
  const [form] = useState(() => ruleForm('security.DataRecycle', LANG, false));
  return <DataTable<RuleRow> {...table} lang={LANG} form={form} />;
}
