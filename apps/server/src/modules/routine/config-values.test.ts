import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/http/errors.ts';
import { checkSpecialSetting, failedRule, parseAttrLines } from './config-values.ts';

describe('parseAttrLines (reference 7.7)', () => {
  it('types values and nests dotted keys', () => {
    expect(parseAttrLines(' rows = 5 \n\nshow=true\nhide=false\nratio=-1.5\nname=Bob Smith\nstyle.width=100\nstyle.color=red\nempty=')).toEqual({
      rows: 5, show: true, hide: false, ratio: -1.5, name: 'Bob Smith', style: { width: 100, color: 'red' }, empty: '',
    });
    expect(parseAttrLines('1=One\n2=true', false)).toEqual({ 1: 'One', 2: 'true' });
    expect(parseAttrLines('a=b=c')).toEqual({ a: 'b=c' });
  });

  it('names the bad line', () => {
    for (const [text, line] of [['a=1\nnovalue', 2], ['=x', 1], ['a..b=1', 1], ['constructor.x=1', 1]] as const) {
      try {
        parseAttrLines(text);
        expect.unreachable(text);
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect((e as ApiError).args[0]).toBe(line);
      }
    }
  });
});

describe('failedRule', () => {
  it('checks the rule list and the type', () => {
    expect(failedRule('string', 'required', '')).toBe('required');
    expect(failedRule('string', 'required', ' x ')).toBeNull();
    expect(failedRule('checkbox', 'required', [])).toBe('required');
    expect(failedRule('email', '', 'nope')).toBe('email');
    expect(failedRule('email', '', '')).toBeNull();
    expect(failedRule('string', 'integer', '1.5')).toBe('integer');
    expect(failedRule('editor', 'editorRequired', '<p><br></p>')).toBe('editorRequired');
    expect(failedRule('editor', 'editorRequired', '<p><img src="/a.png"></p>')).toBeNull();
  });
});

describe('checkSpecialSetting', () => {
  it('guards the settings the server acts on', () => {
    expect(() => checkSpecialSetting('backend_entrance', '/admin2')).not.toThrow();
    for (const bad of ['admin', '/', '/ad-min', '/a/b', '/admin ']) expect(() => checkSpecialSetting('backend_entrance', bad), bad).toThrow('Backend entrance rule');
    expect(() => checkSpecialSetting('time_zone', 'Europe/Berlin')).not.toThrow();
    expect(() => checkSpecialSetting('time_zone', 'Nowhere/City')).toThrow(ApiError);
    expect(() => checkSpecialSetting('no_access_ip', '10.0.0.0/8\n::1')).not.toThrow();
    expect(() => checkSpecialSetting('no_access_ip', '10.0.0.0/8\nhost')).toThrow(ApiError);
    expect(() => checkSpecialSetting('upload_max_size', '10mb')).not.toThrow();
    expect(() => checkSpecialSetting('upload_max_size', 'big')).toThrow(ApiError);
    expect(() => checkSpecialSetting('upload_allowed_suffixes', 'jpg, .PNG,*')).not.toThrow();
    expect(() => checkSpecialSetting('upload_allowed_suffixes', 'jpg,p/hp')).toThrow('Invalid file extension: %s');
    expect(() => checkSpecialSetting('upload_allowed_suffixes', ' , ')).toThrow('List at least one file extension, or * for any');
    expect(() => checkSpecialSetting('upload_allowed_mime_types', '')).not.toThrow();
    expect(() => checkSpecialSetting('upload_allowed_mime_types', 'image/*,application/vnd.ms-excel,*')).not.toThrow();
    expect(() => checkSpecialSetting('upload_allowed_mime_types', 'image')).toThrow('Invalid mime type: %s');
    expect(() => checkSpecialSetting('upload_save_name', '/storage/{topic}/{fileSha1}{.suffix}')).not.toThrow();
    expect(() => checkSpecialSetting('upload_save_name', '')).not.toThrow();
    for (const bad of ['/etc/{fileSha1}', '/storage/../{fileSha1}', '/storage/{topic}/']) {
      expect(() => checkSpecialSetting('upload_save_name', bad), bad).toThrow('The save name template must give a path under /storage/');
    }
    expect(() => checkSpecialSetting('site_name', '')).not.toThrow();
  });
});
