import { create } from 'zustand';
import type { AdminUserInfo } from '@app/contract';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from './storage-keys';
import { pickKnown } from './pick-known';

/** What the login gives (contract) plus the super flag that /admin/Index/index adds. */
export interface AdminInfo extends AdminUserInfo {
  super: boolean;
}

export type TokenKind = 'auth' | 'refresh';

interface AdminInfoActions {
  dataFill(info: Partial<AdminInfo>): void;
  setToken(token: string, kind: TokenKind): void;
  /** Clears the access token and the refresh token together. */
  removeToken(): void;
  reset(): void;
}

const initialAdminInfo: AdminInfo = {
  id: 0,
  username: '',
  nickname: '',
  avatar: '',
  last_login_time: '',
  token: '',
  refresh_token: '',
  super: false,
};

export const useAdminInfo = create<AdminInfo & AdminInfoActions>()(
  persist(
    (set) => ({
      ...initialAdminInfo,
      dataFill: (info) => set(pickKnown(initialAdminInfo, info)),
      setToken: (token, kind) => set(kind === 'auth' ? { token } : { refresh_token: token }),
      removeToken: () => set({ token: '', refresh_token: '' }),
      reset: () => set(initialAdminInfo),
    }),
    { name: STORAGE_KEYS.adminInfo },
  ),
);
