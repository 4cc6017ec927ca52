ALTER TABLE "user_money_log" DROP CONSTRAINT "user_money_log_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "user_score_log" DROP CONSTRAINT "user_score_log_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "user_money_log" ADD CONSTRAINT "user_money_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_score_log" ADD CONSTRAINT "user_score_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;