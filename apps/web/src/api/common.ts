import { request } from './request';

export interface ClickCaptchaData {
  id: string;
  /** Labels of the targets, in the order they must be clicked. */
  text: string[];
  /** data:image/png;base64,… */
  base64: string;
  width: number;
  height: number;
}

export function getClickCaptcha(id: string) {
  // the dialog shows its own load-failure text
  return request<ClickCaptchaData>(
    { url: '/api/common/clickCaptcha', method: 'GET', params: { id } },
    { showCodeMessage: false, showErrorMessage: false },
  );
}

/** Checks without consuming the captcha (`unset: false`); the business call verifies it again. */
export function checkClickCaptcha(id: string, info: string) {
  return request<null>(
    { url: '/api/common/checkClickCaptcha', method: 'POST', data: { id, info, unset: false } },
    { showCodeMessage: false },
  );
}
