// What other areas may use of this one (lint: an area reaches another only through its index).
export { GatewayError, NotifyRefused, type NotifyRequest } from './gateway.ts';
export { paySetting, pem, wechatPayKeysFromSettings, WechatPayV3, type WechatPayKeys } from './wechatpay-v3.ts';
