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
CREATE INDEX "token_session_idx" ON "token" USING btree ("session_id");