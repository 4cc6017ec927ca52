import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadEnglishPacks } from '../../../test/lang';
import type { RegisterVerification } from '@app/contract';
import UserLoginPage from './index';
import * as userApi from '../../../api/user';
import * as accountApi from '../../../api/account';

vi.mock('../../../app/bootstrap/site', () => ({ loadSite: () => Promise.resolve() }));

function open(url: string, types: ('email' | 'mobile')[] = ['email', 'mobile'], registerVerification: RegisterVerification = 'none') {
  vi.spyOn(userApi, 'getCheckInConfig').mockResolvedValue({ userLoginCaptchaSwitch: false, accountVerificationType: types, registerVerification });
  const router = createMemoryRouter([{ path: '/user/login', element: <UserLoginPage /> }, { path: '/user', element: <p>member centre</p> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('member login page', () => {
  beforeEach(() => loadEnglishPacks(['member-login', 'member-login-forms', 'verify-code']));

  it('opens the register tab from ?type=register and keeps the invite code of the link', async () => {
    const router = open('/user/login?type=register&invite=ABC123');
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('Invite code (optional)')).toHaveProperty('value', 'ABC123');
    fireEvent.click(screen.getByRole('tab', { name: 'Log in' }));
    expect(router.state.location.search).toBe('?invite=ABC123');
    expect(screen.getByLabelText('Username, email or mobile')).toBeTruthy();
  });

  it('registers out of the box with a username and a password alone', async () => {
    const register = vi.spyOn(accountApi, 'userRegister').mockResolvedValue({ userInfo: { id: 5, token: 't' }, routePath: '/user' } as Awaited<ReturnType<typeof accountApi.userRegister>>);
    const router = open('/user/login?type=register', []);
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'olive' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'member-pass-1' } });
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    expect(screen.queryByText(/Registration is closed/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(register).toHaveBeenCalledWith({ tab: 'register', username: 'olive', password: 'member-pass-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('asks for the code the site requires and checks the fields before sending anything', async () => {
    const register = vi.spyOn(accountApi, 'userRegister');
    open('/user/login?type=register', ['email', 'mobile'], 'mobile');
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByText('Please enter the correct mobile number')).toBeTruthy());
    expect(screen.getByText('Please enter Username')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('says registration is closed when the code the site requires cannot be sent, and hides "forgot password"', async () => {
    open('/user/login', [], 'email');
    await waitFor(() => expect(userApi.getCheckInConfig).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(await screen.findByText(/Registration is closed/)).toBeTruthy();
  });
});
