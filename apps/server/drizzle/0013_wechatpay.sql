CREATE TABLE "gateway_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_payment_id" integer NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"trade_no" varchar(64) NOT NULL,
	"out_refund_no" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"reason" varchar(80) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" varchar(255) DEFAULT '' NOT NULL,
	"refund_id" varchar(64) DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "gateway_refund_status_check" CHECK ("gateway_refund"."status" in ('pending','sent','succeeded','failed'))
);
--> statement-breakpoint
ALTER TABLE "order_payment" ADD COLUMN "gateway" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payment" ADD COLUMN "trade_no" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_refund" ADD CONSTRAINT "gateway_refund_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refund" ADD CONSTRAINT "gateway_refund_order_payment_id_order_payment_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_refund_payment_key" ON "gateway_refund" USING btree ("order_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_refund_out_refund_no_key" ON "gateway_refund" USING btree ("out_refund_no");--> statement-breakpoint
CREATE INDEX "gateway_refund_due_idx" ON "gateway_refund" USING btree ("next_try_time") WHERE "gateway_refund"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_trade_no_key" ON "order_payment" USING btree ("gateway","trade_no","kind") WHERE "order_payment"."trade_no" <> '';--> statement-breakpoint
COMMENT ON TABLE "gateway_refund" IS '支付网关退款';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."order_id" IS '订单';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."order_payment_id" IS '退款记录';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."gateway" IS '支付网关';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."trade_no" IS '网关支付单号';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."out_refund_no" IS '商户退款单号';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."amount" IS '退款金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."total" IS '原支付金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."reason" IS '退款原因';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."status" IS '状态:pending=待发送,sent=已受理,succeeded=已退款,failed=失败';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."attempts" IS '发送次数';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."next_try_time" IS '下次发送时间';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."last_error" IS '最近错误';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."refund_id" IS '网关退款单号';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."gateway" IS '支付网关';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."trade_no" IS '网关交易号';
--> statement-breakpoint
-- The payment settings on an install seeded before this migration (a fresh one gets them from the seed).
INSERT INTO "config" ("name", "group", "title", "tip", "type", "value", "rule", "extend")
SELECT v.* FROM (VALUES
  ('wechatpay_appid', 'pay', 'WeChat Pay AppID', 'The mini-program or official account AppID bound to the merchant', 'string', '', '', ''),
  ('wechatpay_mchid', 'pay', 'WeChat Pay merchant id', '', 'string', '', '', ''),
  ('wechatpay_serial_no', 'pay', 'Merchant certificate serial number', '', 'string', '', '', ''),
  ('wechatpay_key_secret', 'pay', 'Merchant API private key', 'apiclient_key.pem (PEM, line breaks optional)', 'string', '', '', '{"baInputExtend":{"type":"password","autoComplete":"new-password"}}'),
  ('wechatpay_apiv3_secret', 'pay', 'APIv3 key', '32 characters', 'string', '', '', '{"baInputExtend":{"type":"password","autoComplete":"new-password"}}'),
  ('wechatpay_platform_serial', 'pay', 'WeChat Pay public key ID / certificate serial', '', 'string', '', '', ''),
  ('wechatpay_platform_public_key', 'pay', 'WeChat Pay public key / platform certificate', 'PEM public key or certificate', 'textarea', '', '', ''),
  ('wechatpay_notify_url', 'pay', 'WeChat Pay notify URL', 'https://<your domain>/api/pay/wechat/notify', 'string', '', '', ''),
  ('wechatpay_endpoint', 'pay', 'WeChat Pay API endpoint', 'Empty: https://api.mch.weixin.qq.com', 'string', '', '', '')
) AS v WHERE EXISTS (SELECT 1 FROM "config" WHERE "name" = 'config_group')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "config" SET "value" = (("value")::jsonb || '[{"key":"pay","value":"Payment"}]'::jsonb)::text
WHERE "name" = 'config_group' AND "value" <> '' AND NOT (("value")::jsonb @> '[{"key":"pay"}]'::jsonb);
