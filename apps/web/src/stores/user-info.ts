import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage-keys';
import { pickKnown } from './pick-known';
import type { TokenKind } from './admin-info';

/** Member gender: 0 unknown, 1 male, 2 female (decides the icon). */
export type Gender = 0 | 1 | 2;

export interface UserInfo {
  id: number;
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  avatar: string;
  gender: Gender;
  birthday: string;
  money: string;
  score: number;
  last_login_time: string;
  last_login_ip: string;
  join_time: string;
  motto: string;
  token: string;
  refresh_token: string;
}

interface UserInfoActions {
  dataFill(info: Partial<UserInfo>): void;
  setToken(token: string, kind: TokenKind): void;
  /** Clears the access token and the refresh token together. */
  removeToken(): void;
  reset(): void;
  /** A member is logged in when both an id and a token are present. */
  isLogin(): boolean;
}

const initialUserInfo: UserInfo = {
  id: 0,
  username: '',
  nickname: '',
  email: '',
  mobile: '',
  avatar: '',
  gender: 0,
  birthday: '',
  money: '0',
  score: 0,
  last_login_time: '',
  last_login_ip: '',
  join_time: '',
  motto: '',
  token: '',
  refresh_token: '',
};

export const useUserInfo = create<UserInfo & UserInfoActions>()(
  persist(
    (set, get) => ({
      ...initialUserInfo,
      dataFill: (info) => set(pickKnown(initialUserInfo, info)),
      setToken: (token, kind) => set(kind === 'auth' ? { token } : { refresh_token: token }),
      removeToken: () => set({ token: '', refresh_token: '' }),
      reset: () => set(initialUserInfo),
      isLogin: () => Boolean(get().id && get().token),
    }),
    { name: STORAGE_KEYS.userInfo },
  ),
);
