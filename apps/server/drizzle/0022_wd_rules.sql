CREATE SEQUENCE "public"."withdraw_no_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 999999 START WITH 0 CACHE 1 CYCLE;--> statement-breakpoint
CREATE INDEX "withdraw_no_trgm_idx" ON "withdraw" USING gin ("withdraw_no" gin_trgm_ops);--> statement-breakpoint
-- Withdrawal rules (modules/withdraw/settings.ts) on an install seeded before this migration (a fresh one gets them from the seed).
INSERT INTO "config" ("name", "group", "title", "tip", "type", "value", "content", "rule", "weigh")
SELECT v.* FROM (VALUES
  ('withdraw_channels', 'withdraw', 'Withdrawal channels', 'The channels agents may withdraw their commission to', 'checkbox', '["balance","bank"]', '{"balance":"To balance","wechat":"WeChat","alipay":"Alipay","bank":"Bank card"}', '', 20),
  ('withdraw_min', 'withdraw', 'Minimum withdrawal', 'Yuan; 0: no minimum', 'string', '1.00', NULL, 'required', 19),
  ('withdraw_max', 'withdraw', 'Maximum withdrawal', 'Yuan per withdrawal; 0: no maximum', 'string', '0.00', NULL, 'required', 18),
  ('withdraw_fee_rate', 'withdraw', 'Withdrawal fee rate', 'Basis points (100 = 1%); never charged on withdrawals to balance', 'string', '0', NULL, 'required,integer', 17),
  ('withdraw_daily_count', 'withdraw', 'Withdrawals per day', 'Per agent; 0: no limit', 'string', '0', NULL, 'required,integer', 16),
  ('withdraw_daily_amount', 'withdraw', 'Withdrawal amount per day', 'Yuan per agent; 0: no limit', 'string', '0.00', NULL, 'required', 15)
) AS v WHERE EXISTS (SELECT 1 FROM "config" WHERE "name" = 'config_group')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "config" SET "value" = (("value")::jsonb || '[{"key":"withdraw","value":"Withdrawal"}]'::jsonb)::text
WHERE "name" = 'config_group' AND "value" <> '' AND NOT (("value")::jsonb @> '[{"key":"withdraw"}]'::jsonb);
