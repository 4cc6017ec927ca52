import type { MessagePack } from '../../../core/i18n/packs/types.ts';

/** The config centre's map group (core/site/map-tiles.ts): titles, tips and refusals. */
export const pack: MessagePack = {
  'zh-cn': {
    Map: '地图配置',
    'Map tile URL': '地图瓦片地址',
    "Leaflet template with {z}, {x}, {y} ({s}: a subdomain); its origin is allowed in the pages' CSP":
      'Leaflet 瓦片模板，含 {z}、{x}、{y}（{s} 为子域名）；其源站会加入页面的内容安全策略（CSP）',
    'Tile subdomains': '瓦片子域名',
    'Letters or digits put in place of {s}, e.g. abc or 01234567': '依次替换 {s} 的字母或数字，例如 abc 或 01234567',
    'Map attribution': '地图版权信息',
    "The tile provider's credit shown on the map": '显示在地图上的瓦片提供方署名',
    'The tile URL must be an http(s) address with {z}, {x} and {y}: %s': '瓦片地址须为含 {z}、{x}、{y} 的 http(s) 地址：%s',
    'Tile subdomains are letters or digits: %s': '瓦片子域名只能是字母或数字：%s',
  },
};
