-- Titles of the commission tables and of the commission columns migration 0014 added to the
-- commerce tables (the data-security field pickers show them). The relations and agents tables
-- are titled by their own area's migration.
COMMENT ON TABLE "commission" IS '佣金';--> statement-breakpoint
COMMENT ON COLUMN "commission"."id" IS 'ID';--> statement-breakpoint
COMMENT ON COLUMN "commission"."order_id" IS '订单';--> statement-breakpoint
COMMENT ON COLUMN "commission"."order_product_id" IS '订单商品';--> statement-breakpoint
COMMENT ON COLUMN "commission"."user_id" IS '代理会员';--> statement-breakpoint
COMMENT ON COLUMN "commission"."buyer_id" IS '买家';--> statement-breakpoint
COMMENT ON COLUMN "commission"."shop_id" IS '门店';--> statement-breakpoint
COMMENT ON COLUMN "commission"."level" IS '层级';--> statement-breakpoint
COMMENT ON COLUMN "commission"."rate_source" IS '比例来源';--> statement-breakpoint
COMMENT ON COLUMN "commission"."rate" IS '比例（万分比）';--> statement-breakpoint
COMMENT ON COLUMN "commission"."unit_amount" IS '每件佣金（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission"."quantity" IS '数量';--> statement-breakpoint
COMMENT ON COLUMN "commission"."base_amount" IS '计佣基数（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission"."amount" IS '佣金（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission"."cancelled_amount" IS '已取消（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission"."reversed_amount" IS '已冲回（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission"."status" IS '状态';--> statement-breakpoint
COMMENT ON COLUMN "commission"."settle_after" IS '可结算时间';--> statement-breakpoint
COMMENT ON COLUMN "commission"."settled_time" IS '结算时间';--> statement-breakpoint
COMMENT ON COLUMN "commission"."remark" IS '备注';--> statement-breakpoint
COMMENT ON COLUMN "commission"."update_time" IS '修改时间';--> statement-breakpoint
COMMENT ON COLUMN "commission"."create_time" IS '创建时间';--> statement-breakpoint
COMMENT ON TABLE "commission_log" IS '佣金钱包变动';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."id" IS 'ID';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."user_id" IS '代理会员';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."type" IS '类型';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."commission_id" IS '佣金';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."amount" IS '变动金额（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."before" IS '变动前（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."after" IS '变动后（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."debt_before" IS '变动前欠款（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."debt_after" IS '变动后欠款（分）';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."memo" IS '备注';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."create_time" IS '创建时间';--> statement-breakpoint
COMMENT ON COLUMN "product"."level1_amount" IS '一级固定佣金（分/件）';--> statement-breakpoint
COMMENT ON COLUMN "product"."level2_amount" IS '二级固定佣金（分/件）';--> statement-breakpoint
COMMENT ON COLUMN "activity"."allow_commission" IS '允许分佣';--> statement-breakpoint
COMMENT ON COLUMN "order_product"."cost_price" IS '成本价（分）';
