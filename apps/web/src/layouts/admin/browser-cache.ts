import { STORAGE_KEYS } from '../../stores/storage-keys';

/** Entries that hold the sessions (tokens): clearing the browser cache keeps them. */
export const KEPT_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.adminInfo, STORAGE_KEYS.userInfo];

/** Clears localStorage (except the session entries) and sessionStorage. */
export function clearBrowserStorage(storage: Storage = localStorage, session: Storage = sessionStorage): void {
  const kept = KEPT_STORAGE_KEYS.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
}
