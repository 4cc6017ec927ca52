import { lazy, Suspense } from 'react';
import { loadLangPacks } from '../../lang/i18n';
import type { MapPickerProps } from './MapPicker';

// Leaflet and its styles come with the picker's chunk: only pages that show a map load them.
const LazyMapPicker = lazy(() => Promise.all([import('./MapPicker'), loadLangPacks(['map-picker'])]).then(([module]) => module));

/** A position picked on a map (Leaflet, the config centre's tiles), loaded when first shown. */
export function MapPicker(props: MapPickerProps) {
  return (
    <Suspense fallback={<div className="map-picker-placeholder" style={{ height: 260 }} />}>
      <LazyMapPicker {...props} />
    </Suspense>
  );
}

export type { MapPickerProps };
export type { Position } from './coordinates';
