import type { Lang } from '../../core/i18n/index.ts';
import type { AppContext } from '../../context.ts';

/**
 * The agent agreement a new install starts with, one per language (config centre, distribution
 * group: `distribution_agreement` in Chinese, `distribution_agreement_en` in English); the
 * operator edits or replaces them. Migration 0027 writes the same texts into an install that had none.
 */
export const DEFAULT_AGREEMENT: Record<Lang, string> = {
  'zh-cn': [
    '1. 代理商须如实填写本人真实姓名和手机号码，信息变更时应及时更新。',
    '2. 代理商应诚信推广，不得虚假宣传、夸大商品功效，不得以返现、刷单等不正当方式获取佣金。',
    '3. 佣金按平台公布的比例计算，订单完成并过售后期后结算；订单退款的，相应佣金取消或扣回。',
    '4. 佣金提现须遵守平台的提现规则（最低金额、手续费、每日次数等），平台有权审核每笔提现。',
    '5. 代理商违反本协议的，平台有权暂停或取消其代理资格，并扣回违规所得佣金。',
    '6. 平台可根据经营需要修改本协议，修改后的协议自公布之日起生效。',
  ].join('\n'),
  en: [
    '1. Agents give their real name and mobile number and keep them up to date.',
    '2. Agents promote honestly: no false or exaggerated claims about products, and no cash-back schemes, fake orders or other unfair means of earning commission.',
    '3. Commission is calculated at the rates the platform publishes and settled once an order is completed and its after-sale period has passed; the commission of a refunded order is cancelled or taken back.',
    '4. Withdrawals follow the platform\'s withdrawal rules (minimum amount, fee, daily count); the platform may review every withdrawal.',
    '5. An agent who breaks this agreement may have their agent status suspended or cancelled, and commission so earned taken back.',
    '6. The platform may change this agreement as its business requires; a change takes effect when published.',
  ].join('\n'),
};

/** The setting that holds a language's agreement. */
const SETTING: Record<Lang, string> = { 'zh-cn': 'distribution_agreement', en: 'distribution_agreement_en' };

/** The agreement in the reader's language, or the other language's while that one is empty (an operator who wrote only one). */
export async function agreementFor(ctx: Pick<AppContext, 'settings'>, lang: Lang): Promise<string> {
  const read = async (l: Lang) => {
    const v = await ctx.settings.get<unknown>(SETTING[l], '');
    return typeof v === 'string' ? v.trim() : '';
  };
  return (await read(lang)) || (await read(lang === 'en' ? 'zh-cn' : 'en'));
}
