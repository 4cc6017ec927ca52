CREATE TABLE "agent" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"shop_id" integer,
	"real_name" varchar(50) DEFAULT '' NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"invite_code" varchar(16) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"source" varchar(10) DEFAULT 'applied' NOT NULL,
	"applied_time" timestamp with time zone,
	"audit_time" timestamp with time zone,
	"audit_admin_id" integer,
	"reject_reason" varchar(255) DEFAULT '' NOT NULL,
	"commission_money" bigint DEFAULT 0 NOT NULL,
	"commission_debt" bigint DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "agent_status_check" CHECK ("agent"."status" in ('pending','approved','rejected','disabled')),
	CONSTRAINT "agent_source_check" CHECK ("agent"."source" in ('applied','admin','auto')),
	CONSTRAINT "agent_wallet_check" CHECK ("agent"."commission_money" >= 0 and "agent"."commission_debt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_level" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"grade" smallint NOT NULL,
	"level1_rate" integer DEFAULT 0 NOT NULL,
	"level2_rate" integer DEFAULT 0 NOT NULL,
	"upgrade_logic" varchar(3) DEFAULT 'and' NOT NULL,
	"upgrade_invites" integer,
	"upgrade_own_spend" bigint,
	"upgrade_own_orders" integer,
	"upgrade_team_spend" bigint,
	"upgrade_team_orders" integer,
	"weigh" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "agent_level_grade_check" CHECK ("agent_level"."grade" >= 1),
	CONSTRAINT "agent_level_rates_check" CHECK ("agent_level"."level1_rate" between 0 and 10000 and "agent_level"."level2_rate" between 0 and 10000),
	CONSTRAINT "agent_level_logic_check" CHECK ("agent_level"."upgrade_logic" in ('and','or')),
	CONSTRAINT "agent_level_tasks_check" CHECK (coalesce("agent_level"."upgrade_invites", 0) >= 0 and coalesce("agent_level"."upgrade_own_spend", 0) >= 0 and coalesce("agent_level"."upgrade_own_orders", 0) >= 0 and coalesce("agent_level"."upgrade_team_spend", 0) >= 0 and coalesce("agent_level"."upgrade_team_orders", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_level_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"from_level_id" integer,
	"to_level_id" integer,
	"reason" varchar(10) NOT NULL,
	"admin_id" integer,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "agent_level_log_reason_check" CHECK ("agent_level_log"."reason" in ('auto','admin'))
);
--> statement-breakpoint
CREATE TABLE "commission" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"rate_source" varchar(10) NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"unit_amount" bigint DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"base_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"cancelled_amount" bigint DEFAULT 0 NOT NULL,
	"reversed_amount" bigint DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"settle_after" timestamp with time zone,
	"settled_time" timestamp with time zone,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "commission_level_check" CHECK ("commission"."level" in (1,2)),
	CONSTRAINT "commission_rate_source_check" CHECK ("commission"."rate_source" in ('fixed','product','level','global')),
	CONSTRAINT "commission_status_check" CHECK ("commission"."status" in ('pending','settled','cancelled','reversed')),
	CONSTRAINT "commission_amounts_check" CHECK ("commission"."amount" >= 0 and "commission"."base_amount" >= 0 and "commission"."quantity" > 0 and "commission"."rate" between 0 and 10000 and "commission"."unit_amount" >= 0),
	CONSTRAINT "commission_taken_back_check" CHECK ("commission"."cancelled_amount" >= 0 and "commission"."reversed_amount" >= 0 and "commission"."cancelled_amount" + "commission"."reversed_amount" <= "commission"."amount")
);
--> statement-breakpoint
CREATE TABLE "commission_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"commission_id" integer,
	"amount" bigint NOT NULL,
	"before" bigint NOT NULL,
	"after" bigint NOT NULL,
	"debt_before" bigint DEFAULT 0 NOT NULL,
	"debt_after" bigint DEFAULT 0 NOT NULL,
	"memo" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "commission_log_type_check" CHECK ("commission_log"."type" in ('settle','reverse','withdraw','withdraw_return','transfer','adjust')),
	CONSTRAINT "commission_log_after_check" CHECK ("commission_log"."after" - "commission_log"."debt_after" = "commission_log"."before" - "commission_log"."debt_before" + "commission_log"."amount" and "commission_log"."after" >= 0 and "commission_log"."debt_after" >= 0 and "commission_log"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "user_relation" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"path" varchar(2000) NOT NULL,
	"depth" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"invite_code" varchar(16) DEFAULT '' NOT NULL,
	"bind_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_time" timestamp with time zone,
	CONSTRAINT "user_relation_source_check" CHECK ("user_relation"."source" in ('invite','scene','admin')),
	CONSTRAINT "user_relation_self_check" CHECK ("user_relation"."parent_id" <> "user_relation"."user_id" and "user_relation"."depth" >= 1)
);
--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_commission_mode_check";--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_rates_check";--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "allow_commission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_product" ADD COLUMN "cost_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "level1_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "level2_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent" ADD CONSTRAINT "agent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent" ADD CONSTRAINT "agent_level_id_agent_level_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."agent_level"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent" ADD CONSTRAINT "agent_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent" ADD CONSTRAINT "agent_audit_admin_id_admin_id_fk" FOREIGN KEY ("audit_admin_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_level_log" ADD CONSTRAINT "agent_level_log_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_level_log" ADD CONSTRAINT "agent_level_log_from_level_id_agent_level_id_fk" FOREIGN KEY ("from_level_id") REFERENCES "public"."agent_level"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_level_log" ADD CONSTRAINT "agent_level_log_to_level_id_agent_level_id_fk" FOREIGN KEY ("to_level_id") REFERENCES "public"."agent_level"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_level_log" ADD CONSTRAINT "agent_level_log_admin_id_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission" ADD CONSTRAINT "commission_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission" ADD CONSTRAINT "commission_order_product_id_order_product_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission" ADD CONSTRAINT "commission_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission" ADD CONSTRAINT "commission_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission" ADD CONSTRAINT "commission_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_log" ADD CONSTRAINT "commission_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_log" ADD CONSTRAINT "commission_log_commission_id_commission_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commission"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relation" ADD CONSTRAINT "user_relation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relation" ADD CONSTRAINT "user_relation_parent_id_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_user_key" ON "agent" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invite_code_key" ON "agent" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "agent_status_idx" ON "agent" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "agent_level_idx" ON "agent" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "agent_real_name_trgm_idx" ON "agent" USING gin ("real_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_create_time_idx" ON "agent" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_level_grade_key" ON "agent_level" USING btree ("grade");--> statement-breakpoint
CREATE INDEX "agent_level_log_agent_idx" ON "agent_level_log" USING btree ("agent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_line_level_key" ON "commission" USING btree ("order_product_id","level");--> statement-breakpoint
CREATE INDEX "commission_order_idx" ON "commission" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commission_user_idx" ON "commission" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "commission_buyer_idx" ON "commission" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "commission_due_idx" ON "commission" USING btree ("settle_after","id") WHERE "commission"."status" = 'pending' and "commission"."settle_after" is not null;--> statement-breakpoint
CREATE INDEX "commission_status_idx" ON "commission" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "commission_create_time_idx" ON "commission" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "commission_log_user_idx" ON "commission_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "commission_log_commission_idx" ON "commission_log" USING btree ("commission_id");--> statement-breakpoint
CREATE INDEX "user_relation_parent_idx" ON "user_relation" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "user_relation_path_idx" ON "user_relation" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_relation_expire_idx" ON "user_relation" USING btree ("expire_time") WHERE "user_relation"."expire_time" is not null;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_commission_mode_check" CHECK ("product"."commission_mode" in ('default','custom','fixed','none'));--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_rates_check" CHECK ("product"."level1_rate" between 0 and 10000 and "product"."level2_rate" between 0 and 10000 and "product"."level1_amount" >= 0 and "product"."level2_amount" >= 0);