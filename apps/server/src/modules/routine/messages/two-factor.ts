import type { MessagePack } from '../../../core/i18n/packs/types.ts';

/** The administrators' second factor (core/auth/two-factor.ts, modules/routine/two-factor-routes.ts, the login's second step). */
export const pack: MessagePack = {
  'zh-cn': {
    'Two-factor authentication required': '请先开启双因素认证',
    'Two-factor authentication is already on': '双因素认证已开启',
    'Start the two-factor set-up first': '请先开始设置双因素认证',
    'The code is incorrect or already used': '验证码错误或已被使用',
    'Two-factor authentication is not on': '双因素认证未开启',
    'Two-factor authentication is required for your account': '您的账户必须开启双因素认证，不能关闭',
    'The sign-in has expired, please sign in again': '登录已过期，请重新登录',
    'Enter the code of your authenticator app': '请输入身份验证器应用中的验证码',
    'Two-factor authentication is on': '双因素认证已开启',
    'Two-factor authentication is off': '双因素认证已关闭',
    'Two-factor authentication has been reset': '双因素认证已重置',
    'Turn your own two-factor authentication off from your profile': '请在个人资料中关闭自己的双因素认证',
    'Please enter the code': '请输入验证码',
    'Please enter the 6-digit code': '请输入6位验证码',
    'Set up two-factor authentication': '设置双因素认证',
    'Turn on two-factor authentication': '开启双因素认证',
    'Turn off two-factor authentication': '关闭双因素认证',
    'Reset two-factor authentication': '重置双因素认证',
  },
};
