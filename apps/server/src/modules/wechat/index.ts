export { storedOpenid } from './openid.ts';
