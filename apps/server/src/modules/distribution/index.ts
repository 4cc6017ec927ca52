// What other areas may use of this one (lint: an area reaches another only through its index).
export { DEFAULT_AGREEMENT } from './agreement.ts';
export { afterMemberRegistered } from './member-api.ts';
export { lockTree, placeNewMembers } from './relations.ts';
export { distributionSetting, distributionSettingIn } from './settings.ts';
export { commissionFactsSql, createCommissions, type CommissionFacts } from './commission/compute.ts';
export { scheduleCommissions, scheduleMovedCommissions, takeBackCommissions } from './commission/lifecycle.ts';
export { orderCommissions } from './commission/order-view.ts';
export { commissionPolicy, type CommissionPolicy } from './commission/settings.ts';
export { changeCommissionWallet, lockCommissionWallet } from './commission/wallet.ts';
