import { describe, expect, it } from 'vitest';
import { isPasswordField, isSecret } from './secret.ts';

describe('isSecret', () => {
  it('passwords, salts, tokens and secrets, in any case and inside any name', () => {
    for (const name of ['password', 'newPassword', 'ADMIN_PASSWORD', 'salt', 'Salt', 'token', 'batoken', 'ba-user-token', 'refresh_token', 'tokens', 'secret', 'sms_secret_key', 'accountVerificationToken']) {
      expect(isSecret(name), name).toBe(true);
    }
  });

  it('`pass` as a name or its last word (the config centre’s smtp_pass), not inside another word', () => {
    expect([isSecret('pass'), isSecret('smtp_pass'), isSecret('SMTP_PASS')]).toEqual([true, true, true]);
    expect([isSecret('bypass'), isSecret('passage'), isSecret('pass_count'), isSecret('compass')]).toEqual([false, false, false, false]);
  });

  it('everything else is not secret', () => {
    for (const name of ['username', 'nickname', 'email', 'mobile', 'id', 'status', 'money', 'data_field', '']) {
      expect(isSecret(name), name).toBe(false);
    }
  });

  it('covers the rules it replaces: capture’s password columns and the logs’ password-or-salt columns', () => {
    const names = ['password', 'old_password', 'salt', 'SALT', 'user_password_hash', 'username', 'motto'];
    for (const name of names) {
      const before = name.toLowerCase().includes('password') || name.toLowerCase() === 'salt';
      if (before) expect(isSecret(name), name).toBe(true);
    }
  });

  it('password columns are the secrets whose name says password', () => {
    expect(['password', 'newPassword', 'PASSWORD'].map(isPasswordField)).toEqual([true, true, true]);
    expect(['salt', 'token', 'smtp_pass', 'username'].map(isPasswordField)).toEqual([false, false, false, false]);
  });
});
