import { describe, expect, it } from 'vitest';
import { buildCaptchaInfo } from './captcha-info';

describe('buildCaptchaInfo', () => {
  it('joins the points in click order with the rendered image size', () => {
    expect(buildCaptchaInfo([{ x: 112, y: 80 }, { x: 240, y: 131 }], 350, 200)).toBe('112,80-240,131;350;200');
  });

  it('rounds fractional offsets and sizes', () => {
    expect(buildCaptchaInfo([{ x: 10.6, y: 20.2 }], 349.5, 199.4)).toBe('11,20;350;199');
  });
});
