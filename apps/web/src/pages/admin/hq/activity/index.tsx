import { ActivityPage } from '../../shared/ActivityPage';

/** HQ activities (issue 12 item 4): chain-wide discounts, reductions and events. */
export default function HqActivityPage() {
  return <ActivityPage scope="hq" />;
}
