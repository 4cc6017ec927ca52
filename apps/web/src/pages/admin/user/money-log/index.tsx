import { LedgerPage } from '../ledger/LedgerLogPage';

/** Member balance changes (reference 10.2). */
export default function MoneyLogPage() {
  return <LedgerPage kind="money" lang="user-money-log" />;
}
