CREATE TABLE "job_run" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"last_run_time" timestamp with time zone NOT NULL,
	"next_run_time" timestamp with time zone NOT NULL,
	"instance" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
COMMENT ON TABLE "job_run" IS '定时任务运行记录';
--> statement-breakpoint
COMMENT ON COLUMN "job_run"."name" IS '任务名';
--> statement-breakpoint
COMMENT ON COLUMN "job_run"."last_run_time" IS '上次运行时间';
--> statement-breakpoint
COMMENT ON COLUMN "job_run"."next_run_time" IS '下次运行时间';
--> statement-breakpoint
COMMENT ON COLUMN "job_run"."instance" IS '运行实例';
--> statement-breakpoint
COMMENT ON TABLE "rate_limit" IS '请求频率计数';
--> statement-breakpoint
COMMENT ON COLUMN "rate_limit"."key" IS '计数键';
--> statement-breakpoint
COMMENT ON COLUMN "rate_limit"."hits" IS '窗口内请求数';
--> statement-breakpoint
COMMENT ON COLUMN "rate_limit"."reset_time" IS '窗口结束时间';
