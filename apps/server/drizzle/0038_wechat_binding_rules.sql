-- The back office's view of members' WeChat bindings (modules/wechat/admin-routes.ts): two buttons under the members page, on an
-- install seeded before this migration (a fresh one gets them from the seed, which skips rules that exist). Groups that may edit
-- members (they hold user/user/edit) get both, as the seed gives them to the seeded groups holding the members area.
INSERT INTO "admin_rule" ("pid", "type", "title", "name", "weigh")
SELECT p."id", 'button', v."title", v."name", 0
FROM (VALUES ('查看微信绑定', 'user/wechat/index', 1), ('解除微信绑定', 'user/wechat/del', 2)) AS v("title", "name", "n")
JOIN "admin_rule" p ON p."name" = 'user/user'
WHERE NOT EXISTS (SELECT 1 FROM "admin_rule" r WHERE r."name" = v."name")
ORDER BY v."n";
--> statement-breakpoint
UPDATE "admin_group" g SET "rules" = g."rules" || ',' || (SELECT string_agg(r."id"::text, ',' ORDER BY r."id") FROM "admin_rule" r WHERE r."name" IN ('user/wechat/index', 'user/wechat/del')),
  "update_time" = now()
WHERE g."rules" <> '*' AND g."rules" <> ''
  AND EXISTS (SELECT 1 FROM "admin_rule" e WHERE e."name" = 'user/user/edit' AND (',' || g."rules" || ',') LIKE '%,' || e."id" || ',%')
  AND EXISTS (SELECT 1 FROM "admin_rule" w WHERE w."name" = 'user/wechat/index' AND (',' || g."rules" || ',') NOT LIKE '%,' || w."id" || ',%');
