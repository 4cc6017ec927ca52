CREATE TABLE "user_money_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"money" bigint NOT NULL,
	"before" bigint NOT NULL,
	"after" bigint NOT NULL,
	"memo" varchar(255) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "user_money_log_after_check" CHECK ("user_money_log"."after" = "user_money_log"."before" + "user_money_log"."money" and "user_money_log"."after" >= 0 and "user_money_log"."money" <> 0)
);
--> statement-breakpoint
CREATE TABLE "user_score_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"before" bigint NOT NULL,
	"after" bigint NOT NULL,
	"memo" varchar(255) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "user_score_log_after_check" CHECK ("user_score_log"."after" = "user_score_log"."before" + "user_score_log"."score" and "user_score_log"."after" >= 0 and "user_score_log"."score" <> 0)
);
--> statement-breakpoint
CREATE TABLE "area" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"shortname" varchar(100) DEFAULT '' NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"mergename" varchar(255) DEFAULT '' NOT NULL,
	"level" smallint NOT NULL,
	"pinyin" varchar(100) DEFAULT '' NOT NULL,
	"code" varchar(100) DEFAULT '' NOT NULL,
	"zip" varchar(100) DEFAULT '' NOT NULL,
	"first" varchar(50) DEFAULT '' NOT NULL,
	"lng" varchar(50) DEFAULT '' NOT NULL,
	"lat" varchar(50) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" varchar(20) DEFAULT 'default' NOT NULL,
	"admin_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer DEFAULT 0 NOT NULL,
	"url" varchar(255) DEFAULT '' NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"name" varchar(120) DEFAULT '' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"mimetype" varchar(100) DEFAULT '' NOT NULL,
	"quote" integer DEFAULT 1 NOT NULL,
	"storage" varchar(50) DEFAULT 'local' NOT NULL,
	"sha1" varchar(40) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	"last_upload_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "security_data_recycle" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"controller" varchar(100) NOT NULL,
	"controller_as" varchar(100) NOT NULL,
	"data_table" varchar(100) NOT NULL,
	"connection" varchar(100) DEFAULT '' NOT NULL,
	"primary_key" varchar(50) DEFAULT 'id' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "security_data_recycle_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer DEFAULT 0 NOT NULL,
	"recycle_id" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"data_table" varchar(100) NOT NULL,
	"connection" varchar(100) DEFAULT '' NOT NULL,
	"primary_key" varchar(50) NOT NULL,
	"ip" varchar(50) DEFAULT '' NOT NULL,
	"useragent" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "security_sensitive_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"controller" varchar(100) NOT NULL,
	"controller_as" varchar(100) NOT NULL,
	"data_table" varchar(100) NOT NULL,
	"connection" varchar(100) DEFAULT '' NOT NULL,
	"primary_key" varchar(50) DEFAULT 'id' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	"data_fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_sensitive_data_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer DEFAULT 0 NOT NULL,
	"sensitive_id" integer DEFAULT 0 NOT NULL,
	"data_table" varchar(100) NOT NULL,
	"connection" varchar(100) DEFAULT '' NOT NULL,
	"primary_key" varchar(50) NOT NULL,
	"data_field" varchar(50) NOT NULL,
	"data_comment" varchar(50) DEFAULT '' NOT NULL,
	"id_value" varchar(100) NOT NULL,
	"before" text,
	"after" text,
	"ip" varchar(50) DEFAULT '' NOT NULL,
	"useragent" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE "user_money_log" ADD CONSTRAINT "user_money_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_score_log" ADD CONSTRAINT "user_score_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_money_log_user_idx" ON "user_money_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_score_log_user_idx" ON "user_score_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "area_pid_idx" ON "area" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "area_level_idx" ON "area" USING btree ("level") WHERE "area"."level" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_dedup_key" ON "attachment" USING btree ("sha1","topic","storage");--> statement-breakpoint
CREATE INDEX "attachment_last_upload_idx" ON "attachment" USING btree ("last_upload_time");--> statement-breakpoint
CREATE UNIQUE INDEX "security_data_recycle_controller_key" ON "security_data_recycle" USING btree ("controller_as");--> statement-breakpoint
CREATE INDEX "security_data_recycle_log_recycle_idx" ON "security_data_recycle_log" USING btree ("recycle_id");--> statement-breakpoint
CREATE INDEX "security_data_recycle_log_admin_idx" ON "security_data_recycle_log" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_sensitive_data_controller_key" ON "security_sensitive_data" USING btree ("controller_as");--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_sensitive_idx" ON "security_sensitive_data_log" USING btree ("sensitive_id");--> statement-breakpoint
CREATE INDEX "security_sensitive_data_log_admin_idx" ON "security_sensitive_data_log" USING btree ("admin_id");