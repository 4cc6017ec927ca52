import { ActivityPage } from '../../shared/ActivityPage';

/** Shop activities (issue 12 item 4): the shops' own, limited to the own shops of a shop admin. */
export default function ShopActivityPage() {
  return <ActivityPage scope="shop" />;
}
