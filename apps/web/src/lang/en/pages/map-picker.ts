import type { MapPickerPack } from '../../zh-cn/pages/map-picker';

const mapPicker: MapPickerPack = {
  label: 'Map: click the map or drag the marker to pick the position',
  position: 'Longitude {{longitude}}, latitude {{latitude}}',
  none: 'No position yet: click the map, or type the longitude and latitude above',
  clear: 'Clear position',
};

export default mapPicker;
