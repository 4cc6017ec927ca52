import type { PageEntry } from '../../app/lazy-page';

export const pageNotAvailable: PageEntry = { load: () => import('./page-not-available'), antd: true };
export const iframePage: PageEntry = { load: () => import('./iframe-page'), antd: true };
