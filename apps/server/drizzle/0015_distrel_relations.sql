CREATE INDEX "agent_level_name_trgm_idx" ON "agent_level" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Distribution settings (modules/distribution/settings.ts) on an install seeded before this migration (a fresh one gets them from the seed).
INSERT INTO "config" ("name", "group", "title", "tip", "type", "value", "content", "rule", "weigh")
SELECT v.* FROM (VALUES
  ('distribution_bind_scope', 'distribution', 'Who may bind an inviter', '', 'select', 'any', '{"new":"New members only (no paid order yet)","any":"Anyone without an upline"}', 'required', 20),
  ('distribution_bind_mode', 'distribution', 'Binding duration', '', 'select', 'permanent', '{"permanent":"Permanent","days":"N days","latest":"Until a newer invitation (latest click)"}', 'required', 19),
  ('distribution_bind_days', 'distribution', 'Binding days', 'Days a binding lasts when the duration is N days', 'string', '30', NULL, 'required,integer', 18),
  ('distribution_earn_mode', 'distribution', 'Who may earn commission', '', 'select', 'apply', '{"everyone":"Everyone","apply":"Apply and be reviewed","admin":"Designated by an administrator","spend":"After spending a threshold"}', 'required', 17),
  ('distribution_spend_threshold', 'distribution', 'Spend threshold', 'Yuan of completed orders that make a member an agent (spend mode)', 'string', '0.00', NULL, 'required', 16),
  ('distribution_agreement', 'distribution', 'Agent agreement', 'Shown to members applying to become agents', 'textarea', '', NULL, '', 15),
  ('commission_level1_rate', 'distribution', 'Global level 1 rate', 'Basis points (100 = 1%), used when neither the product nor the agent level sets a rate', 'string', '0', NULL, 'required,integer', 14),
  ('commission_level2_rate', 'distribution', 'Global level 2 rate', 'Basis points (100 = 1%), used when neither the product nor the agent level sets a rate', 'string', '0', NULL, 'required,integer', 13),
  ('commission_base', 'distribution', 'Commission base', '', 'select', 'paid', '{"paid":"Amount paid","profit":"Profit (paid minus cost price)"}', 'required', 12),
  ('commission_self_purchase', 'distribution', 'Self-purchase commission', 'An agent earns level 1 commission on their own purchases', 'switch', '0', NULL, '', 11)
) AS v WHERE EXISTS (SELECT 1 FROM "config" WHERE "name" = 'config_group')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "config" SET "value" = (("value")::jsonb || '[{"key":"distribution","value":"Distribution"}]'::jsonb)::text
WHERE "name" = 'config_group' AND "value" <> '' AND NOT (("value")::jsonb @> '[{"key":"distribution"}]'::jsonb);
--> statement-breakpoint
-- The entry level new agents get (grade 1), once: an install that already has levels keeps them.
INSERT INTO "agent_level" ("name", "grade", "level1_rate", "level2_rate")
SELECT '普通代理', 1, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM "agent_level");
