import { LedgerPage } from '../ledger/LedgerLogPage';

/** Member score changes (reference 10.3). */
export default function ScoreLogPage() {
  return <LedgerPage kind="score" lang="user-score-log" />;
}
