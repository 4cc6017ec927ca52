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
ALTER TABLE "product" ADD CONSTRAINT "product_rates_check" CHECK ("product"."level1_rate" between 0 and 10000 and "product"."level2_rate" between 0 and 10000 and "product"."level1_amount" >= 0 and "product"."level2_amount" >= 0);--> statement-breakpoint
-- Titles of the distribution tables and of the columns added to the commerce tables (the data-security field pickers show them).
COMMENT ON TABLE "agent_level" IS '代理等级';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."name" IS '等级名称';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."grade" IS '等级序号';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."level1_rate" IS '一级佣金比例(基点)';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."level2_rate" IS '二级佣金比例(基点)';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."upgrade_logic" IS '升级条件组合:and=全部满足,or=满足其一';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."upgrade_invites" IS '升级条件:邀请人数';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."upgrade_own_spend" IS '升级条件:自购金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."upgrade_own_orders" IS '升级条件:自购订单数';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."upgrade_team_spend" IS '升级条件:团队消费(分)';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."upgrade_team_orders" IS '升级条件:团队订单数';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "agent" IS '代理商';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."user_id" IS '会员';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."level_id" IS '代理等级';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."shop_id" IS '所属门店';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."real_name" IS '真实姓名';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."mobile" IS '手机号';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."invite_code" IS '邀请码';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."status" IS '状态:pending=待审核,approved=已通过,rejected=已拒绝,disabled=已禁用';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."source" IS '来源:applied=申请,admin=后台指定,auto=自动';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."applied_time" IS '申请时间';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."audit_time" IS '审核时间';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."audit_admin_id" IS '审核管理员';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."reject_reason" IS '拒绝原因';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."commission_money" IS '佣金余额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."commission_debt" IS '佣金欠款(分)';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "agent"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "agent_level_log" IS '代理等级变更记录';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level_log"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level_log"."agent_id" IS '代理商';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level_log"."from_level_id" IS '原等级';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level_log"."to_level_id" IS '新等级';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level_log"."reason" IS '原因:auto=自动升级,admin=管理员调整';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level_log"."admin_id" IS '管理员';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level_log"."remark" IS '备注';
--> statement-breakpoint
COMMENT ON COLUMN "agent_level_log"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "user_relation" IS '会员推荐关系';
--> statement-breakpoint
COMMENT ON COLUMN "user_relation"."user_id" IS '会员';
--> statement-breakpoint
COMMENT ON COLUMN "user_relation"."parent_id" IS '上级会员';
--> statement-breakpoint
COMMENT ON COLUMN "user_relation"."path" IS '路径(祖先ID)';
--> statement-breakpoint
COMMENT ON COLUMN "user_relation"."depth" IS '层级';
--> statement-breakpoint
COMMENT ON COLUMN "user_relation"."source" IS '来源:invite=邀请码,scene=场景码,admin=管理员';
--> statement-breakpoint
COMMENT ON COLUMN "user_relation"."invite_code" IS '邀请码';
--> statement-breakpoint
COMMENT ON COLUMN "user_relation"."bind_time" IS '绑定时间';
--> statement-breakpoint
COMMENT ON COLUMN "user_relation"."expire_time" IS '到期时间';
--> statement-breakpoint
COMMENT ON TABLE "commission" IS '佣金';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."order_id" IS '订单';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."order_product_id" IS '订单商品';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."user_id" IS '代理会员';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."buyer_id" IS '买家';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."shop_id" IS '门店';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."level" IS '层级';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."rate_source" IS '比例来源';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."rate" IS '比例（万分比）';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."unit_amount" IS '每件佣金（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."quantity" IS '数量';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."base_amount" IS '计佣基数（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."amount" IS '佣金（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."cancelled_amount" IS '已取消（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."reversed_amount" IS '已冲回（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."status" IS '状态';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."settle_after" IS '可结算时间';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."settled_time" IS '结算时间';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."remark" IS '备注';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "commission"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "commission_log" IS '佣金钱包变动';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."user_id" IS '代理会员';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."type" IS '类型';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."commission_id" IS '佣金';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."amount" IS '变动金额（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."before" IS '变动前（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."after" IS '变动后（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."debt_before" IS '变动前欠款（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."debt_after" IS '变动后欠款（分）';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."memo" IS '备注';
--> statement-breakpoint
COMMENT ON COLUMN "commission_log"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON COLUMN "product"."level1_amount" IS '一级固定佣金（分/件）';
--> statement-breakpoint
COMMENT ON COLUMN "product"."level2_amount" IS '二级固定佣金（分/件）';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."allow_commission" IS '允许分佣';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."cost_price" IS '成本价（分）';
