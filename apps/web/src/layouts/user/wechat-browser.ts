import { isWechatBrowser } from '@app/contract';

/** Whether this page runs in WeChat's browser: the layout loads and mounts `WechatAuthorize` (wechat-authorize.ts) only there. */
export const inWechatBrowser = () => typeof navigator !== 'undefined' && isWechatBrowser(navigator.userAgent);
