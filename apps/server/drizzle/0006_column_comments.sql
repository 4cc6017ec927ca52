-- Chinese comments on every application table and column (BuildAdmin's wording where it has the
-- column, reference 17). A column's title is its comment up to the first ':' (what
-- /admin/ajax/getTableFieldList?clean=1 gives); the rest is the value dictionary.
-- The sensitive-data seeds (src/db/seed/security-rules.ts) use the same titles.
COMMENT ON TABLE "admin" IS '管理员表';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."username" IS '用户名';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."nickname" IS '昵称';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."avatar" IS '头像';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."email" IS '邮箱';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."mobile" IS '手机';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."login_failure" IS '登录失败次数';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."last_failure_time" IS '上次登录失败时间';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."last_login_time" IS '上次登录时间';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."last_login_ip" IS '上次登录IP';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."password" IS '密码';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."salt" IS '密码盐';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."motto" IS '签名';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "admin"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "admin_group" IS '管理分组表';
--> statement-breakpoint
COMMENT ON COLUMN "admin_group"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "admin_group"."pid" IS '上级分组';
--> statement-breakpoint
COMMENT ON COLUMN "admin_group"."name" IS '组名';
--> statement-breakpoint
COMMENT ON COLUMN "admin_group"."rules" IS '权限规则ID';
--> statement-breakpoint
COMMENT ON COLUMN "admin_group"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "admin_group"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "admin_group"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "admin_group_access" IS '管理分组映射表';
--> statement-breakpoint
COMMENT ON COLUMN "admin_group_access"."uid" IS '管理员ID';
--> statement-breakpoint
COMMENT ON COLUMN "admin_group_access"."group_id" IS '分组ID';
--> statement-breakpoint
COMMENT ON TABLE "admin_rule" IS '菜单和权限规则表';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."pid" IS '上级菜单';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."title" IS '标题';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."name" IS '规则名称';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."path" IS '路由路径';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."icon" IS '图标';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."url" IS 'Url';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."component" IS '组件路径';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."extend" IS '扩展属性:none=无,add_rules_only=只添加为路由,add_menu_only=只添加为菜单';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."remark" IS '备注';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."type" IS '类型:menu_dir=菜单目录,menu=菜单项,button=页面按钮';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."menu_type" IS '菜单类型:tab=选项卡,link=链接,iframe=Iframe';
--> statement-breakpoint
COMMENT ON COLUMN "admin_rule"."keepalive" IS '缓存:0=关闭,1=开启';
--> statement-breakpoint
COMMENT ON TABLE "admin_log" IS '管理员日志表';
--> statement-breakpoint
COMMENT ON COLUMN "admin_log"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "admin_log"."admin_id" IS '管理员ID';
--> statement-breakpoint
COMMENT ON COLUMN "admin_log"."username" IS '管理员用户名';
--> statement-breakpoint
COMMENT ON COLUMN "admin_log"."url" IS '操作Url';
--> statement-breakpoint
COMMENT ON COLUMN "admin_log"."title" IS '日志标题';
--> statement-breakpoint
COMMENT ON COLUMN "admin_log"."data" IS '请求数据';
--> statement-breakpoint
COMMENT ON COLUMN "admin_log"."ip" IS 'IP';
--> statement-breakpoint
COMMENT ON COLUMN "admin_log"."useragent" IS 'User-Agent';
--> statement-breakpoint
COMMENT ON COLUMN "admin_log"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "token" IS '用户Token表';
--> statement-breakpoint
COMMENT ON COLUMN "token"."token" IS 'Token';
--> statement-breakpoint
COMMENT ON COLUMN "token"."type" IS '类型';
--> statement-breakpoint
COMMENT ON COLUMN "token"."user_id" IS '用户ID';
--> statement-breakpoint
COMMENT ON COLUMN "token"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON COLUMN "token"."expire_time" IS '过期时间';
--> statement-breakpoint
COMMENT ON TABLE "captcha" IS '验证码表';
--> statement-breakpoint
COMMENT ON COLUMN "captcha"."key" IS '验证码Key';
--> statement-breakpoint
COMMENT ON COLUMN "captcha"."code" IS '验证码(加密后)';
--> statement-breakpoint
COMMENT ON COLUMN "captcha"."captcha" IS '验证码数据';
--> statement-breakpoint
COMMENT ON COLUMN "captcha"."attempts" IS '校验失败次数';
--> statement-breakpoint
COMMENT ON COLUMN "captcha"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON COLUMN "captcha"."expire_time" IS '过期时间';
--> statement-breakpoint
COMMENT ON TABLE "config" IS '系统配置';
--> statement-breakpoint
COMMENT ON COLUMN "config"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "config"."name" IS '变量名';
--> statement-breakpoint
COMMENT ON COLUMN "config"."group" IS '分组';
--> statement-breakpoint
COMMENT ON COLUMN "config"."title" IS '变量标题';
--> statement-breakpoint
COMMENT ON COLUMN "config"."tip" IS '变量描述';
--> statement-breakpoint
COMMENT ON COLUMN "config"."type" IS '变量输入组件类型';
--> statement-breakpoint
COMMENT ON COLUMN "config"."value" IS '变量值';
--> statement-breakpoint
COMMENT ON COLUMN "config"."content" IS '字典数据';
--> statement-breakpoint
COMMENT ON COLUMN "config"."rule" IS '验证规则';
--> statement-breakpoint
COMMENT ON COLUMN "config"."extend" IS '扩展属性';
--> statement-breakpoint
COMMENT ON COLUMN "config"."allow_del" IS '允许删除:0=否,1=是';
--> statement-breakpoint
COMMENT ON COLUMN "config"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON TABLE "seed_state" IS '种子数据状态表';
--> statement-breakpoint
COMMENT ON COLUMN "seed_state"."key" IS '种子标识';
--> statement-breakpoint
COMMENT ON COLUMN "seed_state"."fingerprint" IS '种子定义指纹';
--> statement-breakpoint
COMMENT ON COLUMN "seed_state"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON TABLE "user_group" IS '会员组表';
--> statement-breakpoint
COMMENT ON COLUMN "user_group"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "user_group"."name" IS '组名';
--> statement-breakpoint
COMMENT ON COLUMN "user_group"."rules" IS '权限节点';
--> statement-breakpoint
COMMENT ON COLUMN "user_group"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "user_group"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "user_group"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "user" IS '会员表';
--> statement-breakpoint
COMMENT ON COLUMN "user"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "user"."group_id" IS '分组ID';
--> statement-breakpoint
COMMENT ON COLUMN "user"."username" IS '用户名';
--> statement-breakpoint
COMMENT ON COLUMN "user"."nickname" IS '昵称';
--> statement-breakpoint
COMMENT ON COLUMN "user"."email" IS '邮箱地址';
--> statement-breakpoint
COMMENT ON COLUMN "user"."mobile" IS '手机号';
--> statement-breakpoint
COMMENT ON COLUMN "user"."avatar" IS '头像';
--> statement-breakpoint
COMMENT ON COLUMN "user"."gender" IS '性别:0=未知,1=男,2=女';
--> statement-breakpoint
COMMENT ON COLUMN "user"."birthday" IS '生日';
--> statement-breakpoint
COMMENT ON COLUMN "user"."money" IS '余额';
--> statement-breakpoint
COMMENT ON COLUMN "user"."score" IS '积分';
--> statement-breakpoint
COMMENT ON COLUMN "user"."login_failure" IS '登录失败次数';
--> statement-breakpoint
COMMENT ON COLUMN "user"."last_failure_time" IS '上次登录失败时间';
--> statement-breakpoint
COMMENT ON COLUMN "user"."last_login_time" IS '上次登录时间';
--> statement-breakpoint
COMMENT ON COLUMN "user"."last_login_ip" IS '上次登录IP';
--> statement-breakpoint
COMMENT ON COLUMN "user"."password" IS '密码';
--> statement-breakpoint
COMMENT ON COLUMN "user"."salt" IS '密码盐';
--> statement-breakpoint
COMMENT ON COLUMN "user"."join_ip" IS '加入IP';
--> statement-breakpoint
COMMENT ON COLUMN "user"."join_time" IS '加入时间';
--> statement-breakpoint
COMMENT ON COLUMN "user"."motto" IS '签名';
--> statement-breakpoint
COMMENT ON COLUMN "user"."status" IS '状态:enable=启用,disable=禁用';
--> statement-breakpoint
COMMENT ON COLUMN "user"."invite_code" IS '邀请码';
--> statement-breakpoint
COMMENT ON COLUMN "user"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "user"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "user_rule" IS '会员菜单权限规则表';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."pid" IS '上级菜单';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."title" IS '标题';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."name" IS '规则名称';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."path" IS '路由路径';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."icon" IS '图标';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."url" IS 'Url';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."component" IS '组件路径';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."extend" IS '扩展属性:none=无,add_rules_only=只添加为路由,add_menu_only=只添加为菜单';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."remark" IS '备注';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."weigh" IS '权重';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."type" IS '类型:route=路由,menu_dir=菜单目录,menu=菜单项,nav_user_menu=顶栏会员菜单下拉项,nav=顶栏菜单项,button=页面按钮';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."menu_type" IS '菜单类型:tab=选项卡,link=链接,iframe=Iframe';
--> statement-breakpoint
COMMENT ON COLUMN "user_rule"."no_login_valid" IS '未登录有效:0=否,1=是';
--> statement-breakpoint
COMMENT ON TABLE "user_money_log" IS '会员余额变动表';
--> statement-breakpoint
COMMENT ON COLUMN "user_money_log"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "user_money_log"."user_id" IS '会员ID';
--> statement-breakpoint
COMMENT ON COLUMN "user_money_log"."money" IS '变更余额';
--> statement-breakpoint
COMMENT ON COLUMN "user_money_log"."before" IS '变更前余额';
--> statement-breakpoint
COMMENT ON COLUMN "user_money_log"."after" IS '变更后余额';
--> statement-breakpoint
COMMENT ON COLUMN "user_money_log"."memo" IS '备注';
--> statement-breakpoint
COMMENT ON COLUMN "user_money_log"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "user_score_log" IS '会员积分变动表';
--> statement-breakpoint
COMMENT ON COLUMN "user_score_log"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "user_score_log"."user_id" IS '会员ID';
--> statement-breakpoint
COMMENT ON COLUMN "user_score_log"."score" IS '变更积分';
--> statement-breakpoint
COMMENT ON COLUMN "user_score_log"."before" IS '变更前积分';
--> statement-breakpoint
COMMENT ON COLUMN "user_score_log"."after" IS '变更后积分';
--> statement-breakpoint
COMMENT ON COLUMN "user_score_log"."memo" IS '备注';
--> statement-breakpoint
COMMENT ON COLUMN "user_score_log"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "attachment" IS '附件表';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."topic" IS '细目';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."admin_id" IS '上传管理员ID';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."user_id" IS '上传用户ID';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."url" IS '物理路径';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."width" IS '宽度';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."height" IS '高度';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."name" IS '原始名称';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."size" IS '大小';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."mimetype" IS 'mime类型';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."quote" IS '上传(引用)次数';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."storage" IS '存储方式';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."sha1" IS 'sha1编码';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON COLUMN "attachment"."last_upload_time" IS '最后上传时间';
--> statement-breakpoint
COMMENT ON TABLE "area" IS '省份地区表';
--> statement-breakpoint
COMMENT ON COLUMN "area"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "area"."pid" IS '父id';
--> statement-breakpoint
COMMENT ON COLUMN "area"."shortname" IS '简称';
--> statement-breakpoint
COMMENT ON COLUMN "area"."name" IS '名称';
--> statement-breakpoint
COMMENT ON COLUMN "area"."mergename" IS '全称';
--> statement-breakpoint
COMMENT ON COLUMN "area"."level" IS '层级:1=省,2=市,3=区/县';
--> statement-breakpoint
COMMENT ON COLUMN "area"."pinyin" IS '拼音';
--> statement-breakpoint
COMMENT ON COLUMN "area"."code" IS '长途区号';
--> statement-breakpoint
COMMENT ON COLUMN "area"."zip" IS '邮编';
--> statement-breakpoint
COMMENT ON COLUMN "area"."first" IS '首字母';
--> statement-breakpoint
COMMENT ON COLUMN "area"."lng" IS '经度';
--> statement-breakpoint
COMMENT ON COLUMN "area"."lat" IS '纬度';
--> statement-breakpoint
COMMENT ON TABLE "security_data_recycle" IS '回收规则表';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."name" IS '规则名称';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."controller" IS '控制器';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."controller_as" IS '控制器别名';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."data_table" IS '对应数据表';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."connection" IS '数据库连接配置标识';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."primary_key" IS '数据表主键';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "security_data_recycle_log" IS '数据回收记录表';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."admin_id" IS '操作管理员';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."recycle_id" IS '回收规则ID';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."data" IS '回收的数据';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."data_table" IS '数据表';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."connection" IS '数据库连接配置标识';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."primary_key" IS '数据表主键';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."ip" IS '操作者IP';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."useragent" IS 'User-Agent';
--> statement-breakpoint
COMMENT ON COLUMN "security_data_recycle_log"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "security_sensitive_data" IS '敏感数据规则表';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."name" IS '规则名称';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."controller" IS '控制器';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."controller_as" IS '控制器别名';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."data_table" IS '对应数据表';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."connection" IS '数据库连接配置标识';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."primary_key" IS '数据表主键';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."data_fields" IS '敏感数据字段';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."status" IS '状态:0=禁用,1=启用';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."update_time" IS '更新时间';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data"."create_time" IS '创建时间';
--> statement-breakpoint
COMMENT ON TABLE "security_sensitive_data_log" IS '敏感数据修改记录';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."id" IS 'ID';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."admin_id" IS '操作管理员';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."sensitive_id" IS '敏感数据规则ID';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."data_table" IS '数据表';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."connection" IS '数据库连接配置标识';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."primary_key" IS '数据表主键';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."data_field" IS '被修改字段';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."data_comment" IS '被修改项';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."id_value" IS '被修改项主键值';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."before" IS '修改前';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."after" IS '修改后';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."ip" IS '操作者IP';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."useragent" IS 'User-Agent';
--> statement-breakpoint
COMMENT ON COLUMN "security_sensitive_data_log"."create_time" IS '创建时间';
