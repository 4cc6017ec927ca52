import { UPLOAD_SETTING_DEFAULTS } from '../../core/upload/upload-settings.ts';
import { CLOUD_SETTING_DEFAULTS as C } from '../../core/upload/cloud-settings.ts';
import { MAP_TILE_DEFAULTS as M } from '../../core/site/map-tiles.ts';
import { DEFAULT_AGREEMENT } from '../../modules/distribution/index.ts';

/** Seeded settings (reference 7.2). Rows are inserted when missing and never overwritten. */
export interface ConfigSeed {
  name: string;
  group: string;
  title: string;
  type: string;
  value: string;
  content?: string;
  rule?: string;
  tip?: string;
  /** JSON form-item attributes, input attributes under `baInputExtend`. */
  extend?: string;
  weigh?: number;
}

export const configSeeds: ConfigSeed[] = [
  {
    name: 'config_group', group: 'basics', title: 'Config group', type: 'array', rule: 'required', weigh: -1,
    value: JSON.stringify([
      { key: 'basics', value: 'Basics' },
      { key: 'mail', value: 'Mail' },
      { key: 'upload', value: 'Upload' },
      { key: 'sms', value: 'SMS' },
      { key: 'order', value: 'Order' },
      { key: 'pay', value: 'Payment' },
      { key: 'distribution', value: 'Distribution' },
      { key: 'map', value: 'Map' },
      { key: 'withdraw', value: 'Withdrawal' },
      { key: 'ai', value: 'AI' },
      { key: 'config_quick_entrance', value: 'Config Quick entrance' },
    ]),
  },
  // empty: each reader sees the product's name in their language (siteNameFor, the web's useSiteName); migration 0027 clears the old placeholder
  { name: 'site_name', group: 'basics', title: 'Site Name', type: 'string', value: '', tip: "Empty: the product's name in the reader's language", weigh: 99 },
  { name: 'record_number', group: 'basics', title: 'Record number', type: 'string', value: '' },
  { name: 'version', group: 'basics', title: 'Version number', type: 'string', value: 'v1.0.0', rule: 'required' },
  { name: 'time_zone', group: 'basics', title: 'time zone', type: 'string', value: 'Asia/Shanghai', rule: 'required' },
  { name: 'no_access_ip', group: 'basics', title: 'No access ip', type: 'textarea', value: '', tip: 'One IP or CIDR per line' },
  { name: 'open_member_center', group: 'basics', title: 'Member center', type: 'switch', value: '1', tip: 'Off: member login, registration and the member centre are closed' },
  { name: 'user_register_verification', group: 'basics', title: 'Registration verification', type: 'select', value: 'none', content: JSON.stringify({ none: 'Click captcha only', email: 'E-mail code', mobile: 'Mobile code' }), rule: 'required', tip: 'A code that registration requires besides the username, password and click captcha' },
  { name: 'backend_entrance', group: 'basics', title: 'Backend entrance', type: 'string', value: '/admin', rule: 'required' },
  // Who must sign in with a second factor (core/auth/two-factor-policy.ts); the seeds add it to an existing install.
  { name: 'admin_two_factor', group: 'basics', title: 'Administrator two-factor authentication', type: 'select', value: 'off', content: JSON.stringify({ off: 'Optional', super: 'Required for super administrators', all: 'Required for every administrator' }), rule: 'required', tip: 'Who has none is sent to set it up right after signing in, and can do nothing else until then' },
  { name: 'cors_request_domain', group: 'basics', title: 'Cross-domain origins', type: 'textarea', value: 'localhost,127.0.0.1', tip: 'Origins or hosts allowed to call the API, by comma or line; * allows any' },
  // Backups (modules/backup): edited on the Backups page, not a tab of the config centre
  { name: 'backup_schedule', group: 'backup', title: 'Backup schedule', type: 'select', value: 'off', content: JSON.stringify({ off: 'Off', hourly: 'Hourly', daily: 'Daily' }), rule: 'required' },
  { name: 'backup_time', group: 'backup', title: 'Backup time', type: 'string', value: '03:00', tip: 'HH:MM of the site time zone; hourly: the minute' },
  { name: 'backup_retention', group: 'backup', title: 'Backups kept', type: 'number', value: '7', tip: '0 keeps every backup' },
  { name: 'smtp_server', group: 'mail', title: 'smtp server', type: 'string', value: 'smtp.qq.com' },
  { name: 'smtp_port', group: 'mail', title: 'smtp port', type: 'string', value: '465' },
  { name: 'smtp_user', group: 'mail', title: 'smtp user', type: 'string', value: '' },
  // masked input; not the `password` type, whose account-password format an SMTP password need not follow
  { name: 'smtp_pass', group: 'mail', title: 'smtp pass', type: 'string', value: '', extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }) },
  { name: 'smtp_verification', group: 'mail', title: 'smtp verification', type: 'select', value: 'SSL', content: JSON.stringify({ SSL: 'SSL', TLS: 'TLS' }) },
  { name: 'smtp_sender_mail', group: 'mail', title: 'smtp sender mail', type: 'string', value: '', rule: 'email' },
  // SMS verification codes (core/sms): the provider and its account; `log` only writes codes to the server log (development).
  // Tencent and Alibaba Cloud share the key, signature and template rows; region and SdkAppId are Tencent's.
  { name: 'sms_provider', group: 'sms', title: 'SMS provider', type: 'select', value: 'none', content: JSON.stringify({ none: 'None', log: 'Server log (development only)', tencent: 'Tencent Cloud SMS', aliyun: 'Alibaba Cloud SMS' }), rule: 'required' },
  { name: 'sms_endpoint', group: 'sms', title: 'API endpoint', type: 'string', value: '', tip: "Empty: the provider's public endpoint" },
  { name: 'sms_region', group: 'sms', title: 'Region', type: 'string', value: 'ap-guangzhou', tip: 'Tencent Cloud only' },
  { name: 'sms_secret_id', group: 'sms', title: 'SecretId', type: 'string', value: '', tip: 'Alibaba Cloud: AccessKey ID' },
  { name: 'sms_secret_key', group: 'sms', title: 'SecretKey', type: 'string', value: '', tip: 'Alibaba Cloud: AccessKey secret', extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }) },
  { name: 'sms_sdk_app_id', group: 'sms', title: 'SMS SdkAppId', type: 'string', value: '', tip: 'Tencent Cloud only' },
  { name: 'sms_sign_name', group: 'sms', title: 'Signature name', type: 'string', value: '' },
  { name: 'sms_tpl_user_register', group: 'sms', title: 'Template: registration', type: 'string', value: '', tip: 'Template id / TemplateCode; its one variable is the code (Alibaba Cloud: ${code})' },
  { name: 'sms_tpl_user_change_mobile', group: 'sms', title: 'Template: change mobile', type: 'string', value: '', tip: 'Template id / TemplateCode; its one variable is the code (Alibaba Cloud: ${code})' },
  { name: 'sms_tpl_user_retrieve_pwd', group: 'sms', title: 'Template: retrieve password', type: 'string', value: '', tip: 'Template id / TemplateCode; its one variable is the code (Alibaba Cloud: ${code})' },
  { name: 'sms_tpl_user_mobile_verify', group: 'sms', title: 'Template: verify mobile', type: 'string', value: '', tip: 'Template id / TemplateCode; its one variable is the code (Alibaba Cloud: ${code})' },
  // Upload limits (spec sections 3 and 5); the server enforces them and the client pre-checks them.
  { name: 'upload_mode', group: 'upload', title: 'Upload mode', type: 'select', value: UPLOAD_SETTING_DEFAULTS.upload_mode, content: JSON.stringify({ local: 'Local', s3: 'S3-compatible (AWS S3, MinIO, R2, COS S3 API)', cos: 'Tencent Cloud COS' }), rule: 'required' },
  { name: 'upload_max_size', group: 'upload', title: 'Maximum file size', type: 'string', value: UPLOAD_SETTING_DEFAULTS.upload_max_size, rule: 'required', tip: 'Units b, kb, mb, gb, e.g. 10mb' },
  { name: 'upload_video_max_size', group: 'upload', title: 'Maximum video size', type: 'string', value: UPLOAD_SETTING_DEFAULTS.upload_video_max_size, rule: 'required', tip: 'Units b, kb, mb, gb, e.g. 100mb' },
  { name: 'upload_allowed_suffixes', group: 'upload', title: 'Allowed extensions', type: 'string', value: UPLOAD_SETTING_DEFAULTS.upload_allowed_suffixes, rule: 'required', tip: 'Comma-separated, without dots; * allows any' },
  { name: 'upload_allowed_mime_types', group: 'upload', title: 'Allowed mime types', type: 'string', value: UPLOAD_SETTING_DEFAULTS.upload_allowed_mime_types, tip: 'Comma-separated, e.g. image/*; empty: any' },
  { name: 'upload_save_name', group: 'upload', title: 'Save name', type: 'string', value: UPLOAD_SETTING_DEFAULTS.upload_save_name, rule: 'required' },
  // Cloud storage of direct uploads (upload mode s3 / cos): the browser sends files to the bucket, the server signs and records.
  { name: 'upload_s3_endpoint', group: 'upload', title: 'S3 endpoint', type: 'string', value: C.upload_s3_endpoint, tip: 'Empty: AWS S3; e.g. http://127.0.0.1:9000 (MinIO)' },
  { name: 'upload_s3_region', group: 'upload', title: 'S3 region', type: 'string', value: C.upload_s3_region },
  { name: 'upload_s3_bucket', group: 'upload', title: 'S3 bucket', type: 'string', value: C.upload_s3_bucket },
  { name: 'upload_s3_access_key', group: 'upload', title: 'S3 access key', type: 'string', value: C.upload_s3_access_key },
  { name: 'upload_s3_secret_key', group: 'upload', title: 'S3 secret key', type: 'string', value: C.upload_s3_secret_key, extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }) },
  { name: 'upload_s3_path_style', group: 'upload', title: 'S3 path-style addressing', type: 'switch', value: C.upload_s3_path_style, tip: 'MinIO and most self-hosted stores' },
  { name: 'upload_s3_public_url', group: 'upload', title: 'S3 public URL', type: 'string', value: C.upload_s3_public_url, tip: 'Base URL of the stored files (a CDN); empty: the endpoint' },
  { name: 'upload_cos_bucket', group: 'upload', title: 'COS bucket', type: 'string', value: C.upload_cos_bucket, tip: 'name-appid' },
  { name: 'upload_cos_region', group: 'upload', title: 'COS region', type: 'string', value: C.upload_cos_region },
  { name: 'upload_cos_secret_id', group: 'upload', title: 'COS SecretId', type: 'string', value: C.upload_cos_secret_id },
  { name: 'upload_cos_secret_key', group: 'upload', title: 'COS SecretKey', type: 'string', value: C.upload_cos_secret_key, extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }) },
  { name: 'upload_cos_public_url', group: 'upload', title: 'COS public URL', type: 'string', value: C.upload_cos_public_url, tip: 'Base URL of the stored files (a CDN); empty: the bucket domain' },
  { name: 'upload_abandoned_hours', group: 'upload', title: 'Abandoned uploads', type: 'number', value: C.upload_abandoned_hours, rule: 'required,integer', tip: 'Hours after which a cloud upload never completed is aborted at the storage and forgotten' },
  { name: 'upload_cos_domain', group: 'upload', title: 'COS domain', type: 'string', value: C.upload_cos_domain, tip: "Custom origin domain, e.g. https://files.example.com; empty: the bucket's own domain" },
  { name: 'upload_cos_sts_endpoint', group: 'upload', title: 'STS endpoint', type: 'string', value: C.upload_cos_sts_endpoint, tip: "Empty: Tencent Cloud's public endpoint" },
  // Order timers (modules/order/timers.ts); migration 0010 adds them to an existing install.
  { name: 'order_unpaid_timeout', group: 'order', title: 'Unpaid order timeout', type: 'number', value: '30', rule: 'required,integer', tip: 'Minutes after which an unpaid order is cancelled' },
  { name: 'order_auto_complete_days', group: 'order', title: 'Auto-complete after', type: 'number', value: '7', rule: 'required,integer', tip: 'Days after payment at which a paid order is completed' },
  // The dashboard's low-stock to-do (modules/dashboard); migration 0015 adds it to an existing install.
  { name: 'low_stock_threshold', group: 'order', title: 'Low stock threshold', type: 'number', value: '10', rule: 'required,integer', tip: "A shop product on sale with this stock or less is listed on the dashboard's to-dos" },
  { name: 'order_after_sale_days', group: 'order', title: 'After-sale window', type: 'number', value: '7', rule: 'required,integer', tip: 'Days after completion during which an order can be refunded' },
  // WeChat Pay API v3 (modules/order/wechatpay.ts); the key fields are secrets (masked input, masked in the admin log).
  { name: 'wechatpay_appid', group: 'pay', title: 'WeChat Pay AppID', type: 'string', value: '', tip: 'The mini-program or official account AppID bound to the merchant' },
  { name: 'wechatpay_mchid', group: 'pay', title: 'WeChat Pay merchant id', type: 'string', value: '' },
  { name: 'wechatpay_serial_no', group: 'pay', title: 'Merchant certificate serial number', type: 'string', value: '' },
  { name: 'wechatpay_key_secret', group: 'pay', title: 'Merchant API private key', type: 'string', value: '', tip: 'apiclient_key.pem (PEM, line breaks optional)', extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }) },
  { name: 'wechatpay_apiv3_secret', group: 'pay', title: 'APIv3 key', type: 'string', value: '', tip: '32 characters', extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }) },
  { name: 'wechatpay_platform_serial', group: 'pay', title: 'WeChat Pay public key ID / certificate serial', type: 'string', value: '' },
  { name: 'wechatpay_platform_public_key', group: 'pay', title: 'WeChat Pay public key / platform certificate', type: 'textarea', value: '', tip: 'PEM public key or certificate' },
  { name: 'wechatpay_notify_url', group: 'pay', title: 'WeChat Pay notify URL', type: 'string', value: '', tip: 'https://<your domain>/api/pay/wechat/notify' },
  { name: 'wechatpay_endpoint', group: 'pay', title: 'WeChat Pay API endpoint', type: 'string', value: '', tip: 'Empty: https://api.mch.weixin.qq.com' },
  // Withdrawal payouts (modules/finance/wechat-transfer.ts, alipay-transfer.ts); the seeds add them to an existing install.
  { name: 'wechatpay_transfer_scene_id', group: 'pay', title: 'WeChat transfer scene ID', type: 'string', value: '1005', tip: 'The 商家转账 scene opened for the merchant, e.g. 1005 (commission)' },
  { name: 'wechatpay_transfer_report', group: 'pay', title: 'WeChat transfer scene report', type: 'textarea', value: '岗位类型=推广代理\n报酬说明=推广佣金', tip: 'One type=content a line, as the scene requires' },
  { name: 'wechatpay_transfer_remark', group: 'pay', title: 'WeChat transfer remark', type: 'string', value: '佣金提现', tip: 'Shown to the member, at most 32 characters' },
  { name: 'wechatpay_transfer_notify_url', group: 'pay', title: 'WeChat transfer notify URL', type: 'string', value: '', tip: 'https://<your domain>/api/withdraw/wechat/notify; empty: WeChat payouts off' },
  // The member's openid per AppID (modules/wechat): web authorization and the mini-program's code2Session; the seeds add them to an existing install.
  { name: 'wechat_oa_appid', group: 'pay', title: 'Official account AppID', type: 'string', value: '', tip: "Web authorization in WeChat's browser gets the member's openid under it; for JSAPI pay: Pay's AppID" },
  { name: 'wechat_oa_secret', group: 'pay', title: 'Official account AppSecret', type: 'string', value: '', tip: 'Never shown again once saved; leave empty to keep the saved key', extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }) },
  { name: 'wechat_mini_appid', group: 'pay', title: 'Mini-program AppID', type: 'string', value: '', tip: "code2Session gets the member's openid under it" },
  { name: 'wechat_mini_secret', group: 'pay', title: 'Mini-program AppSecret', type: 'string', value: '', tip: 'Never shown again once saved; leave empty to keep the saved key', extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }) },
  { name: 'wechat_api_endpoint', group: 'pay', title: 'WeChat API endpoint', type: 'string', value: '', tip: 'Empty: https://api.weixin.qq.com' },
  { name: 'wechat_authorize_url', group: 'pay', title: 'WeChat authorize page', type: 'string', value: '', tip: 'Empty: https://open.weixin.qq.com/connect/oauth2/authorize' },
  { name: 'alipay_app_id', group: 'pay', title: 'Alipay app ID', type: 'string', value: '' },
  { name: 'alipay_private_key_secret', group: 'pay', title: 'Alipay app private key', type: 'string', value: '', tip: 'PEM or the bare key of the key tool (PKCS#1 or PKCS#8)', extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }) },
  { name: 'alipay_public_key', group: 'pay', title: 'Alipay public key', type: 'textarea', value: '', tip: "Alipay's public key (not the app's)" },
  { name: 'alipay_gateway', group: 'pay', title: 'Alipay gateway', type: 'string', value: '', tip: 'Empty: https://openapi.alipay.com/gateway.do' },
  { name: 'alipay_transfer_title', group: 'pay', title: 'Alipay transfer title', type: 'string', value: '佣金提现', tip: 'Shown to the member' },
  // Distribution (modules/distribution/settings.ts reads them typed); migration 0015 adds them to an existing install.
  { name: 'distribution_bind_scope', group: 'distribution', title: 'Who may bind an inviter', type: 'select', value: 'any', content: JSON.stringify({ new: 'New members only (no paid order yet)', any: 'Anyone without an upline' }), rule: 'required', weigh: 20 },
  { name: 'distribution_bind_mode', group: 'distribution', title: 'Binding duration', type: 'select', value: 'permanent', content: JSON.stringify({ permanent: 'Permanent', days: 'N days', latest: 'Until a newer invitation (latest click)' }), rule: 'required', weigh: 19 },
  { name: 'distribution_bind_days', group: 'distribution', title: 'Binding days', type: 'number', value: '30', rule: 'required,integer', tip: 'Days a binding lasts when the duration is N days', weigh: 18 },
  { name: 'distribution_earn_mode', group: 'distribution', title: 'Who may earn commission', type: 'select', value: 'apply', content: JSON.stringify({ everyone: 'Everyone', apply: 'Apply and be reviewed', admin: 'Designated by an administrator', spend: 'After spending a threshold' }), rule: 'required', weigh: 17 },
  { name: 'distribution_spend_threshold', group: 'distribution', title: 'Spend threshold', type: 'string', value: '0.00', rule: 'required', tip: 'Yuan of completed orders that make a member an agent (spend mode)', weigh: 16 },
  // the agreement per language (modules/distribution/agreement.ts); migration 0027 adds them to an install that had none
  { name: 'distribution_agreement', group: 'distribution', title: 'Agent agreement', type: 'textarea', value: DEFAULT_AGREEMENT['zh-cn'], tip: 'Shown to members applying to become agents (Chinese)', weigh: 15 },
  { name: 'distribution_agreement_en', group: 'distribution', title: 'Agent agreement (English)', type: 'textarea', value: DEFAULT_AGREEMENT.en, tip: 'Shown to members reading in English; empty: the Chinese agreement', weigh: 15 },
  // rates: basis points, typed in percent on our pages (the input attribute `percent`; migration 0028 adds it to older rows)
  { name: 'commission_level1_rate', group: 'distribution', title: 'Global level 1 rate', type: 'number', value: '0', rule: 'required,integer', tip: 'Used when neither the product nor the agent level sets a rate', extend: JSON.stringify({ baInputExtend: { percent: true } }), weigh: 14 },
  { name: 'commission_level2_rate', group: 'distribution', title: 'Global level 2 rate', type: 'number', value: '0', rule: 'required,integer', tip: 'Used when neither the product nor the agent level sets a rate', extend: JSON.stringify({ baInputExtend: { percent: true } }), weigh: 13 },
  { name: 'commission_base', group: 'distribution', title: 'Commission base', type: 'select', value: 'paid', content: JSON.stringify({ paid: 'Amount paid', profit: 'Profit (paid minus cost price)' }), rule: 'required', weigh: 12 },
  { name: 'commission_self_purchase', group: 'distribution', title: 'Self-purchase commission', type: 'switch', value: '0', tip: 'An agent earns level 1 commission on their own purchases', weigh: 11 },
  // Migration 0026 adds it to an existing install.
  { name: 'commission_activity_default', group: 'distribution', title: 'Promotions earn commission', type: 'switch', value: '1', tip: 'The default of "earns commission" on new HQ and shop promotions', weigh: 10 },
  // Map tiles of the position pickers (core/site/map-tiles.ts); migration 0022 adds them to an existing install.
  { name: 'map_tile_url', group: 'map', title: 'Map tile URL', type: 'string', value: M.map_tile_url, rule: 'required', tip: 'Leaflet template with {z}, {x}, {y} ({s}: a subdomain); its origin is allowed in the pages\' CSP', weigh: 3 },
  { name: 'map_tile_subdomains', group: 'map', title: 'Tile subdomains', type: 'string', value: M.map_tile_subdomains, tip: 'Letters or digits put in place of {s}, e.g. abc or 01234567', weigh: 2 },
  { name: 'map_tile_attribution', group: 'map', title: 'Map attribution', type: 'string', value: M.map_tile_attribution, tip: "The tile provider's credit shown on the map", weigh: 1 },
  // Withdrawals (modules/finance/settings.ts reads them typed); migration 0023 adds them to an existing install.
  { name: 'withdraw_channels', group: 'withdraw', title: 'Withdrawal channels', type: 'checkbox', value: '["balance","bank"]', content: JSON.stringify({ balance: 'To balance', wechat: 'WeChat', alipay: 'Alipay', bank: 'Bank card' }), tip: 'The channels agents may withdraw their commission to', weigh: 20 },
  { name: 'withdraw_min', group: 'withdraw', title: 'Minimum withdrawal', type: 'string', value: '1.00', rule: 'required', tip: 'Yuan; 0: no minimum', weigh: 19 },
  { name: 'withdraw_max', group: 'withdraw', title: 'Maximum withdrawal', type: 'string', value: '0.00', rule: 'required', tip: 'Yuan per withdrawal; 0: no maximum', weigh: 18 },
  { name: 'withdraw_fee_rate', group: 'withdraw', title: 'Withdrawal fee rate', type: 'number', value: '0', rule: 'required,integer', tip: 'Never charged on withdrawals to balance', extend: JSON.stringify({ baInputExtend: { percent: true } }), weigh: 17 },
  { name: 'withdraw_daily_count', group: 'withdraw', title: 'Withdrawals per day', type: 'number', value: '0', rule: 'required,integer', tip: 'Per agent; 0: no limit', weigh: 16 },
  { name: 'withdraw_daily_amount', group: 'withdraw', title: 'Withdrawal amount per day', type: 'string', value: '0.00', rule: 'required', tip: 'Yuan per agent; 0: no limit', weigh: 15 },
  // The CRUD designer's chat endpoint (modules/crud/describe.ts): group `ai`, changed by super administrators only
  // (core/security/settings-policy.ts), the key write-only; migration 0036 adds them to an existing install.
  { name: 'ai_base_url', group: 'ai', title: 'Chat API base URL', type: 'string', value: '', tip: 'OpenAI-compatible, e.g. https://api.deepseek.com/v1 (POST {base}/chat/completions); empty: off', weigh: 4 },
  { name: 'ai_model', group: 'ai', title: 'Chat model', type: 'string', value: '', tip: "The provider's model name, e.g. deepseek-chat or qwen-plus", weigh: 3 },
  { name: 'ai_secret_key', group: 'ai', title: 'Chat API key', type: 'string', value: '', tip: 'Never shown again once saved; leave empty to keep the saved key', extend: JSON.stringify({ baInputExtend: { type: 'password', autoComplete: 'new-password' } }), weigh: 2 },
  { name: 'ai_timeout', group: 'ai', title: 'Chat time limit', type: 'number', value: '30', rule: 'required,integer', tip: 'Seconds the server waits for an answer (1 to 300)', weigh: 1 },
  {
    name: 'config_quick_entrance', group: 'config_quick_entrance', title: 'Config Quick entrance', type: 'array',
    value: JSON.stringify([
      { key: '数据回收规则配置', value: 'security/dataRecycle' },
      { key: '敏感数据规则配置', value: 'security/sensitiveData' },
    ]),
  },
];
