-- Rows of other tables deleted with a recycled row (ON DELETE CASCADE link rows, such as an
-- admin's admin_group_access rows), restored with it.
ALTER TABLE "security_data_recycle_log" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."links" IS '关联数据';
--> statement-breakpoint
-- The seed no longer writes a placeholder ICP record number; clear it where it is still the seeded one.
UPDATE "config" SET "value" = '' WHERE "name" = 'record_number' AND "value" = '渝ICP备8888888号-1';
