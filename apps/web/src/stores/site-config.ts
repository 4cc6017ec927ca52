import { create } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../app/rules/menu-tree';

export interface UploadConfig {
  mode: string;
  maxsize?: number;
  videoMaxsize?: number;
  /** Comma-separated extensions or mime patterns, or `*`. */
  mimetype?: string;
  savename?: string;
}

/** The map tiles of the position pickers (config centre group `map`). */
export interface MapTileConfig {
  /** Leaflet URL template ({z}, {x}, {y}, {s}). */
  tileUrl: string;
  subdomains: string;
  /** Plain text credit of the tile provider. */
  attribution: string;
}

export interface SiteConfig {
  siteName: string;
  recordNumber: string;
  version: string;
  /** The site time zone (config centre): every time is shown in it, whatever the browser's zone. */
  timeZone: string;
  cdnUrl: string;
  apiUrl: string;
  upload: UploadConfig;
  map: MapTileConfig;
  /** Header navigation of the public site (`nav` rules). */
  headNav: MenuItem[];
  /** The admin bootstrap (`/admin/Index/index`) has been loaded. */
  initialize: boolean;
  /** The member bootstrap (`/api/index/index`) has been loaded. */
  userInitialize: boolean;
}

interface SiteConfigActions {
  /** The server's site block; the bootstraps' flags stay the store's own. */
  dataFill(config: Partial<Omit<SiteConfig, 'initialize' | 'userInitialize'>>): void;
  setHeadNav(nav: MenuItem[]): void;
  setInitialize(done: boolean): void;
  setUserInitialize(done: boolean): void;
}

const initialSiteConfig: SiteConfig = {
  siteName: '',
  recordNumber: '',
  version: '',
  timeZone: 'Asia/Shanghai',
  cdnUrl: '',
  apiUrl: '',
  upload: { mode: 'local' },
  map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', subdomains: 'abc', attribution: '© OpenStreetMap contributors' },
  headNav: [],
  initialize: false,
  userInitialize: false,
};

/** Memory only: it is re-read from the server on every page load. */
export const useSiteConfig = create<SiteConfig & SiteConfigActions>()((set) => ({
  ...initialSiteConfig,
  dataFill: (config) =>
    set((state) => ({
      ...config,
      upload: { ...state.upload, ...config.upload },
      // the flags are owned by the bootstraps, not by server data
      initialize: state.initialize,
      userInitialize: state.userInitialize,
    })),
  setHeadNav: (headNav) => set({ headNav }),
  setInitialize: (initialize) => set({ initialize }),
  setUserInitialize: (userInitialize) => set({ userInitialize }),
}));

/**
 * The site's name as shown (headers, footers, page titles, the invite poster): the config
 * centre's, or the product's name in the reader's language while none is set. The server words
 * its mails the same way (core/site/site-config.ts, siteNameFor).
 */
export function useSiteName(): string {
  const { t } = useTranslation();
  const siteName = useSiteConfig((state) => state.siteName);
  return siteNameOr(siteName, t('productName'));
}

/** A set site name, else the product's name. */
export const siteNameOr = (siteName: string, productName: string): string => siteName.trim() || productName;
