ALTER TABLE "admin_group" ADD COLUMN "data_scope" varchar(20) DEFAULT 'all' NOT NULL;
--> statement-breakpoint
ALTER TABLE "admin_group" ADD CONSTRAINT "admin_group_data_scope_check" CHECK ("admin_group"."data_scope" in ('all','own_shops'));--> statement-breakpoint
COMMENT ON COLUMN "admin_group"."data_scope" IS '数据范围:all=全部,own_shops=所属门店';
--> statement-breakpoint
-- The category list's quick search (hq.Category) reads the name through a trigram index.
CREATE INDEX "product_category_name_trgm_idx" ON "product_category" USING gin ("name" gin_trgm_ops);
