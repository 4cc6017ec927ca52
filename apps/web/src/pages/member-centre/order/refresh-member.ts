import { getIndex } from '../../../api/user';
import { useUserInfo } from '../../../stores/user-info';

/** Reloads the member's info (the balance after a payment or a refund) from the bootstrap. */
export async function refreshMember(): Promise<void> {
  const { data } = await getIndex(false, { showCodeMessage: false, showErrorMessage: false });
  if (!Array.isArray(data.userInfo)) useUserInfo.getState().dataFill(data.userInfo);
}
