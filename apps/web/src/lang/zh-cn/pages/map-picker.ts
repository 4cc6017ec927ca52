/** The map position picker (components/map-picker). */
const mapPicker = {
  label: '地图：点击地图或拖动标记选择位置',
  position: '经度 {{longitude}}，纬度 {{latitude}}',
  none: '尚未选择位置：点击地图选点，或在上方输入经纬度',
  clear: '清除位置',
};

export default mapPicker;
export type MapPickerPack = typeof mapPicker;
