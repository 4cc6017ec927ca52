import { describe, expect, it } from 'vitest';
import { wechatAuthorizeUrl } from '@app/contract';
import { wechatStep, withoutWechatParams } from './wechat-authorize';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003133) NetType/WIFI Language/zh_CN';
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const STATUS = { appid: 'wx1111111111111111', bound: false, authorize_url: 'https://open.weixin.qq.com/connect/oauth2/authorize', pay_bound: false };
const STATE = `${'n'.repeat(32)}.${'s'.repeat(43)}`;
const PAGE = 'https://shop.example.com/user/order?tab=unpaid#list';

describe('wechatStep', () => {
  it('in WeChat without a stored openid: to the authorize page, coming back to the page', () => {
    const step = wechatStep({ userAgent: WECHAT_UA, href: PAGE, status: STATUS, tried: false });
    expect(step).toEqual({ kind: 'authorize', redirectUri: 'https://shop.example.com/user/order?tab=unpaid' });
  });

  it('builds the authorize URL as WeChat documents it: parameters in order, url-encoded, #wechat_redirect', () => {
    const url = wechatAuthorizeUrl(STATUS.authorize_url, STATUS.appid, 'https://shop.example.com/user/order?tab=unpaid', STATE);
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1111111111111111'
      + '&redirect_uri=https%3A%2F%2Fshop.example.com%2Fuser%2Forder%3Ftab%3Dunpaid'
      + `&response_type=code&scope=snsapi_base&state=${STATE}#wechat_redirect`,
    );
  });

  it('does nothing outside WeChat, when bound, unconfigured, before the status, or tried this session', () => {
    expect(wechatStep({ userAgent: SAFARI_UA, href: PAGE, status: STATUS, tried: false })).toEqual({ kind: 'none' });
    expect(wechatStep({ userAgent: WECHAT_UA, href: PAGE, status: { ...STATUS, bound: true }, tried: false })).toEqual({ kind: 'none' });
    expect(wechatStep({ userAgent: WECHAT_UA, href: PAGE, status: { ...STATUS, appid: '' }, tried: false })).toEqual({ kind: 'none' });
    expect(wechatStep({ userAgent: WECHAT_UA, href: PAGE, status: undefined, tried: false })).toEqual({ kind: 'none' });
    expect(wechatStep({ userAgent: WECHAT_UA, href: PAGE, status: STATUS, tried: true })).toEqual({ kind: 'none' });
  });

  it("back from WeChat with the code and our state: exchange it and drop both from the page's URL", () => {
    const back = `https://shop.example.com/user/order?tab=unpaid&code=061abcDEF&state=${STATE}`;
    expect(wechatStep({ userAgent: WECHAT_UA, href: back, status: STATUS, tried: true })).toEqual({
      kind: 'exchange', code: '061abcDEF', state: STATE, cleanUrl: 'https://shop.example.com/user/order?tab=unpaid',
    });
    // a `code` of another page (not our state's shape) is none of WeChat's business
    expect(wechatStep({ userAgent: WECHAT_UA, href: 'https://shop.example.com/user/x?code=1&state=2', status: { ...STATUS, bound: true }, tried: false })).toEqual({ kind: 'none' });
  });

  it('withoutWechatParams keeps the other parameters and, unless asked not to, the hash', () => {
    expect(withoutWechatParams(`${PAGE.replace('#list', '')}&code=c&state=s#list`)).toBe(PAGE);
    expect(withoutWechatParams(PAGE, false)).toBe('https://shop.example.com/user/order?tab=unpaid');
  });
});
