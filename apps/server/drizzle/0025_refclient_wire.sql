-- BuildAdmin's own admin client (the reference client) on an install seeded before this migration
-- (a fresh one gets the same from the seed):
-- the CRUD generator's menu names the reference's page, which the client opens (any other path sends it to the dashboard);
UPDATE "admin_rule" SET "component" = '/src/views/backend/crud/index.vue'
WHERE "name" = 'crud/crud' AND "component" = '/src/views/backend/crud/crud/index.vue';
--> statement-breakpoint
-- whole-number settings are number inputs with a number value: the client's `integer` check refuses a string.
UPDATE "config" SET "type" = 'number'
WHERE "type" = 'string' AND "name" IN (
  'upload_abandoned_hours', 'order_unpaid_timeout', 'order_auto_complete_days', 'low_stock_threshold', 'order_after_sale_days',
  'distribution_bind_days', 'commission_level1_rate', 'commission_level2_rate', 'withdraw_fee_rate', 'withdraw_daily_count'
);
