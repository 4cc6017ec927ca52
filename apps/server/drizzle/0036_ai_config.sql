-- The CRUD designer's chat endpoint (issue #35 item 5, modules/crud/describe.ts) on an install seeded before this migration (a fresh one gets them from the seed).
INSERT INTO "config" ("name", "group", "title", "tip", "type", "value", "content", "rule", "extend", "weigh")
SELECT v.* FROM (VALUES
  ('ai_base_url', 'ai', 'Chat API base URL', 'OpenAI-compatible, e.g. https://api.deepseek.com/v1 (POST {base}/chat/completions); empty: off', 'string', '', NULL, '', '', 4),
  ('ai_model', 'ai', 'Chat model', 'The provider''s model name, e.g. deepseek-chat or qwen-plus', 'string', '', NULL, '', '', 3),
  ('ai_secret_key', 'ai', 'Chat API key', 'Never shown again once saved; leave empty to keep the saved key', 'string', '', NULL, '', '{"baInputExtend":{"type":"password","autoComplete":"new-password"}}', 2),
  ('ai_timeout', 'ai', 'Chat time limit', 'Seconds the server waits for an answer (1 to 300)', 'number', '30', NULL, 'required,integer', '', 1)
) AS v WHERE EXISTS (SELECT 1 FROM "config" WHERE "name" = 'config_group')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "config" SET "value" = (("value")::jsonb || '[{"key":"ai","value":"AI"}]'::jsonb)::text
WHERE "name" = 'config_group' AND "value" <> '' AND NOT (("value")::jsonb @> '[{"key":"ai"}]'::jsonb);
