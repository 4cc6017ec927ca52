ALTER TABLE "order_log" ADD COLUMN "memo_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "user_money_log" ADD COLUMN "memo_i18n" jsonb;--> statement-breakpoint
ALTER TABLE "user_score_log" ADD COLUMN "memo_i18n" jsonb;