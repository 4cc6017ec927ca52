CREATE TABLE "product_sales_daily" (
	"day" date NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_daily_pkey" PRIMARY KEY("day","shop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"shop_id" integer NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_pkey" PRIMARY KEY("day","shop_id"),
	CONSTRAINT "sales_daily_amounts_check" CHECK ("sales_daily"."paid_orders" >= 0 and "sales_daily"."paid_amount" >= 0 and "sales_daily"."refund_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sales_daily_shop_idx" ON "product_sales_daily" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "sales_daily_shop_idx" ON "sales_daily" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "after_sale_open_idx" ON "after_sale" USING btree ("shop_id","status") WHERE "after_sale"."status" in ('pending','approved');--> statement-breakpoint
CREATE INDEX "order_to_fulfil_idx" ON "order" USING btree ("shop_id") WHERE "order"."status" = 'paid' and "order"."fulfilled_time" is null;--> statement-breakpoint
CREATE INDEX "order_shop_paid_time_idx" ON "order" USING btree ("shop_id","paid_time","user_id") WHERE "order"."paid_time" is not null;--> statement-breakpoint
CREATE INDEX "shop_product_low_stock_idx" ON "shop_product" USING btree ("stock","shop_id") WHERE "shop_product"."status" = 'on';--> statement-breakpoint
CREATE INDEX "agent_audit_time_idx" ON "agent" USING btree ("audit_time","shop_id") WHERE "agent"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "agent_debt_idx" ON "agent" USING btree ("shop_id","commission_debt") WHERE "agent"."commission_debt" > 0;--> statement-breakpoint
CREATE INDEX "commission_pending_idx" ON "commission" USING btree ("create_time","shop_id","amount","cancelled_amount") WHERE "commission"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "commission_settled_time_idx" ON "commission" USING btree ("settled_time","shop_id","amount","cancelled_amount") WHERE "commission"."settled_time" is not null;--> statement-breakpoint
-- The rollups of an install that already has orders, by the definitions of modules/dashboard/rollups.ts (the site's time zone).
INSERT INTO "sales_daily" ("day", "shop_id", "paid_orders", "paid_amount", "refund_amount")
SELECT (p.create_time AT TIME ZONE z.zone)::date, o.shop_id,
  count(*) FILTER (WHERE p.kind = 'pay' AND o.paid_time IS NOT NULL),
  coalesce(sum(p.amount) FILTER (WHERE p.kind = 'pay'), 0),
  coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund'), 0)
FROM "order_payment" p JOIN "order" o ON o.id = p.order_id
CROSS JOIN (SELECT coalesce((SELECT "value" FROM "config" WHERE "name" = 'time_zone'), 'Asia/Shanghai') AS zone) z
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "product_sales_daily" ("day", "shop_id", "product_id", "quantity", "amount")
SELECT (p.create_time AT TIME ZONE z.zone)::date, x.shop_id, x.product_id, sum(x.quantity), sum(x.amount)
FROM (
  SELECT p.id AS payment_id, o.shop_id, l.product_id, l.quantity AS quantity, l.commission_base AS amount
  FROM "order_payment" p JOIN "order" o ON o.id = p.order_id JOIN "order_product" l ON l.order_id = p.order_id
  WHERE p.kind = 'pay'
  UNION ALL
  SELECT p.id, o.shop_id, l.product_id, -i.quantity, -i.amount
  FROM "order_payment" p JOIN "order" o ON o.id = p.order_id
    JOIN "after_sale_product" i ON i.after_sale_id = p.after_sale_id JOIN "order_product" l ON l.id = i.order_product_id
  WHERE p.kind = 'refund' AND p.after_sale_id IS NOT NULL
  UNION ALL
  SELECT p.id, o.shop_id, l.product_id, -(l.quantity - coalesce(r.quantity, 0)), -(l.commission_base - coalesce(r.amount, 0))
  FROM "order_payment" p JOIN "order" o ON o.id = p.order_id JOIN "order_product" l ON l.order_id = p.order_id
    LEFT JOIN (
      SELECT i.order_product_id, sum(i.quantity) AS quantity, sum(i.amount) AS amount
      FROM "after_sale_product" i JOIN "after_sale" s ON s.id = i.after_sale_id
      WHERE s.status = 'refunded' GROUP BY i.order_product_id
    ) r ON r.order_product_id = l.id
  WHERE p.kind = 'refund' AND p.after_sale_id IS NULL
) x JOIN "order_payment" p ON p.id = x.payment_id
CROSS JOIN (SELECT coalesce((SELECT "value" FROM "config" WHERE "name" = 'time_zone'), 'Asia/Shanghai') AS zone) z
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The dashboard's low-stock threshold on an install seeded before this migration (a fresh one gets it from the seed).
INSERT INTO "config" ("name", "group", "title", "tip", "type", "value", "rule")
SELECT 'low_stock_threshold', 'order', 'Low stock threshold', 'A shop product on sale with this stock or less is listed on the dashboard''s to-dos', 'string', '10', 'required,integer'
WHERE EXISTS (SELECT 1 FROM "config" WHERE "name" = 'config_group')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
COMMENT ON TABLE "sales_daily" IS '每日销售汇总';
--> statement-breakpoint
COMMENT ON COLUMN "sales_daily"."day" IS '日期';
--> statement-breakpoint
COMMENT ON COLUMN "sales_daily"."shop_id" IS '门店';
--> statement-breakpoint
COMMENT ON COLUMN "sales_daily"."paid_orders" IS '支付订单数';
--> statement-breakpoint
COMMENT ON COLUMN "sales_daily"."paid_amount" IS '收款金额';
--> statement-breakpoint
COMMENT ON COLUMN "sales_daily"."refund_amount" IS '退款金额';
--> statement-breakpoint
COMMENT ON TABLE "product_sales_daily" IS '每日商品销售汇总';
--> statement-breakpoint
COMMENT ON COLUMN "product_sales_daily"."day" IS '日期';
--> statement-breakpoint
COMMENT ON COLUMN "product_sales_daily"."shop_id" IS '门店';
--> statement-breakpoint
COMMENT ON COLUMN "product_sales_daily"."product_id" IS '商品';
--> statement-breakpoint
COMMENT ON COLUMN "product_sales_daily"."quantity" IS '净销量';
--> statement-breakpoint
COMMENT ON COLUMN "product_sales_daily"."amount" IS '净销售额';
