import { describe, expect, it } from 'vitest';
import { addMessages, t } from './index.ts';

describe('message packs', () => {
  it('a pack may repeat a key with the same text, never change it', () => {
    expect(() => addMessages({ 'zh-cn': { 'Record not found': '记录未找到' } })).not.toThrow();
    expect(() => addMessages({ 'zh-cn': { 'Record not found': '记录不存在' } })).toThrow(/Record not found/);
    expect(() => addMessages({ 'zh-cn': {}, en: { 'Invalid token': 'Bad token' } })).toThrow(/Invalid token/);
    expect(t('zh-cn', 'Record not found')).toBe('记录未找到');
    expect(t('en', 'Invalid token')).toBe('Invalid Token!');
  });
});
