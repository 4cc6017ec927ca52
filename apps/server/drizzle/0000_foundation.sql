CREATE TABLE "admin" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(20) NOT NULL,
	"nickname" varchar(50) DEFAULT '' NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"email" varchar(50) DEFAULT '' NOT NULL,
	"mobile" varchar(11) DEFAULT '' NOT NULL,
	"login_failure" smallint DEFAULT 0 NOT NULL,
	"last_failure_time" timestamp with time zone,
	"last_login_time" timestamp with time zone,
	"last_login_ip" varchar(50) DEFAULT '' NOT NULL,
	"password" varchar(255) NOT NULL,
	"salt" varchar(30) DEFAULT '' NOT NULL,
	"motto" varchar(255) DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "admin_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(100) NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "admin_group_access" (
	"uid" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "admin_group_access_uid_group_id_pk" PRIMARY KEY("uid","group_id")
);
--> statement-breakpoint
CREATE TABLE "admin_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer DEFAULT 0 NOT NULL,
	"username" varchar(20) DEFAULT '' NOT NULL,
	"url" varchar(1500) DEFAULT '' NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"data" text,
	"ip" varchar(50) DEFAULT '' NOT NULL,
	"useragent" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "admin_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"type" varchar(10) DEFAULT 'menu' NOT NULL,
	"title" varchar(50) DEFAULT '' NOT NULL,
	"name" varchar(50) DEFAULT '' NOT NULL,
	"path" varchar(100) DEFAULT '' NOT NULL,
	"icon" varchar(50) DEFAULT '' NOT NULL,
	"menu_type" varchar(10),
	"url" varchar(255) DEFAULT '' NOT NULL,
	"component" varchar(100) DEFAULT '' NOT NULL,
	"keepalive" boolean DEFAULT false NOT NULL,
	"extend" varchar(20) DEFAULT 'none' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "admin_rule_type_check" CHECK ("admin_rule"."type" in ('menu_dir','menu','button')),
	CONSTRAINT "admin_rule_menu_type_check" CHECK ("admin_rule"."menu_type" is null or "admin_rule"."menu_type" in ('tab','link','iframe')),
	CONSTRAINT "admin_rule_extend_check" CHECK ("admin_rule"."extend" in ('none','add_rules_only','add_menu_only'))
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(128) DEFAULT '' NOT NULL,
	"captcha" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"group" varchar(30) DEFAULT '' NOT NULL,
	"title" varchar(50) DEFAULT '' NOT NULL,
	"tip" varchar(100) DEFAULT '' NOT NULL,
	"type" varchar(30) DEFAULT 'string' NOT NULL,
	"value" text,
	"content" text,
	"rule" varchar(100) DEFAULT '' NOT NULL,
	"extend" varchar(255) DEFAULT '' NOT NULL,
	"allow_del" boolean DEFAULT false NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"type" varchar(15) NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer DEFAULT 0 NOT NULL,
	"username" varchar(32) NOT NULL,
	"nickname" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(50) DEFAULT '' NOT NULL,
	"mobile" varchar(11) DEFAULT '' NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"birthday" date,
	"money" bigint DEFAULT 0 NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"last_login_time" timestamp with time zone,
	"last_login_ip" varchar(50) DEFAULT '' NOT NULL,
	"login_failure" smallint DEFAULT 0 NOT NULL,
	"last_failure_time" timestamp with time zone,
	"join_ip" varchar(50) DEFAULT '' NOT NULL,
	"join_time" timestamp with time zone,
	"motto" varchar(255) DEFAULT '' NOT NULL,
	"password" varchar(255) NOT NULL,
	"salt" varchar(30) DEFAULT '' NOT NULL,
	"status" varchar(30) DEFAULT 'enable' NOT NULL,
	"invite_code" varchar(32) DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "user_money_check" CHECK ("user"."money" >= 0),
	CONSTRAINT "user_score_check" CHECK ("user"."score" >= 0),
	CONSTRAINT "user_gender_check" CHECK ("user"."gender" in (0,1,2)),
	CONSTRAINT "user_status_check" CHECK ("user"."status" in ('enable','disable'))
);
--> statement-breakpoint
CREATE TABLE "user_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "user_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"type" varchar(15) DEFAULT 'menu' NOT NULL,
	"title" varchar(50) DEFAULT '' NOT NULL,
	"name" varchar(50) DEFAULT '' NOT NULL,
	"path" varchar(100) DEFAULT '' NOT NULL,
	"icon" varchar(50) DEFAULT '' NOT NULL,
	"menu_type" varchar(10) DEFAULT 'tab' NOT NULL,
	"url" varchar(255) DEFAULT '' NOT NULL,
	"component" varchar(100) DEFAULT '' NOT NULL,
	"no_login_valid" boolean DEFAULT false NOT NULL,
	"extend" varchar(20) DEFAULT 'none' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "user_rule_type_check" CHECK ("user_rule"."type" in ('route','menu_dir','menu','nav_user_menu','nav','button')),
	CONSTRAINT "user_rule_menu_type_check" CHECK ("user_rule"."menu_type" in ('tab','link','iframe')),
	CONSTRAINT "user_rule_extend_check" CHECK ("user_rule"."extend" in ('none','add_rules_only','add_menu_only'))
);
--> statement-breakpoint
ALTER TABLE "admin_group_access" ADD CONSTRAINT "admin_group_access_uid_admin_id_fk" FOREIGN KEY ("uid") REFERENCES "public"."admin"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_group_access" ADD CONSTRAINT "admin_group_access_group_id_admin_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."admin_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_username_key" ON "admin" USING btree ("username");--> statement-breakpoint
CREATE INDEX "admin_group_access_group_idx" ON "admin_group_access" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "admin_log_admin_idx" ON "admin_log" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_log_time_idx" ON "admin_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "admin_rule_pid_idx" ON "admin_rule" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "captcha_expire_idx" ON "captcha" USING btree ("expire_time");--> statement-breakpoint
CREATE UNIQUE INDEX "config_name_key" ON "config" USING btree ("name");--> statement-breakpoint
CREATE INDEX "token_user_idx" ON "token" USING btree ("type","user_id");--> statement-breakpoint
CREATE INDEX "token_expire_idx" ON "token" USING btree ("expire_time");--> statement-breakpoint
CREATE UNIQUE INDEX "user_username_key" ON "user" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "user_email_key" ON "user" USING btree ("email") WHERE "user"."email" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "user_mobile_key" ON "user" USING btree ("mobile") WHERE "user"."mobile" <> '';--> statement-breakpoint
CREATE INDEX "user_rule_pid_idx" ON "user_rule" USING btree ("pid");