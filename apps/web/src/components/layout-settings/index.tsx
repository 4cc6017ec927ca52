import { lazy } from 'react';
import { loadLangPacks } from '../../lang/i18n';

/** The drawer, the colour picker and their language pack load when the settings are first opened. */
export const LayoutSettings = lazy(() =>
  Promise.all([import('./LayoutSettings'), loadLangPacks(['layout-settings'])]).then(([module]) => module),
);
