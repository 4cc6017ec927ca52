ALTER TABLE "order_log" ADD COLUMN "memo_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "user_money_log" ADD COLUMN "memo_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "user_score_log" ADD COLUMN "memo_i18n" jsonb;--> statement-breakpoint
COMMENT ON COLUMN "order_log"."memo_i18n" IS '备注消息';--> statement-breakpoint
COMMENT ON COLUMN "user_money_log"."memo_i18n" IS '备注消息';--> statement-breakpoint
COMMENT ON COLUMN "user_score_log"."memo_i18n" IS '备注消息';
