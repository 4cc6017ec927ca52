-- The distribution setting "promotions earn commission by default" (modules/distribution/settings.ts) on an install seeded before this migration (a fresh one gets it from the seed).
INSERT INTO "config" ("name", "group", "title", "tip", "type", "value", "content", "rule", "weigh")
SELECT 'commission_activity_default', 'distribution', 'Promotions earn commission', 'The default of "earns commission" on new HQ and shop promotions', 'switch', '1', NULL, '', 10
WHERE EXISTS (SELECT 1 FROM "config" WHERE "name" = 'config_group')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- Sold = paid quantity − refunded quantity (modules/commerce/orders.ts refundSold). Refund-only after-sales used to leave their
-- units counted as sold at the shop and at HQ: take them off once (never below zero, as the engine does).
UPDATE "shop_product" sp SET "sales" = greatest(sp."sales" - r.quantity, 0)
FROM (
  SELECT l."shop_product_id", sum(i."quantity") AS quantity
  FROM "after_sale_product" i JOIN "after_sale" a ON a."id" = i."after_sale_id" JOIN "order_product" l ON l."id" = i."order_product_id"
  WHERE a."type" = 'refund_only' AND a."status" = 'refunded' GROUP BY l."shop_product_id"
) r WHERE sp."id" = r."shop_product_id";
--> statement-breakpoint
UPDATE "product" p SET "sales" = greatest(p."sales" - r.quantity, 0)
FROM (
  SELECT l."product_id", sum(i."quantity") AS quantity
  FROM "after_sale_product" i JOIN "after_sale" a ON a."id" = i."after_sale_id" JOIN "order_product" l ON l."id" = i."order_product_id"
  WHERE a."type" = 'refund_only' AND a."status" = 'refunded' GROUP BY l."product_id"
) r WHERE p."id" = r."product_id";
