CREATE TABLE "module_install" (
	"uid" varchar(60) PRIMARY KEY NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"intro" varchar(255) DEFAULT '' NOT NULL,
	"author" varchar(100) DEFAULT '' NOT NULL,
	"website" varchar(255) DEFAULT '' NOT NULL,
	"version" varchar(30) DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"manifest" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dependencies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"npm_wait_install" boolean DEFAULT false NOT NULL,
	"migrations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "module_install_state_check" CHECK (state between 0 and 6)
);
--> statement-breakpoint
COMMENT ON TABLE "module_install" IS '已安装模块';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."uid" IS '模块标识';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."title" IS '标题';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."intro" IS '简介';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."author" IS '作者';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."website" IS '网站';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."version" IS '版本';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."state" IS '状态:0=未安装,1=已安装,2=等待安装,3=冲突待处理,4=依赖待安装,5=目录已被占用,6=禁用';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."manifest" IS '模块清单';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."files" IS '放置的共享文件';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."dependencies" IS 'npm 依赖';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."npm_wait_install" IS 'npm 依赖待安装';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."migrations" IS '已执行的迁移';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "module_install"."create_time" IS '创建时间';
