import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadEnglishPacks } from '../../../test/lang';
import type { RegisterVerification } from '@app/contract';
import UserLoginPage from './index';
import * as userApi from '../../../api/user';
import * as accountApi from '../../../api/account';

vi.mock('../../../app/bootstrap/site', () => ({ loadSite: () => Promise.resolve() }));

function open(url: string, registerVerification: RegisterVerification = 'none') {
  vi.spyOn(userApi, 'getCheckInConfig').mockResolvedValue({ userLoginCaptchaSwitch: false, accountVerificationType: ['email', 'mobile'], registerVerification });
  const router = createMemoryRouter([{ path: '/user/login', element: <UserLoginPage /> }, { path: '/user', element: <p>member centre</p> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('register form limits from the contract', () => {
  beforeEach(() => loadEnglishPacks(['member-login', 'member-login-forms', 'verify-code', 'form-item']));

  it('refuses an invite code the server would refuse, before sending anything', async () => {
    const register = vi.spyOn(accountApi, 'userRegister');
    open('/user/login?type=register&invite=AB-12');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'olive' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'member-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByText('The invite code has letters and digits only, at most 32')).toBeTruthy());
    expect(register).not.toHaveBeenCalled();
  });

  it('takes a 16-character username and caps the e-mail at the contract’s 50 characters', async () => {
    const register = vi.spyOn(accountApi, 'userRegister').mockResolvedValue({ userInfo: { id: 5, token: 't' }, routePath: '/user' } as Awaited<ReturnType<typeof accountApi.userRegister>>);
    open('/user/login?type=register', 'email');
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.maxLength).toBe(50);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'a'.repeat(16) } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'member-pass-1' } });
    fireEvent.change(email, { target: { value: 'x'.repeat(45) + '@b.com' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByText('E-mail cannot be longer than 50 characters')).toBeTruthy());
    fireEvent.change(email, { target: { value: 'olive@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ username: 'a'.repeat(16), email: 'olive@example.com', registerType: 'email' })));
  });
});
