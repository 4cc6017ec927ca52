export {
  renderClickCaptcha,
  checkClickCaptchaPoints,
  solveClickCaptcha,
  preloadClickCaptcha,
  CLICK_CAPTCHA_WIDTH,
  CLICK_CAPTCHA_HEIGHT,
  type CaptchaPoint,
  type ClickCaptchaOptions,
  type RenderedClickCaptcha,
} from './click-captcha.ts';
export { CAPTCHA_ICON_NAMES, CAPTCHA_ICON_LABELS, type CaptchaIconName } from './assets.ts';
