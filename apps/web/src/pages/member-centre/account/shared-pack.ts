/** The language pack of the account pages' shared parts (gender icon, form page, ledger table); registry.ts loads it with every account page. */
export const ACCOUNT_SHARED = 'member-account-shared';
