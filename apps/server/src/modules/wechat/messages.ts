import type { MessagePack } from '../../core/i18n/packs/types.ts';

/** The WeChat openids (modules/wechat): refusals, answers and the settings of the `pay` config group. */
export const pack: MessagePack = {
  'zh-cn': {
    'WeChat authorized': '微信授权成功',
    'WeChat authorization is not configured': '微信网页授权未配置',
    'WeChat mini-program login is not configured': '微信小程序登录未配置',
    'The authorization has expired or is not yours, please authorize again': '授权已过期或不属于当前登录，请重新授权',
    'WeChat did not accept the authorization code (errcode %s), please authorize again': '微信未接受授权码（错误码 %s），请重新授权',
    "WeChat refused the site's AppID or AppSecret (errcode %s), please contact the administrator": '微信拒绝了本站的 AppID 或 AppSecret（错误码 %s），请联系管理员',
    'WeChat refused the authorization (errcode %s)': '微信拒绝了授权（错误码 %s）',
    'WeChat could not be reached, please try again later': '无法连接微信，请稍后重试',
    'WeChat did not return an openid, please authorize again': '微信未返回 openid，请重新授权',
    'Please open the page in WeChat (not from a Moments snapshot) to authorize': '请在微信中打开页面（而非朋友圈快照）后授权',
    'This WeChat account is already bound to another member': '该微信已绑定其他会员',
    'Please authorize with WeChat first': '请先完成微信授权',
    'The WeChat binding does not exist': '该微信绑定不存在',
    'WeChat binding removed': '已解除微信绑定',
    // seeded button titles (module.ts)
    查看微信绑定: '查看微信绑定',
    解除微信绑定: '解除微信绑定',
    // config centre (the pay group)
    'Official account AppID': '公众号 AppID',
    "Web authorization in WeChat's browser gets the member's openid under it; for JSAPI pay: Pay's AppID": '在微信内置浏览器中通过网页授权获取会员在该 AppID 下的 openid；用于 JSAPI 支付时须与微信支付 AppID 相同',
    'Official account AppSecret': '公众号 AppSecret',
    'Mini-program AppID': '小程序 AppID',
    'code2Session gets the member\'s openid under it': '通过 code2Session 获取会员在该 AppID 下的 openid',
    'Mini-program AppSecret': '小程序 AppSecret',
    'WeChat API endpoint': '微信接口地址',
    'Empty: https://api.weixin.qq.com': '留空：https://api.weixin.qq.com',
    'WeChat authorize page': '微信网页授权地址',
    'Empty: https://open.weixin.qq.com/connect/oauth2/authorize': '留空：https://open.weixin.qq.com/connect/oauth2/authorize',
  },
  en: {
    查看微信绑定: 'View WeChat bindings',
    解除微信绑定: 'Remove WeChat binding',
  },
};
