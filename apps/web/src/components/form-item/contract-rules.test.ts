import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { accountChangeBindInput, accountChangePasswordInput, inputLimits, memberRegisterInput } from '@app/contract';
import { contractRules, textProblem } from './limits';

const t = ((key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`) as unknown as TFunction;

describe('limits of hand-written forms from the contract', () => {
  it('antd rules: length from the input schema, the pattern with its message (or the generic one)', () => {
    const pw = inputLimits(accountChangePasswordInput);
    expect(contractRules(pw.oldPassword, t, 'Old', undefined, 'password')).toEqual([{ max: 32, message: 'form-item.validate.maxLength{"field":"Old","max":32}' }]);
    const [pattern] = contractRules(pw.newPassword, t, 'New', 'pw-rule', 'password');
    expect(pattern).toMatchObject({ message: 'pw-rule' });
    const re = (pattern as { pattern: RegExp }).pattern;
    expect([re.test('secret1'), re.test('short'), re.test('with<angle')]).toEqual([true, false, false]);
    const bind = inputLimits(accountChangeBindInput);
    const email = contractRules(bind.email, t, 'E-mail');
    expect(email).toEqual([{ max: 50, message: expect.any(String) }, { pattern: expect.any(RegExp), message: 'form-item.validate.format{"field":"E-mail"}' }]);
    expect((email[1] as { pattern: RegExp }).pattern.test('a@b.co')).toBe(true);
    expect((email[1] as { pattern: RegExp }).pattern.test('not-an-address')).toBe(false);
    expect(contractRules(undefined, t, 'x')).toEqual([]);
  });

  it('native checks: the first limit a value breaks, as the server would refuse it', () => {
    const reg = inputLimits(memberRegisterInput);
    // usernames are 3 to 16 characters, as the reference and the server have them
    expect(textProblem(reg.username, 'a'.repeat(16), t, 'Username', 'acc')).toBeUndefined();
    expect(textProblem(reg.username, 'a'.repeat(17), t, 'Username', 'acc')).toBe('acc');
    expect(textProblem(reg.email, 'x'.repeat(45) + '@b.com', t, 'E-mail', 'mail')).toBe('form-item.validate.maxLength{"field":"E-mail","max":50}');
    expect(textProblem(reg.mobile, '13800138000', t, 'Mobile', 'mob')).toBeUndefined();
    expect(textProblem(reg.mobile, '12345', t, 'Mobile', 'mob')).toBe('mob');
    expect(textProblem(reg.inviteCode, 'AB-1', t, 'Invite')).toBe('form-item.validate.format{"field":"Invite"}');
    expect(textProblem(reg.captcha, '12345678901', t, 'Code')).toBe('form-item.validate.maxLength{"field":"Code","max":10}');
  });
});
