-- Indexes declared by the resources' fields (`index` in core/crud/types.ts FieldSpec):
-- a pg_trgm GIN index on every column a list searches with LIKE or quick search, so that
-- `column ILIKE '%term%'` is an index search instead of a scan, and btree indexes led by the
-- columns that large lists sort and filter by ranges, ending with the primary key so that a
-- deep page of a sort reads its ids from the index alone. test/list-indexes.test.ts checks
-- that every declaration has an index PostgreSQL uses. (admin_log's username and title got
-- theirs in 0002.)
CREATE INDEX "admin_username_trgm_idx" ON "admin" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_nickname_trgm_idx" ON "admin" USING gin ("nickname" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_email_trgm_idx" ON "admin" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_mobile_trgm_idx" ON "admin" USING gin ("mobile" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_motto_trgm_idx" ON "admin" USING gin ("motto" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_last_login_ip_trgm_idx" ON "admin" USING gin ("last_login_ip" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_group_name_trgm_idx" ON "admin_group" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_rule_type_trgm_idx" ON "admin_rule" USING gin ("type" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_rule_title_trgm_idx" ON "admin_rule" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_rule_name_trgm_idx" ON "admin_rule" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_rule_path_trgm_idx" ON "admin_rule" USING gin ("path" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_rule_icon_trgm_idx" ON "admin_rule" USING gin ("icon" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_rule_menu_type_trgm_idx" ON "admin_rule" USING gin ("menu_type" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_rule_url_trgm_idx" ON "admin_rule" USING gin ("url" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_rule_component_trgm_idx" ON "admin_rule" USING gin ("component" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_rule_extend_trgm_idx" ON "admin_rule" USING gin ("extend" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_log_url_trgm_idx" ON "admin_log" USING gin ("url" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_log_ip_trgm_idx" ON "admin_log" USING gin ("ip" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "admin_log_useragent_trgm_idx" ON "admin_log" USING gin ("useragent" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "attachment_topic_trgm_idx" ON "attachment" USING gin ("topic" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "attachment_url_trgm_idx" ON "attachment" USING gin ("url" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "attachment_name_trgm_idx" ON "attachment" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "attachment_mimetype_trgm_idx" ON "attachment" USING gin ("mimetype" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "attachment_storage_trgm_idx" ON "attachment" USING gin ("storage" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_username_trgm_idx" ON "user" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_nickname_trgm_idx" ON "user" USING gin ("nickname" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_mobile_trgm_idx" ON "user" USING gin ("mobile" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_last_login_ip_trgm_idx" ON "user" USING gin ("last_login_ip" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_join_ip_trgm_idx" ON "user" USING gin ("join_ip" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_motto_trgm_idx" ON "user" USING gin ("motto" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_group_name_trgm_idx" ON "user_group" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_rule_type_trgm_idx" ON "user_rule" USING gin ("type" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_rule_title_trgm_idx" ON "user_rule" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_rule_name_trgm_idx" ON "user_rule" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_rule_path_trgm_idx" ON "user_rule" USING gin ("path" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_rule_icon_trgm_idx" ON "user_rule" USING gin ("icon" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_rule_menu_type_trgm_idx" ON "user_rule" USING gin ("menu_type" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_rule_url_trgm_idx" ON "user_rule" USING gin ("url" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_rule_component_trgm_idx" ON "user_rule" USING gin ("component" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_rule_extend_trgm_idx" ON "user_rule" USING gin ("extend" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_money_log_memo_trgm_idx" ON "user_money_log" USING gin ("memo" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_score_log_memo_trgm_idx" ON "user_score_log" USING gin ("memo" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_data_recycle_name_trgm_idx" ON "security_data_recycle" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_data_recycle_controller_trgm_idx" ON "security_data_recycle" USING gin ("controller" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_data_recycle_data_table_trgm_idx" ON "security_data_recycle" USING gin ("data_table" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_data_recycle_primary_key_trgm_idx" ON "security_data_recycle" USING gin ("primary_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_sensitive_data_name_trgm_idx" ON "security_sensitive_data" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_sensitive_data_controller_trgm_idx" ON "security_sensitive_data" USING gin ("controller" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_sensitive_data_data_table_trgm_idx" ON "security_sensitive_data" USING gin ("data_table" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_sensitive_data_primary_key_trgm_idx" ON "security_sensitive_data" USING gin ("primary_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_data_recycle_log_data_table_trgm_idx" ON "security_data_recycle_log" USING gin ("data_table" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_data_recycle_log_ip_trgm_idx" ON "security_data_recycle_log" USING gin ("ip" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_data_table_trgm_idx" ON "security_sensitive_data_log" USING gin ("data_table" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_data_field_trgm_idx" ON "security_sensitive_data_log" USING gin ("data_field" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_data_comment_trgm_idx" ON "security_sensitive_data_log" USING gin ("data_comment" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_id_value_trgm_idx" ON "security_sensitive_data_log" USING gin ("id_value" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_ip_trgm_idx" ON "security_sensitive_data_log" USING gin ("ip" gin_trgm_ops);
--> statement-breakpoint
-- The member quick search matches the id as text, as the original does (`id LIKE '%777%'`).
CREATE INDEX "user_id_trgm_idx" ON "user" USING gin ((("id")::text) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_group_id_idx" ON "user" USING btree ("group_id","id");
--> statement-breakpoint
CREATE INDEX "user_money_idx" ON "user" USING btree ("money","id");
--> statement-breakpoint
CREATE INDEX "user_score_idx" ON "user" USING btree ("score","id");
--> statement-breakpoint
CREATE INDEX "user_last_login_time_idx" ON "user" USING btree ("last_login_time","id");
--> statement-breakpoint
CREATE INDEX "user_create_time_idx" ON "user" USING btree ("create_time","id");
--> statement-breakpoint
CREATE INDEX "user_money_log_create_time_idx" ON "user_money_log" USING btree ("create_time","id");
--> statement-breakpoint
CREATE INDEX "user_score_log_create_time_idx" ON "user_score_log" USING btree ("create_time","id");