import { create } from 'zustand';
import type { MemberUserInfo } from '@app/contract';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage-keys';
import { pickKnown } from './pick-known';
import type { TokenKind } from './admin-info';

/** The member info of spec section 3, exactly as the server sends it (money in yuan, times in unix seconds). */
export type UserInfo = MemberUserInfo;
export type Gender = MemberUserInfo['gender'];

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
  birthday: null,
  money: '0.00',
  score: 0,
  last_login_time: null,
  last_login_ip: '',
  join_time: null,
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
