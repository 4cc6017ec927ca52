CREATE TABLE "crud_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_name" varchar(200) DEFAULT '' NOT NULL,
	"table" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'start' NOT NULL,
	"connection" varchar(100) DEFAULT '' NOT NULL,
	"sql" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"admin_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "crud_log_table_name_trgm_idx" ON "crud_log" USING gin ("table_name" gin_trgm_ops);--> statement-breakpoint
COMMENT ON TABLE "crud_log" IS 'CRUD记录';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."table_name" IS '数据表名';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."table" IS '数据表设计';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."fields" IS '字段设计';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."status" IS '状态';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."connection" IS '数据库连接';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."sql" IS '执行的SQL';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."files" IS '生成的文件';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."error" IS '错误信息';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."admin_id" IS '管理员';
--> statement-breakpoint
COMMENT ON COLUMN "crud_log"."create_time" IS '创建时间';
