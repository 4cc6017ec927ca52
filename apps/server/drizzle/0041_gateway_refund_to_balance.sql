-- A gateway refund that failed (WeChat Pay's ABNORMAL or CLOSED) can be paid to the member's balance
-- instead by an operator (modules/order/gateway-refunds.ts refundToBalance): status to_balance, with
-- its money-log row and who decided when.
ALTER TABLE "gateway_refund" DROP CONSTRAINT "gateway_refund_status_check";--> statement-breakpoint
ALTER TABLE "gateway_refund" ADD COLUMN "money_log_id" integer;--> statement-breakpoint
ALTER TABLE "gateway_refund" ADD COLUMN "settled_admin_id" integer;--> statement-breakpoint
ALTER TABLE "gateway_refund" ADD COLUMN "settled_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_refund" ADD CONSTRAINT "gateway_refund_money_log_id_user_money_log_id_fk" FOREIGN KEY ("money_log_id") REFERENCES "public"."user_money_log"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refund" ADD CONSTRAINT "gateway_refund_settled_admin_id_admin_id_fk" FOREIGN KEY ("settled_admin_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refund" ADD CONSTRAINT "gateway_refund_status_check" CHECK ("gateway_refund"."status" in ('pending','sent','succeeded','failed','to_balance'));--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."status" IS '状态:pending=待发送,sent=已受理,succeeded=已退款,failed=失败,to_balance=已退回余额';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."money_log_id" IS '退回余额的余额变动记录';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."settled_admin_id" IS '退回余额的管理员';
--> statement-breakpoint
COMMENT ON COLUMN "gateway_refund"."settled_time" IS '退回余额时间';
