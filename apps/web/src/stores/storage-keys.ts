/** localStorage keys of the persisted stores (the names BuildAdmin uses). */
export const STORAGE_KEYS = {
  adminInfo: 'adminInfo',
  userInfo: 'userInfo',
  layoutConfig: 'storeConfig_v2',
  navTabs: 'storeTabViewConfig',
  terminal: 'storeTerminal',
  colorMode: 'colorMode',
} as const;
