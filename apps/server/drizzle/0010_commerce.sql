CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 999999 START WITH 0 CACHE 1 CYCLE;--> statement-breakpoint
CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" varchar(10) NOT NULL,
	"shop_id" integer,
	"title" varchar(100) NOT NULL,
	"cover" varchar(255) DEFAULT '' NOT NULL,
	"type" varchar(10) NOT NULL,
	"discount_rate" integer,
	"threshold" bigint,
	"reduction" bigint,
	"content" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"product_scope" varchar(10) DEFAULT 'all' NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "activity_scope_check" CHECK (("activity"."scope" = 'hq' and "activity"."shop_id" is null) or ("activity"."scope" = 'shop' and "activity"."shop_id" is not null)),
	CONSTRAINT "activity_type_check" CHECK ("activity"."type" in ('discount','reduction','event')),
	CONSTRAINT "activity_rule_check" CHECK (("activity"."type" <> 'discount' or "activity"."discount_rate" between 1 and 9999) and ("activity"."type" <> 'reduction' or ("activity"."threshold" >= 0 and "activity"."reduction" > 0))),
	CONSTRAINT "activity_window_check" CHECK ("activity"."end_time" > "activity"."start_time"),
	CONSTRAINT "activity_product_scope_check" CHECK ("activity"."product_scope" in ('all','listed')),
	CONSTRAINT "activity_status_check" CHECK ("activity"."status" in ('draft','published'))
);
--> statement-breakpoint
CREATE TABLE "activity_product" (
	"activity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "activity_product_pkey" PRIMARY KEY("activity_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "admin_shop" (
	"admin_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "admin_shop_pkey" PRIMARY KEY("admin_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "after_sale" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"type" varchar(15) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(255) NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"refuse_reason" varchar(255) DEFAULT '' NOT NULL,
	"audit_admin_id" integer,
	"audit_time" timestamp with time zone,
	"returned_time" timestamp with time zone,
	"refunded_time" timestamp with time zone,
	"cancelled_time" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "after_sale_type_check" CHECK ("after_sale"."type" in ('refund_only','return_refund')),
	CONSTRAINT "after_sale_status_check" CHECK ("after_sale"."status" in ('pending','approved','refunded','refused','cancelled')),
	CONSTRAINT "after_sale_amount_check" CHECK ("after_sale"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "after_sale_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"order_product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "after_sale_product_amounts_check" CHECK ("after_sale_product"."quantity" > 0 and "after_sale_product"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"activity_id" integer,
	"activity_title" varchar(100) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'unpaid' NOT NULL,
	"goods_amount" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"pay_amount" bigint NOT NULL,
	"pay_type" varchar(10) DEFAULT '' NOT NULL,
	"paid_time" timestamp with time zone,
	"completed_time" timestamp with time zone,
	"cancelled_time" timestamp with time zone,
	"cancel_reason" varchar(255) DEFAULT '' NOT NULL,
	"refunded_time" timestamp with time zone,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"refund_reason" varchar(255) DEFAULT '' NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_mobile" varchar(20) DEFAULT '' NOT NULL,
	"delivery_type" varchar(10) DEFAULT 'pickup' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"pickup_code" varchar(12) DEFAULT '' NOT NULL,
	"express_no" varchar(50) DEFAULT '' NOT NULL,
	"fulfilled_time" timestamp with time zone,
	"fulfil_admin_id" integer,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"admin_remark" varchar(255) DEFAULT '' NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "order_delivery_type_check" CHECK ("order"."delivery_type" in ('pickup','delivery')),
	CONSTRAINT "order_status_check" CHECK ("order"."status" in ('unpaid','paid','completed','cancelled','refunded')),
	CONSTRAINT "order_pay_type_check" CHECK ("order"."pay_type" in ('','balance','offline','gateway')),
	CONSTRAINT "order_amounts_check" CHECK ("order"."goods_amount" >= 0 and "order"."discount_amount" >= 0 and "order"."pay_amount" = "order"."goods_amount" - "order"."discount_amount" and "order"."pay_amount" >= 0 and "order"."refund_amount" between 0 and "order"."pay_amount")
);
--> statement-breakpoint
CREATE TABLE "order_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_status" varchar(10) DEFAULT '' NOT NULL,
	"to_status" varchar(10) DEFAULT '' NOT NULL,
	"operator_type" varchar(10) NOT NULL,
	"operator_id" integer,
	"memo" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "order_log_operator_type_check" CHECK ("order_log"."operator_type" in ('member','admin','system'))
);
--> statement-breakpoint
CREATE TABLE "order_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"pay_type" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"money_log_id" integer,
	"after_sale_id" integer,
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "order_payment_after_sale_check" CHECK ("order_payment"."after_sale_id" is null or "order_payment"."kind" = 'refund'),
	CONSTRAINT "order_payment_kind_check" CHECK ("order_payment"."kind" in ('pay','refund')),
	CONSTRAINT "order_payment_amount_check" CHECK ("order_payment"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"shop_product_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"commission_base" bigint NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "order_product_amounts_check" CHECK ("order_product"."quantity" > 0 and "order_product"."price" >= 0 and "order_product"."amount" = "order_product"."price" * "order_product"."quantity" and "order_product"."commission_base" = "order_product"."amount" - "order_product"."discount_amount" and "order_product"."commission_base" >= 0),
	CONSTRAINT "order_product_refunded_check" CHECK ("order_product"."refunded_quantity" between 0 and "order_product"."quantity" and "order_product"."refunded_amount" between 0 and "order_product"."commission_base")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"name" varchar(100) NOT NULL,
	"cover" varchar(255) DEFAULT '' NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"intro" varchar(255) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"market_price" bigint DEFAULT 0 NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'on' NOT NULL,
	"commission_mode" varchar(10) DEFAULT 'default' NOT NULL,
	"level1_rate" integer DEFAULT 0 NOT NULL,
	"level2_rate" integer DEFAULT 0 NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "product_status_check" CHECK ("product"."status" in ('on','off')),
	CONSTRAINT "product_commission_mode_check" CHECK ("product"."commission_mode" in ('default','custom','none')),
	CONSTRAINT "product_amounts_check" CHECK ("product"."price" >= 0 and "product"."market_price" >= 0 and "product"."cost_price" >= 0 and "product"."stock" >= 0 and "product"."sales" >= 0),
	CONSTRAINT "product_rates_check" CHECK ("product"."level1_rate" between 0 and 10000 and "product"."level2_rate" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(50) NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50) NOT NULL,
	"logo" varchar(255) DEFAULT '' NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_mobile" varchar(20) DEFAULT '' NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"business_hours" varchar(100) DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"owner_user_id" integer,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "shop_status_check" CHECK ("shop"."status" in ('open','closed','disabled')),
	CONSTRAINT "shop_longitude_check" CHECK ("shop"."longitude" is null or "shop"."longitude" between -180 and 180),
	CONSTRAINT "shop_latitude_check" CHECK ("shop"."latitude" is null or "shop"."latitude" between -90 and 90),
	CONSTRAINT "shop_position_check" CHECK (("shop"."longitude" is null) = ("shop"."latitude" is null))
);
--> statement-breakpoint
CREATE TABLE "shop_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" bigint,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"status" varchar(10) DEFAULT 'on' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "shop_product_status_check" CHECK ("shop_product"."status" in ('on','off')),
	CONSTRAINT "shop_product_amounts_check" CHECK (("shop_product"."price" is null or "shop_product"."price" >= 0) and "shop_product"."stock" >= 0 and "shop_product"."sales" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_product" ADD CONSTRAINT "activity_product_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_product" ADD CONSTRAINT "activity_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_shop" ADD CONSTRAINT "admin_shop_admin_id_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_shop" ADD CONSTRAINT "admin_shop_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale" ADD CONSTRAINT "after_sale_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale" ADD CONSTRAINT "after_sale_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale" ADD CONSTRAINT "after_sale_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale" ADD CONSTRAINT "after_sale_audit_admin_id_admin_id_fk" FOREIGN KEY ("audit_admin_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_product" ADD CONSTRAINT "after_sale_product_after_sale_id_after_sale_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sale"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_product" ADD CONSTRAINT "after_sale_product_order_product_id_order_product_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_fulfil_admin_id_admin_id_fk" FOREIGN KEY ("fulfil_admin_id") REFERENCES "public"."admin"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_log" ADD CONSTRAINT "order_log_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment" ADD CONSTRAINT "order_payment_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment" ADD CONSTRAINT "order_payment_money_log_id_user_money_log_id_fk" FOREIGN KEY ("money_log_id") REFERENCES "public"."user_money_log"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment" ADD CONSTRAINT "order_payment_after_sale_id_after_sale_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sale"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product" ADD CONSTRAINT "order_product_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product" ADD CONSTRAINT "order_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product" ADD CONSTRAINT "order_product_shop_product_id_shop_product_id_fk" FOREIGN KEY ("shop_product_id") REFERENCES "public"."shop_product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_product_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop" ADD CONSTRAINT "shop_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product" ADD CONSTRAINT "shop_product_shop_id_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shop"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product" ADD CONSTRAINT "shop_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_title_trgm_idx" ON "activity" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_scope_idx" ON "activity" USING btree ("scope","shop_id","status","end_time");--> statement-breakpoint
CREATE INDEX "activity_create_time_idx" ON "activity" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "activity_product_product_idx" ON "activity_product" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "admin_shop_shop_idx" ON "admin_shop" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_after_sale_no_key" ON "after_sale" USING btree ("after_sale_no");--> statement-breakpoint
CREATE INDEX "after_sale_after_sale_no_trgm_idx" ON "after_sale" USING gin ("after_sale_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "after_sale_order_idx" ON "after_sale" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sale_status_idx" ON "after_sale" USING btree ("status","create_time","id");--> statement-breakpoint
CREATE INDEX "after_sale_shop_idx" ON "after_sale" USING btree ("shop_id","create_time","id");--> statement-breakpoint
CREATE INDEX "after_sale_user_idx" ON "after_sale" USING btree ("user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "after_sale_create_time_idx" ON "after_sale" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_product_line_key" ON "after_sale_product" USING btree ("after_sale_id","order_product_id");--> statement-breakpoint
CREATE INDEX "after_sale_product_order_product_idx" ON "after_sale_product" USING btree ("order_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_order_no_key" ON "order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "order_order_no_trgm_idx" ON "order" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_create_time_idx" ON "order" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "order_status_idx" ON "order" USING btree ("status","create_time","id");--> statement-breakpoint
CREATE INDEX "order_shop_idx" ON "order" USING btree ("shop_id","create_time","id");--> statement-breakpoint
CREATE INDEX "order_user_idx" ON "order" USING btree ("user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "order_pay_amount_idx" ON "order" USING btree ("pay_amount","id");--> statement-breakpoint
CREATE INDEX "order_fulfilled_time_idx" ON "order" USING btree ("status","fulfilled_time");--> statement-breakpoint
CREATE UNIQUE INDEX "order_pickup_code_key" ON "order" USING btree ("shop_id","pickup_code") WHERE "order"."pickup_code" <> '';--> statement-breakpoint
CREATE INDEX "order_activity_idx" ON "order" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "order_log_order_idx" ON "order_log" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_pay_key" ON "order_payment" USING btree ("order_id") WHERE "order_payment"."kind" = 'pay';--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_full_refund_key" ON "order_payment" USING btree ("order_id") WHERE "order_payment"."kind" = 'refund' and "order_payment"."after_sale_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_after_sale_key" ON "order_payment" USING btree ("after_sale_id") WHERE "order_payment"."after_sale_id" is not null;--> statement-breakpoint
CREATE INDEX "order_payment_order_idx" ON "order_payment" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_payment_money_log_idx" ON "order_payment" USING btree ("money_log_id");--> statement-breakpoint
CREATE INDEX "order_product_order_idx" ON "order_product" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_product_product_idx" ON "order_product" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "order_product_name_trgm_idx" ON "order_product" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_name_trgm_idx" ON "product" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "product_status_idx" ON "product" USING btree ("status","weigh","id");--> statement-breakpoint
CREATE INDEX "product_create_time_idx" ON "product" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "product_price_idx" ON "product" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "product_category_pid_idx" ON "product_category" USING btree ("pid","weigh");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_code_key" ON "shop" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shop_name_trgm_idx" ON "shop" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_code_trgm_idx" ON "shop" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_status_idx" ON "shop" USING btree ("status","weigh","id");--> statement-breakpoint
CREATE INDEX "shop_city_idx" ON "shop" USING btree ("city_id","id");--> statement-breakpoint
CREATE INDEX "shop_owner_idx" ON "shop" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "shop_create_time_idx" ON "shop" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_product_shop_product_key" ON "shop_product" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "shop_product_shop_idx" ON "shop_product" USING btree ("shop_id","status","weigh","id");--> statement-breakpoint
CREATE INDEX "shop_product_product_idx" ON "shop_product" USING btree ("product_id");--> statement-breakpoint
COMMENT ON TABLE "shop" IS '门店';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."name" IS '门店名称';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."code" IS '门店编码';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."logo" IS 'Logo';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."images" IS '图片';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."contact_name" IS '联系人';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."contact_mobile" IS '联系电话';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."province_id" IS '省';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."city_id" IS '市';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."district_id" IS '区县';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."address" IS '详细地址';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."longitude" IS '经度';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."latitude" IS '纬度';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."business_hours" IS '营业时间';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."intro" IS '简介';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."owner_user_id" IS '店主会员';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."status" IS '状态:open=营业,closed=休息,disabled=禁用';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "shop"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "admin_shop" IS '管理员绑定门店';
--> statement-breakpoint
COMMENT ON COLUMN "admin_shop"."admin_id" IS '管理员';
--> statement-breakpoint
COMMENT ON COLUMN "admin_shop"."shop_id" IS '门店';
--> statement-breakpoint
COMMENT ON COLUMN "admin_shop"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "product_category" IS '商品分类';
--> statement-breakpoint
COMMENT ON COLUMN "product_category"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "product_category"."pid" IS '上级分类';
--> statement-breakpoint
COMMENT ON COLUMN "product_category"."name" IS '分类名称';
--> statement-breakpoint
COMMENT ON COLUMN "product_category"."image" IS '图片';
--> statement-breakpoint
COMMENT ON COLUMN "product_category"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "product_category"."status" IS '状态';
--> statement-breakpoint
COMMENT ON COLUMN "product_category"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "product_category"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "product" IS '总部商品';
--> statement-breakpoint
COMMENT ON COLUMN "product"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "product"."category_id" IS '分类';
--> statement-breakpoint
COMMENT ON COLUMN "product"."name" IS '商品名称';
--> statement-breakpoint
COMMENT ON COLUMN "product"."cover" IS '封面';
--> statement-breakpoint
COMMENT ON COLUMN "product"."images" IS '图片';
--> statement-breakpoint
COMMENT ON COLUMN "product"."intro" IS '简介';
--> statement-breakpoint
COMMENT ON COLUMN "product"."content" IS '详情';
--> statement-breakpoint
COMMENT ON COLUMN "product"."price" IS '售价(分)';
--> statement-breakpoint
COMMENT ON COLUMN "product"."market_price" IS '市场价(分)';
--> statement-breakpoint
COMMENT ON COLUMN "product"."cost_price" IS '成本价(分)';
--> statement-breakpoint
COMMENT ON COLUMN "product"."stock" IS '库存';
--> statement-breakpoint
COMMENT ON COLUMN "product"."sales" IS '销量';
--> statement-breakpoint
COMMENT ON COLUMN "product"."unit" IS '单位';
--> statement-breakpoint
COMMENT ON COLUMN "product"."status" IS '状态:on=上架,off=下架';
--> statement-breakpoint
COMMENT ON COLUMN "product"."commission_mode" IS '佣金模式:default=默认,custom=自定义,none=不分佣';
--> statement-breakpoint
COMMENT ON COLUMN "product"."level1_rate" IS '一级佣金比例(万分比)';
--> statement-breakpoint
COMMENT ON COLUMN "product"."level2_rate" IS '二级佣金比例(万分比)';
--> statement-breakpoint
COMMENT ON COLUMN "product"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "product"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "product"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "shop_product" IS '门店商品';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."shop_id" IS '门店';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."product_id" IS '商品';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."price" IS '门店价(分,空=总部价)';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."stock" IS '库存';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."sales" IS '销量';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."status" IS '状态:on=上架,off=下架';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "shop_product"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "activity" IS '活动';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."scope" IS '范围:hq=总部,shop=门店';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."shop_id" IS '门店';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."title" IS '标题';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."cover" IS '封面';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."type" IS '类型:discount=折扣,reduction=满减,event=活动';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."discount_rate" IS '折扣(实付万分比)';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."threshold" IS '满减门槛(分)';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."reduction" IS '减免金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."content" IS '内容';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."start_time" IS '开始时间';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."end_time" IS '结束时间';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."product_scope" IS '商品范围:all=全部,listed=指定';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."status" IS '状态:draft=草稿,published=已发布';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "activity"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "activity_product" IS '活动指定商品';
--> statement-breakpoint
COMMENT ON COLUMN "activity_product"."activity_id" IS '活动';
--> statement-breakpoint
COMMENT ON COLUMN "activity_product"."product_id" IS '商品';
--> statement-breakpoint
COMMENT ON TABLE "order" IS '订单';
--> statement-breakpoint
COMMENT ON COLUMN "order"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "order"."order_no" IS '订单号';
--> statement-breakpoint
COMMENT ON COLUMN "order"."user_id" IS '会员';
--> statement-breakpoint
COMMENT ON COLUMN "order"."shop_id" IS '门店';
--> statement-breakpoint
COMMENT ON COLUMN "order"."activity_id" IS '活动';
--> statement-breakpoint
COMMENT ON COLUMN "order"."activity_title" IS '活动标题';
--> statement-breakpoint
COMMENT ON COLUMN "order"."status" IS '状态:unpaid=待支付,paid=已支付,completed=已完成,cancelled=已取消,refunded=已退款';
--> statement-breakpoint
COMMENT ON COLUMN "order"."goods_amount" IS '商品金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "order"."discount_amount" IS '优惠金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "order"."pay_amount" IS '实付金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "order"."pay_type" IS '支付方式:balance=余额,offline=线下,gateway=在线支付';
--> statement-breakpoint
COMMENT ON COLUMN "order"."paid_time" IS '支付时间';
--> statement-breakpoint
COMMENT ON COLUMN "order"."completed_time" IS '完成时间';
--> statement-breakpoint
COMMENT ON COLUMN "order"."cancelled_time" IS '取消时间';
--> statement-breakpoint
COMMENT ON COLUMN "order"."cancel_reason" IS '取消原因';
--> statement-breakpoint
COMMENT ON COLUMN "order"."refunded_time" IS '退款时间';
--> statement-breakpoint
COMMENT ON COLUMN "order"."refund_amount" IS '退款金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "order"."refund_reason" IS '退款原因';
--> statement-breakpoint
COMMENT ON COLUMN "order"."contact_name" IS '联系人';
--> statement-breakpoint
COMMENT ON COLUMN "order"."contact_mobile" IS '联系电话';
--> statement-breakpoint
COMMENT ON COLUMN "order"."delivery_type" IS '交付方式:pickup=自提,delivery=配送';
--> statement-breakpoint
COMMENT ON COLUMN "order"."address" IS '收货地址';
--> statement-breakpoint
COMMENT ON COLUMN "order"."pickup_code" IS '取货码';
--> statement-breakpoint
COMMENT ON COLUMN "order"."express_no" IS '快递单号';
--> statement-breakpoint
COMMENT ON COLUMN "order"."fulfilled_time" IS '交付时间';
--> statement-breakpoint
COMMENT ON COLUMN "order"."fulfil_admin_id" IS '交付管理员';
--> statement-breakpoint
COMMENT ON COLUMN "order"."remark" IS '买家备注';
--> statement-breakpoint
COMMENT ON COLUMN "order"."admin_remark" IS '管理员备注';
--> statement-breakpoint
COMMENT ON COLUMN "order"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "order"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "order_product" IS '订单商品';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."order_id" IS '订单';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."product_id" IS '商品';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."shop_product_id" IS '门店商品';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."name" IS '商品名称';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."image" IS '图片';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."unit" IS '单位';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."price" IS '单价(分)';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."quantity" IS '数量';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."amount" IS '金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."discount_amount" IS '分摊优惠(分)';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."commission_base" IS '佣金基数(分)';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."refunded_quantity" IS '已退数量';
--> statement-breakpoint
COMMENT ON COLUMN "order_product"."refunded_amount" IS '已退金额(分)';
--> statement-breakpoint
COMMENT ON TABLE "order_log" IS '订单日志';
--> statement-breakpoint
COMMENT ON COLUMN "order_log"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "order_log"."order_id" IS '订单';
--> statement-breakpoint
COMMENT ON COLUMN "order_log"."action" IS '操作';
--> statement-breakpoint
COMMENT ON COLUMN "order_log"."from_status" IS '原状态';
--> statement-breakpoint
COMMENT ON COLUMN "order_log"."to_status" IS '新状态';
--> statement-breakpoint
COMMENT ON COLUMN "order_log"."operator_type" IS '操作人类型:member=会员,admin=管理员,system=系统';
--> statement-breakpoint
COMMENT ON COLUMN "order_log"."operator_id" IS '操作人';
--> statement-breakpoint
COMMENT ON COLUMN "order_log"."memo" IS '备注';
--> statement-breakpoint
COMMENT ON COLUMN "order_log"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "order_payment" IS '订单收退款';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."order_id" IS '订单';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."kind" IS '类型:pay=支付,refund=退款';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."pay_type" IS '支付方式';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."amount" IS '金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."money_log_id" IS '余额日志';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."after_sale_id" IS '售后单';
--> statement-breakpoint
COMMENT ON COLUMN "order_payment"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "after_sale" IS '售后';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."after_sale_no" IS '售后单号';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."order_id" IS '订单';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."user_id" IS '会员';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."shop_id" IS '门店';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."type" IS '类型:refund_only=仅退款,return_refund=退货退款';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."status" IS '状态:pending=待审核,approved=已同意(待退货),refunded=已退款,refused=已拒绝,cancelled=已取消';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."reason" IS '原因';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."images" IS '图片';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."amount" IS '退款金额(分)';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."refuse_reason" IS '拒绝原因';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."audit_admin_id" IS '审核管理员';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."audit_time" IS '审核时间';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."returned_time" IS '收到退货时间';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."refunded_time" IS '退款时间';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."cancelled_time" IS '取消时间';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "after_sale_product" IS '售后商品';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale_product"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale_product"."after_sale_id" IS '售后';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale_product"."order_product_id" IS '订单商品';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale_product"."quantity" IS '数量';
--> statement-breakpoint
COMMENT ON COLUMN "after_sale_product"."amount" IS '退款金额(分)';
--> statement-breakpoint
-- The order timers' settings on an install seeded before this migration (a fresh one gets them from the seed).
INSERT INTO "config" ("name", "group", "title", "tip", "type", "value", "rule")
SELECT v.* FROM (VALUES
  ('order_unpaid_timeout', 'order', 'Unpaid order timeout', 'Minutes after which an unpaid order is cancelled', 'string', '30', 'required,integer'),
  ('order_auto_complete_days', 'order', 'Auto-complete after', 'Days after payment at which a paid order is completed', 'string', '7', 'required,integer'),
  ('order_after_sale_days', 'order', 'After-sale window', 'Days after completion during which an order can be refunded', 'string', '7', 'required,integer')
) AS v WHERE EXISTS (SELECT 1 FROM "config" WHERE "name" = 'config_group')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "config" SET "value" = (("value")::jsonb || '[{"key":"order","value":"Order"}]'::jsonb)::text
WHERE "name" = 'config_group' AND "value" <> '' AND NOT (("value")::jsonb @> '[{"key":"order"}]'::jsonb);
