CREATE TABLE "withdraw" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdraw_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer,
	"channel" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"pay_amount" bigint NOT NULL,
	"account_name" varchar(50) DEFAULT '' NOT NULL,
	"account_no" varchar(64) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_branch" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(255) DEFAULT '' NOT NULL,
	"voucher" varchar(255) DEFAULT '' NOT NULL,
	"admin_remark" varchar(255) DEFAULT '' NOT NULL,
	"payout_no" varchar(64) DEFAULT '' NOT NULL,
	"payout_state" varchar(32) DEFAULT '' NOT NULL,
	"payout_package" varchar(1024) DEFAULT '' NOT NULL,
	"payout_checks" smallint DEFAULT 0 NOT NULL,
	"audit_admin_id" integer,
	"audit_time" timestamp with time zone,
	"paying_time" timestamp with time zone,
	"paid_time" timestamp with time zone,
	"closed_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "withdraw_channel_check" CHECK ("withdraw"."channel" in ('balance','wechat','alipay','bank')),
	CONSTRAINT "withdraw_status_check" CHECK ("withdraw"."status" in ('pending','approved','paying','paid','rejected','cancelled','failed')),
	CONSTRAINT "withdraw_amount_check" CHECK ("withdraw"."amount" > 0 and "withdraw"."fee" >= 0 and "withdraw"."pay_amount" = "withdraw"."amount" - "withdraw"."fee" and "withdraw"."pay_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "commission_log" ADD COLUMN "withdraw_id" integer;--> statement-breakpoint
ALTER TABLE "withdraw" ADD CONSTRAINT "withdraw_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw" ADD CONSTRAINT "withdraw_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw" ADD CONSTRAINT "withdraw_audit_admin_id_admin_id_fk" FOREIGN KEY ("audit_admin_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_no_key" ON "withdraw" USING btree ("withdraw_no");--> statement-breakpoint
CREATE INDEX "withdraw_user_idx" ON "withdraw" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdraw_status_idx" ON "withdraw" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdraw_shop_idx" ON "withdraw" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "withdraw_create_time_idx" ON "withdraw" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "withdraw_paying_idx" ON "withdraw" USING btree ("channel","paying_time") WHERE "withdraw"."status" = 'paying';--> statement-breakpoint
CREATE INDEX "withdraw_account_name_trgm_idx" ON "withdraw" USING gin ("account_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "commission_log" ADD CONSTRAINT "commission_log_withdraw_id_withdraw_id_fk" FOREIGN KEY ("withdraw_id") REFERENCES "public"."withdraw"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_log_withdraw_key" ON "commission_log" USING btree ("withdraw_id","type") WHERE "commission_log"."withdraw_id" is not null;--> statement-breakpoint
COMMENT ON TABLE "withdraw" IS '佣金提现';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."id" IS 'ID';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."withdraw_no" IS '提现单号';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."user_id" IS '代理会员';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."shop_id" IS '门店';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."channel" IS '提现方式:balance=余额,wechat=微信,alipay=支付宝,bank=银行卡';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."amount" IS '提现金额（分）';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."fee" IS '手续费（分）';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."pay_amount" IS '实付金额（分）';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."account_name" IS '收款人姓名';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."account_no" IS '收款账号';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."bank_name" IS '开户银行';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."bank_branch" IS '开户支行';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."status" IS '状态:pending=待审核,approved=已通过,paying=打款中,paid=已打款,rejected=已拒绝,cancelled=已取消,failed=打款失败';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."reason" IS '拒绝或失败原因';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."voucher" IS '转账凭证';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."admin_remark" IS '管理员备注';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."payout_no" IS '渠道转账单号';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."payout_state" IS '渠道状态';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."payout_package" IS '微信确认收款参数';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."payout_checks" IS '对账查询次数';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."audit_admin_id" IS '审核管理员';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."audit_time" IS '审核时间';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."paying_time" IS '发起打款时间';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."paid_time" IS '打款时间';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."closed_time" IS '关闭时间';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."update_time" IS '修改时间';--> statement-breakpoint
COMMENT ON COLUMN "withdraw"."create_time" IS '创建时间';--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."withdraw_id" IS '提现';
