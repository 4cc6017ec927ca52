import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginForm } from './LoginForm';

const labels = { account: 'Username', password: 'Password', keep: 'Keep me logged in', submit: 'Log in' };

function setup(onSubmit = vi.fn(async () => {})) {
  render(
    <LoginForm
      name="adminLogin"
      labels={labels}
      captcha={false}
      onSubmit={onSubmit}
      accountRules={[(value) => (value.length >= 3 ? undefined : 'Too short')]}
    />,
  );
  return onSubmit;
}

describe('LoginForm', () => {
  it('labels its fields and reports errors on submit without calling the server', async () => {
    const onSubmit = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter Username')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Username').getAttribute('aria-describedby')).toBe('adminLogin_username_error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the account rules and the password rule', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc<def' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too short')).toBeTruthy();
    expect(screen.getByText(/must not contain/)).toBeTruthy();
  });

  it('submits username, password and keep', async () => {
    const onSubmit = setup();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin123' } });
    fireEvent.click(screen.getByLabelText('Keep me logged in'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'Admin123', keep: true }));
  });
});
