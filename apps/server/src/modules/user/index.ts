// What other areas may use of this one (lint: an area reaches another only through its index).
export { changeMoney, ledgerChangeCtes } from './ledger.ts';
export { checkMemberUnique } from './member.ts';
export { memberImport } from './member-import.ts';
