CREATE TABLE "attachment_upload" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(255) NOT NULL,
	"upload_id" varchar(255) DEFAULT '' NOT NULL,
	"storage" varchar(50) NOT NULL,
	"admin_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"topic" varchar(20) DEFAULT 'default' NOT NULL,
	"name" varchar(120) DEFAULT '' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"mimetype" varchar(100) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_upload_key" ON "attachment_upload" USING btree ("key");--> statement-breakpoint
CREATE INDEX "attachment_upload_create_idx" ON "attachment_upload" USING btree ("create_time");--> statement-breakpoint
COMMENT ON TABLE "attachment_upload" IS '直传上传会话';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."id" IS 'ID';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."key" IS '对象键';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."upload_id" IS '分块上传ID';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."storage" IS '存储方式';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."admin_id" IS '上传管理员ID';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."user_id" IS '上传会员ID';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."topic" IS '细目';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."name" IS '原始名称';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."size" IS '大小';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."mimetype" IS 'mime类型';--> statement-breakpoint
COMMENT ON COLUMN "attachment_upload"."create_time" IS '创建时间';--> statement-breakpoint
-- Installs seeded before the cloud drivers offer them in the upload mode select (the seed never overwrites a row).
UPDATE "config" SET "content" = '{"local":"Local","s3":"S3-compatible (AWS S3, MinIO, R2, COS S3 API)","cos":"Tencent Cloud COS"}' WHERE "name" = 'upload_mode' AND "content" = '{"local":"Local"}';
