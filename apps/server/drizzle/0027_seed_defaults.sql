-- Seeded defaults that looked unfinished, on an install seeded before this migration (a fresh one gets them from the seed).
-- An operator's own values stay: only the old placeholders are replaced.
-- The site name: empty shows the product's name in the reader's language (core/site/site-config.ts), no longer the placeholder.
UPDATE "config" SET "value" = '', "rule" = '', "tip" = 'Empty: the product''s name in the reader''s language'
WHERE "name" = 'site_name' AND "value" = '站点名称';
--> statement-breakpoint
-- The agent agreement per language (modules/distribution/agreement.ts): the English one is the default text where the
-- install had no agreement, and empty (the operator's Chinese text shown) where it had one.
INSERT INTO "config" ("name", "group", "title", "tip", "type", "value", "content", "rule", "weigh")
SELECT 'distribution_agreement_en', 'distribution', 'Agent agreement (English)', 'Shown to members reading in English; empty: the Chinese agreement', 'textarea',
  CASE WHEN COALESCE((SELECT "value" FROM "config" WHERE "name" = 'distribution_agreement'), '') = '' THEN '1. Agents give their real name and mobile number and keep them up to date.
2. Agents promote honestly: no false or exaggerated claims about products, and no cash-back schemes, fake orders or other unfair means of earning commission.
3. Commission is calculated at the rates the platform publishes and settled once an order is completed and its after-sale period has passed; the commission of a refunded order is cancelled or taken back.
4. Withdrawals follow the platform''s withdrawal rules (minimum amount, fee, daily count); the platform may review every withdrawal.
5. An agent who breaks this agreement may have their agent status suspended or cancelled, and commission so earned taken back.
6. The platform may change this agreement as its business requires; a change takes effect when published.' ELSE '' END,
  NULL, '', 15
WHERE EXISTS (SELECT 1 FROM "config" WHERE "name" = 'config_group')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "config" SET "value" = '1. 代理商须如实填写本人真实姓名和手机号码，信息变更时应及时更新。
2. 代理商应诚信推广，不得虚假宣传、夸大商品功效，不得以返现、刷单等不正当方式获取佣金。
3. 佣金按平台公布的比例计算，订单完成并过售后期后结算；订单退款的，相应佣金取消或扣回。
4. 佣金提现须遵守平台的提现规则（最低金额、手续费、每日次数等），平台有权审核每笔提现。
5. 代理商违反本协议的，平台有权暂停或取消其代理资格，并扣回违规所得佣金。
6. 平台可根据经营需要修改本协议，修改后的协议自公布之日起生效。'
WHERE "name" = 'distribution_agreement' AND "value" = '';
--> statement-breakpoint
UPDATE "config" SET "tip" = 'Shown to members applying to become agents (Chinese)'
WHERE "name" = 'distribution_agreement' AND "tip" = 'Shown to members applying to become agents';
