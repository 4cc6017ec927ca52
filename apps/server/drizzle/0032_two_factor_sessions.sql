CREATE TABLE "admin_two_factor" (
	"admin_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled_time" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"recovery_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "login_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"user_id" integer NOT NULL,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"ip" varchar(50) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	"last_seen_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_session_type_check" CHECK ("login_session"."type" in ('admin','user'))
);
--> statement-breakpoint
ALTER TABLE "token" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "admin_two_factor" ADD CONSTRAINT "admin_two_factor_admin_id_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_session_user_idx" ON "login_session" USING btree ("type","user_id");--> statement-breakpoint
CREATE INDEX "token_session_idx" ON "token" USING btree ("session_id");--> statement-breakpoint
COMMENT ON TABLE "login_session" IS '登录会话';--> statement-breakpoint
COMMENT ON COLUMN "login_session"."id" IS 'ID';--> statement-breakpoint
COMMENT ON COLUMN "login_session"."type" IS '类型:admin=管理员,user=会员';--> statement-breakpoint
COMMENT ON COLUMN "login_session"."user_id" IS '用户ID';--> statement-breakpoint
COMMENT ON COLUMN "login_session"."user_agent" IS 'User-Agent';--> statement-breakpoint
COMMENT ON COLUMN "login_session"."ip" IS 'IP';--> statement-breakpoint
COMMENT ON COLUMN "login_session"."create_time" IS '登录时间';--> statement-breakpoint
COMMENT ON COLUMN "login_session"."last_seen_time" IS '最近活动时间';--> statement-breakpoint
COMMENT ON TABLE "admin_two_factor" IS '管理员两步验证';--> statement-breakpoint
COMMENT ON COLUMN "admin_two_factor"."admin_id" IS '管理员ID';--> statement-breakpoint
COMMENT ON COLUMN "admin_two_factor"."secret" IS '密钥(加密)';--> statement-breakpoint
COMMENT ON COLUMN "admin_two_factor"."enabled_time" IS '启用时间';--> statement-breakpoint
COMMENT ON COLUMN "admin_two_factor"."last_step" IS '最近使用的时间步';--> statement-breakpoint
COMMENT ON COLUMN "admin_two_factor"."recovery_codes" IS '恢复码(摘要)';--> statement-breakpoint
COMMENT ON COLUMN "admin_two_factor"."update_time" IS '修改时间';--> statement-breakpoint
COMMENT ON COLUMN "admin_two_factor"."create_time" IS '创建时间';--> statement-breakpoint
COMMENT ON COLUMN "token"."session_id" IS '登录会话ID';
