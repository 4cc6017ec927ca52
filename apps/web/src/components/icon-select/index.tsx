import { lazy, Suspense } from 'react';
import { loadLangPacks } from '../../lang/i18n';
import type { IconSelectProps } from './types';

export type { IconSelectProps } from './types';

/** The picker and its language pack load on first render, not with the admin shell. */
const LazyIconSelect = lazy(() =>
  Promise.all([import('./IconSelect'), loadLangPacks(['icon-select'])]).then(([module]) => module),
);

/**
 * Icon picker (form field type `icon`): `<IconSelect value={icon} onChange={setIcon} />`.
 * Shows a text input with the icon preview and a button opening the picker (component library,
 * Font Awesome 4.7, local SVG and iconfont tabs, with search).
 */
export function IconSelect(props: IconSelectProps) {
  return (
    <Suspense fallback={<span className="icon-select-pending" style={{ display: 'block', minHeight: 32 }} aria-busy="true" />}>
      <LazyIconSelect {...props} />
    </Suspense>
  );
}
