import { commonEndpoints as api } from '@app/contract';
import { call } from './endpoint';

export type { ClickCaptchaData } from '@app/contract';

export function getClickCaptcha(id: string) {
  // the dialog shows its own load-failure text
  return call(api.clickCaptcha, { id }, { showCodeMessage: false, showErrorMessage: false });
}

/** Checks without consuming the captcha (`unset: false`); the business call verifies it again. */
export function checkClickCaptcha(id: string, info: string) {
  return call(api.checkClickCaptcha, { id, info, unset: false }, { showCodeMessage: false });
}
