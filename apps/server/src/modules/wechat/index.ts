export { payerOpenid, storedOpenid } from './openid.ts';
