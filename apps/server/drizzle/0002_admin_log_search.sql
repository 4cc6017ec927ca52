CREATE INDEX "admin_log_username_idx" ON "admin_log" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "admin_log_title_trgm_idx" ON "admin_log" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_log_username_trgm_idx" ON "admin_log" USING gin ("username" gin_trgm_ops);