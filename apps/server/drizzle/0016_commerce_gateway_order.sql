CREATE TABLE "gateway_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"last_query_time" timestamp with time zone,
	"closed_time" timestamp with time zone,
	"last_error" varchar(255) DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "gateway_order_status_check" CHECK ("gateway_order"."status" in ('open','closed','paid'))
);
--> statement-breakpoint
ALTER TABLE "gateway_order" ADD CONSTRAINT "gateway_order_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_order_order_gateway_key" ON "gateway_order" USING btree ("order_id","gateway");--> statement-breakpoint
CREATE INDEX "gateway_order_open_idx" ON "gateway_order" USING btree ("create_time") WHERE "gateway_order"."status" = 'open';--> statement-breakpoint
COMMENT ON TABLE "gateway_order" IS '支付网关订单';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."order_id" IS '订单';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."gateway" IS '支付网关';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."out_trade_no" IS '商户订单号';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."amount" IS '金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."status" IS '状态';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."last_query_time" IS '最后查询时间';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."closed_time" IS '关闭时间';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."last_error" IS '最后错误';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_order"."create_time" IS '创建时间';
