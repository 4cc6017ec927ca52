// What other areas may use of this one (lint: an area reaches another only through its index).
export { addPaymentToRollups, paymentRollupsSql, safeTimeZone, siteZoneSql } from './rollups.ts';
