import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import MapView from './MapView';
import { positionOf, type Position } from './coordinates';

export interface MapPickerProps {
  longitude: unknown;
  latitude: unknown;
  /** A picked position, or null for "clear". */
  onChange: (position: Position | null) => void;
}

/** The map of a position field: click or drag to pick, the picked coordinates and "clear" under it. */
export default function MapPicker({ longitude, latitude, onChange }: MapPickerProps) {
  const { t } = useTranslation();
  const position = positionOf(longitude, latitude);
  const typed = [longitude, latitude].some((v) => v !== null && v !== undefined && v !== '');
  return (
    <div className="map-picker" data-testid="map-picker">
      <MapView position={position} onPick={onChange} label={t('map-picker.label')} />
      <div className="map-picker-bar">
        <span data-testid="map-picker-position">
          {position ? t('map-picker.position', { longitude: position.longitude, latitude: position.latitude }) : t('map-picker.none')}
        </span>
        <Button size="small" onClick={() => onChange(null)} disabled={!typed}>{t('map-picker.clear')}</Button>
      </div>
    </div>
  );
}
