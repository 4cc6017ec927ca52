CREATE TABLE "wechat_oauth_state" (
	"nonce" varchar(43) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"appid" varchar(32) NOT NULL,
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_openid" (
	"id" serial PRIMARY KEY NOT NULL,
	"appid" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"openid" varchar(128) NOT NULL,
	"source" varchar(10) NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "wechat_openid_source_check" CHECK ("wechat_openid"."source" in ('oauth','mini'))
);
--> statement-breakpoint
ALTER TABLE "wechat_oauth_state" ADD CONSTRAINT "wechat_oauth_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_openid" ADD CONSTRAINT "wechat_openid_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_openid_appid_user_key" ON "wechat_openid" USING btree ("appid","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_openid_appid_openid_key" ON "wechat_openid" USING btree ("appid","openid");