CREATE TABLE "ad" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"link_type" varchar(10) DEFAULT 'none' NOT NULL,
	"link_value" varchar(255) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "ad_link_type_check" CHECK ("ad"."link_type" in ('none','page','url','product','activity','shop')),
	CONSTRAINT "ad_window_check" CHECK ("ad"."start_time" is null or "ad"."end_time" is null or "ad"."end_time" > "ad"."start_time"),
	CONSTRAINT "ad_counts_check" CHECK ("ad"."views" >= 0 and "ad"."clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ad_space" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(10) DEFAULT 'banner' NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "ad_space_type_check" CHECK ("ad_space"."type" in ('banner','popup','grid','single')),
	CONSTRAINT "ad_space_size_check" CHECK ("ad_space"."width" >= 0 and "ad_space"."height" >= 0)
);
--> statement-breakpoint
CREATE TABLE "knowledge_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(50) NOT NULL,
	"icon" varchar(100) DEFAULT '' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "knowledge_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"type" varchar(10) DEFAULT 'article' NOT NULL,
	"file" varchar(255) DEFAULT '' NOT NULL,
	"url" varchar(255) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cover" varchar(255) DEFAULT '' NOT NULL,
	"visibility" varchar(10) DEFAULT 'member' NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"downloads" bigint DEFAULT 0 NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"update_time" timestamp with time zone DEFAULT now(),
	"create_time" timestamp with time zone DEFAULT now(),
	CONSTRAINT "knowledge_file_type_check" CHECK ("knowledge_file"."type" in ('file','article','video','link')),
	CONSTRAINT "knowledge_file_visibility_check" CHECK ("knowledge_file"."visibility" in ('all','member','agent')),
	CONSTRAINT "knowledge_file_counts_check" CHECK ("knowledge_file"."views" >= 0 and "knowledge_file"."downloads" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ad" ADD CONSTRAINT "ad_space_id_ad_space_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."ad_space"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_file" ADD CONSTRAINT "knowledge_file_category_id_knowledge_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."knowledge_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_space_live_idx" ON "ad" USING btree ("space_id","weigh","id");--> statement-breakpoint
CREATE INDEX "ad_title_trgm_idx" ON "ad" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_create_time_idx" ON "ad" USING btree ("create_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_space_code_key" ON "ad_space" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ad_space_name_trgm_idx" ON "ad_space" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_category_pid_idx" ON "knowledge_category" USING btree ("pid","weigh");--> statement-breakpoint
CREATE INDEX "knowledge_category_name_trgm_idx" ON "knowledge_category" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_file_category_idx" ON "knowledge_file" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "knowledge_file_title_trgm_idx" ON "knowledge_file" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_file_create_time_idx" ON "knowledge_file" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "knowledge_file_weigh_idx" ON "knowledge_file" USING btree ("weigh","id");--> statement-breakpoint
COMMENT ON TABLE "knowledge_category" IS '知识库分类';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_category"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_category"."pid" IS '上级分类';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_category"."name" IS '分类名称';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_category"."icon" IS '图标';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_category"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_category"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_category"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_category"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "knowledge_file" IS '知识库文件';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."category_id" IS '分类';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."title" IS '标题';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."type" IS '类型:file=文件,article=文章,video=视频,link=链接';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."file" IS '文件';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."url" IS '链接地址';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."content" IS '内容';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."cover" IS '封面';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."visibility" IS '可见范围:all=所有人,member=会员,agent=代理';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."views" IS '浏览量';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."downloads" IS '下载量';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "knowledge_file"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "ad_space" IS '小程序广告位';
--> statement-breakpoint
COMMENT ON COLUMN "ad_space"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "ad_space"."code" IS '广告位编码';
--> statement-breakpoint
COMMENT ON COLUMN "ad_space"."name" IS '广告位名称';
--> statement-breakpoint
COMMENT ON COLUMN "ad_space"."type" IS '类型:banner=轮播,popup=弹窗,grid=宫格,single=单图';
--> statement-breakpoint
COMMENT ON COLUMN "ad_space"."width" IS '宽度';
--> statement-breakpoint
COMMENT ON COLUMN "ad_space"."height" IS '高度';
--> statement-breakpoint
COMMENT ON COLUMN "ad_space"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "ad_space"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "ad_space"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "ad" IS '小程序广告';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."space_id" IS '广告位';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."title" IS '标题';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."image" IS '图片';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."link_type" IS '链接类型:none=无,page=页面,url=网址,product=商品,activity=活动,shop=门店';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."link_value" IS '链接值';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."start_time" IS '开始时间';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."end_time" IS '结束时间';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."views" IS '展示次数';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."clicks" IS '点击次数';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."update_time" IS '修改时间';
--> statement-breakpoint
COMMENT ON COLUMN "ad"."create_time" IS '创建时间';
