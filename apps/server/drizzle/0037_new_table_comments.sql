COMMENT ON TABLE "admin_tour" IS '管理员首次引导';--> statement-breakpoint
COMMENT ON COLUMN "admin_tour"."admin_id" IS '管理员ID';--> statement-breakpoint
COMMENT ON COLUMN "admin_tour"."seen_time" IS '看过时间';--> statement-breakpoint
COMMENT ON TABLE "wechat_openid" IS '微信openid';--> statement-breakpoint
COMMENT ON COLUMN "wechat_openid"."id" IS 'ID';--> statement-breakpoint
COMMENT ON COLUMN "wechat_openid"."appid" IS 'AppID';--> statement-breakpoint
COMMENT ON COLUMN "wechat_openid"."user_id" IS '会员ID';--> statement-breakpoint
COMMENT ON COLUMN "wechat_openid"."openid" IS 'openid';--> statement-breakpoint
COMMENT ON COLUMN "wechat_openid"."source" IS '来源:oauth=网页授权,mini=小程序';--> statement-breakpoint
COMMENT ON COLUMN "wechat_openid"."update_time" IS '修改时间';--> statement-breakpoint
COMMENT ON COLUMN "wechat_openid"."create_time" IS '创建时间';--> statement-breakpoint
COMMENT ON TABLE "wechat_oauth_state" IS '微信网页授权state';--> statement-breakpoint
COMMENT ON COLUMN "wechat_oauth_state"."nonce" IS '随机串';--> statement-breakpoint
COMMENT ON COLUMN "wechat_oauth_state"."user_id" IS '会员ID';--> statement-breakpoint
COMMENT ON COLUMN "wechat_oauth_state"."session_id" IS '登录会话ID';--> statement-breakpoint
COMMENT ON COLUMN "wechat_oauth_state"."appid" IS 'AppID';--> statement-breakpoint
COMMENT ON COLUMN "wechat_oauth_state"."expire_time" IS '过期时间';
