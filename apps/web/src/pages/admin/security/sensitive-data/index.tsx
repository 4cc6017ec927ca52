import { useState } from 'react';
import { DataTable } from '../../../../components/data-table';
import { ruleForm, ruleTable, type RuleRow } from '../data-rule-schema';

const LANG = 'security-sensitive-data';

/** Sensitive-field rules (reference 9.3): which columns' changes are logged, picked from the table's fields. */
export default function SensitiveDataPage() {
  const [table] = useState(() => ruleTable(LANG, true));
  const [form] = useState(() => ruleForm('security.SensitiveData', LANG, true));
  return <DataTable<RuleRow> {...table} lang={LANG} form={form} />;
}
