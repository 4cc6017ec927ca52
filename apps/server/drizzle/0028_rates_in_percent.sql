-- The rate settings (basis points) are typed in percent on the config page: the input attribute `percent`
-- (config-fields.ts on the web; the reference client ignores it), and tips that no longer speak of basis points.
-- Only rows as seeded change: an operator's own attributes stay. A fresh install gets the same from the seed.
UPDATE "config" SET "extend" = '{"baInputExtend":{"percent":true}}', "tip" = 'Used when neither the product nor the agent level sets a rate'
WHERE "name" IN ('commission_level1_rate', 'commission_level2_rate') AND COALESCE("extend", '') = '';
--> statement-breakpoint
UPDATE "config" SET "extend" = '{"baInputExtend":{"percent":true}}', "tip" = 'Never charged on withdrawals to balance'
WHERE "name" = 'withdraw_fee_rate' AND COALESCE("extend", '') = '';
