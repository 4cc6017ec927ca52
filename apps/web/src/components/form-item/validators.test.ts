import { describe, expect, it } from 'vitest';
import { i18n } from '../../lang/i18n';
import { loadEnglishPacks } from '../../test/lang';
import { buildRules, isEmptyHtml, passes, validatorMessage, VALIDATOR_NAMES } from './validators';
import { checkUploadFile, typeAllowed, urlList } from './inputs/upload';
import { switchChecked, switchValue } from './inputs/switch-value';

await loadEnglishPacks(['form-item']);

describe('validators', () => {
  const cases: [(typeof VALIDATOR_NAMES)[number], unknown[], unknown[]][] = [
    ['required', ['a', 0, false, ['x']], ['', '  ', null, undefined, []]],
    ['mobile', ['13812345678', '19912345678'], ['12812345678', '1381234567', '138123456789', 'abc']],
    ['idNumber', ['110101199003077777', '11010119900307777X', '110101900307777'], ['11010119900307777Y', '12345']],
    ['account', ['admin', 'a_1', 'abcdefghijklmno'], ['ab', '1admin', 'abcdefghijklmnop', 'ad-min']],
    ['password', ['123456', 'Pa$$w0rd!'], ['12345', 'abc<def', 'abc"def', "abc'def", 'abc&def', 'x'.repeat(33)]],
    ['varName', ['name', '_x1', '$y', '名字', 'a名'], ['1name', 'na me', 'na-me']],
    ['editorRequired', ['<p>hi</p>', '<p><img src="a.png"></p>'], ['<p><br></p>', '<p></p>', '<p>&nbsp; </p>', '']],
    ['url', ['https://a.b/c?d=1', 'http://localhost:8000'], ['a.b', 'javascript:alert(1)', 'http://']],
    ['email', ['a@b.co'], ['a@b', 'a b@c.d']],
    ['date', ['2024-01-31', '2024-01-31 08:00:00', new Date(2024, 0, 1)], ['2024-13-01', 'yesterday']],
    ['number', ['1', '-1.5', '1e3', 2.5], ['1.2.3', 'x']],
    ['integer', ['0', '-12', 7], ['1.5', 'x', 1.5]],
    ['float', ['1.5', '2', -0.25], ['1.', 'x']],
  ];

  it.each(cases)('%s accepts and refuses', (name, good, bad) => {
    for (const v of good) expect(passes(name, v), `${name} ${String(v)}`).toBe(true);
    for (const v of bad) expect(passes(name, v), `${name} ${String(v)}`).toBe(false);
  });

  it('lets empty values through every validator but the required ones', () => {
    for (const name of VALIDATOR_NAMES.filter((n) => n !== 'required' && n !== 'editorRequired')) {
      expect(passes(name, ''), name).toBe(true);
      expect(passes(name, undefined), name).toBe(true);
    }
    expect(isEmptyHtml('<p><br></p>')).toBe(true);
  });

  it('words the messages of spec §5 in English and Chinese', async () => {
    const en = i18n.getFixedT('en');
    expect(validatorMessage(en, 'mobile', 'Mobile')).toBe('Please enter the correct mobile number');
    expect(validatorMessage(en, 'idNumber', 'ID')).toBe('Please enter the correct ID number');
    expect(validatorMessage(en, 'varName', 'Name')).toBe('Please enter the correct name');
    expect(validatorMessage(en, 'editorRequired', 'Content')).toBe('Content cannot be empty');
    expect(validatorMessage(en, 'required', 'Nickname')).toBe('Please enter Nickname');
    expect(validatorMessage(en, 'required', 'Group', true)).toBe('Please select Group');
    expect(en('form-item.validatorNames.editorRequired')).toBe('editor required');
    expect(en('form-item.validatorNames.required')).toBe('required');

    const zh = (await import('../../lang/zh-cn/pages/form-item')).default;
    expect(zh.validate.mobile).toBe('请输入正确的手机号');
    expect(zh.validate.idNumber).toBe('请输入正确的身份证号码');
  });

  it('builds antd rules whose validator rejects with the message', async () => {
    const [rule] = buildRules(['mobile'], i18n.getFixedT('en'), 'Mobile') as { validator: (r: unknown, v: unknown) => Promise<void> }[];
    await expect(rule.validator({}, '123')).rejects.toThrow('Please enter the correct mobile number');
    await expect(rule.validator({}, '13812345678')).resolves.toBeUndefined();
    const [required] = buildRules(['required'], i18n.getFixedT('en'), 'Nickname');
    expect(required).toMatchObject({ required: true, message: 'Please enter Nickname' });
  });
});

describe('upload checks (spec §5)', () => {
  const config = { mimetype: 'jpg,.png,image/webp,video/*', maxsize: 1000, videoMaxsize: 5000 };

  it('refuses incomplete files, unknown types and oversize files, in that order', () => {
    expect(checkUploadFile({ name: '', size: 10, type: 'image/jpeg' }, config)).toBe('dataIncomplete');
    expect(checkUploadFile({ name: 'a.jpg', size: 0, type: 'image/jpeg' }, config)).toBe('dataIncomplete');
    expect(checkUploadFile({ name: 'a.exe', size: 10, type: 'application/x-msdownload' }, config)).toBe('typeNotAllowed');
    expect(checkUploadFile({ name: 'a.jpg', size: 1001, type: 'image/jpeg' }, config)).toBe('sizeExceeded');
    expect(checkUploadFile({ name: 'a.mp4', size: 4000, type: 'video/mp4' }, config)).toBeNull();
    expect(checkUploadFile({ name: 'a.mp4', size: 5001, type: 'video/mp4' }, config)).toBe('sizeExceeded');
  });

  it('accepts by extension with or without a dot, by mime type or its type/*, or anything with *', () => {
    expect(typeAllowed({ name: 'A.JPG', type: '' }, config.mimetype)).toBe(true);
    expect(typeAllowed({ name: 'b.png', type: '' }, config.mimetype)).toBe(true);
    expect(typeAllowed({ name: 'c', type: 'image/webp' }, config.mimetype)).toBe(true);
    expect(typeAllowed({ name: 'd.mov', type: 'video/quicktime' }, config.mimetype)).toBe(true);
    expect(typeAllowed({ name: 'e.gif', type: 'image/gif' }, config.mimetype)).toBe(false);
    expect(typeAllowed({ name: 'e.gif', type: 'image/gif' }, '*')).toBe(true);
  });

  it('reads multi-file values as lists', () => {
    expect(urlList('/a.png,/b.png')).toEqual(['/a.png', '/b.png']);
    expect(urlList(['/a.png'])).toEqual(['/a.png']);
    expect(urlList('')).toEqual([]);
  });
});

describe('switch values keep their type', () => {
  it('for booleans, strings, numbers and custom values', () => {
    expect([switchChecked(true), switchChecked('1'), switchChecked(1), switchChecked('0'), switchChecked(false)]).toEqual([true, true, true, false, false]);
    expect(switchValue(false, true)).toBe(false);
    expect(switchValue(true, '0')).toBe('1');
    expect(switchValue(false, 1)).toBe(0);
    expect(switchValue(true, 'no', 'yes', 'no')).toBe('yes');
    expect(switchChecked('yes', 'yes')).toBe(true);
  });
});
