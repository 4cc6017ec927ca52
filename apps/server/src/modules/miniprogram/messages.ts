import type { MessagePack } from '../../core/i18n/packs/types.ts';

const labels: Record<string, [string, string]> = {
  'miniprogram.AdSpace.code': ['广告位编码', 'Space code'],
  'miniprogram.AdSpace.name': ['广告位名称', 'Space name'],
  'miniprogram.AdSpace.type': ['类型', 'Type'],
  'miniprogram.AdSpace.width': ['宽度', 'Width'],
  'miniprogram.AdSpace.height': ['高度', 'Height'],
  'miniprogram.Ad.space_id': ['广告位', 'Ad space'],
  'miniprogram.Ad.image': ['图片', 'Image'],
  'miniprogram.Ad.link_type': ['链接类型', 'Link type'],
  'miniprogram.Ad.link_value': ['链接值', 'Link target'],
  'miniprogram.Ad.start_time': ['开始时间', 'Start time'],
  'miniprogram.Ad.end_time': ['结束时间', 'End time'],
};
const keyed = (i: 0 | 1) => Object.fromEntries(Object.entries(labels).map(([k, v]) => [`field:${k}`, v[i]]));

/** The mini-program's ad spaces (modules/miniprogram): refusals, menu titles and form field labels. */
export const pack: MessagePack = {
  'zh-cn': {
    ...keyed(0),
    'The code is lower-case letters, digits and underscores, starting with a letter': '编码只能包含小写字母、数字和下划线，并以字母开头',
    'This code is already used by another ad space': '该编码已被其他广告位使用',
    'The ad space does not exist': '广告位不存在',
    'The ad space still has ads: delete them first': '该广告位下还有广告，请先删除',
    'The end time must be after the start time': '结束时间必须晚于开始时间',
    'Please enter the link target': '请填写链接值',
    'The link of a url ad starts with http:// or https://': '网址链接必须以 http:// 或 https:// 开头',
    'The link of a %s ad is its id': '%s 类型的链接值应为其 ID',
    'Ad space not found': '广告位不存在',
    'Ad not found': '广告不存在',
    小程序: '小程序',
    广告位管理: '广告位管理',
    广告管理: '广告管理',
  },
  en: {
    ...keyed(1),
    小程序: 'Mini program',
    广告位管理: 'Ad spaces',
    广告管理: 'Ads',
  },
};
