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
CREATE INDEX "attachment_upload_create_idx" ON "attachment_upload" USING btree ("create_time");