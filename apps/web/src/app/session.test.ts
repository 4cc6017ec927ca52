import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../stores/storage-keys';
import { useUserInfo } from '../stores/user-info';
import { logoutMember } from './session';

const userLogout = vi.hoisted(() => vi.fn());
vi.mock('../api/user', () => ({ userLogout }));

const signedIn = { id: 7, username: 'mia', nickname: 'Mia', token: 'access-1', refresh_token: 'refresh-1' };

describe('member logout (spec section 4)', () => {
  afterEach(() => useUserInfo.getState().reset());

  it('posts the refresh token and, on code 1, forgets the member info', async () => {
    useUserInfo.getState().dataFill(signedIn);
    expect(useUserInfo.getState().isLogin()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toContain('access-1');
    userLogout.mockResolvedValue(null);
    await logoutMember();
    expect(userLogout).toHaveBeenCalledWith('refresh-1');
    expect(useUserInfo.getState()).toMatchObject({ id: 0, token: '', refresh_token: '' });
    expect(useUserInfo.getState().isLogin()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('keeps the member info when the server does not answer code 1', async () => {
    useUserInfo.getState().dataFill(signedIn);
    // the request layer rejects every answer whose code is not 1
    userLogout.mockRejectedValue(new Error('code 0'));
    await expect(logoutMember()).rejects.toThrow('code 0');
    expect(useUserInfo.getState()).toMatchObject(signedIn);
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toContain('access-1');
  });
});
