import { describe, expect, it } from 'vitest';
import { adForm } from './ad';
import { adSpaceForm } from './ad-space';

const shape = (f: { name: string; type?: string; rules?: unknown; visible?: unknown; blockHelp?: unknown }) => [f.name, f.type, f.rules ?? null, typeof f.visible === 'function', typeof f.blockHelp === 'function'];
const labels = (form: { fields: { name: string; content?: unknown }[] }, name: string) => form.fields.find((f) => f.name === name)?.content;

describe('mini-program forms (from their descriptions)', () => {
  it('ad space: code (required, with help), name (required), type, width, height, status', () => {
    expect(adSpaceForm.fields.map(shape)).toEqual([
      ['code', 'string', ['required'], false, true],
      ['name', 'string', ['required'], false, false],
      ['type', 'radio', null, false, false],
      ['width', 'integer', null, false, false],
      ['height', 'integer', null, false, false],
      ['status', 'radio', null, false, false],
    ]);
    expect(labels(adSpaceForm, 'type')).toEqual(['banner', 'popup', 'grid', 'single'].map((v) => ({ value: v, label: `miniprogram-ad-space.typeOptions.${v}` })));
    expect(labels(adSpaceForm, 'status')).toEqual([{ value: '1', label: 'miniprogram-ad-space.enable' }, { value: '0', label: 'miniprogram-ad-space.disable' }]);
    expect(adSpaceForm.fields.find((f) => f.name === 'code')?.limits).toMatchObject({ maxLength: 50 });
    expect(adSpaceForm.defaults).toEqual({ type: 'banner', width: 0, height: 0, status: '1' });
  });

  it('ad: the link value shown (and required) unless the link type is none', () => {
    expect(adForm.fields.map(shape)).toEqual([
      ['space_id', 'remoteSelect', ['required'], false, false],
      ['title', 'string', ['required'], false, false],
      ['image', 'image', null, false, false],
      ['link_type', 'select', null, false, false],
      ['link_value', 'string', ['required'], true, true],
      ['start_time', 'datetime', null, false, false],
      ['end_time', 'datetime', null, false, false],
      ['weigh', 'integer', null, false, false],
      ['status', 'radio', null, false, false],
    ]);
    expect(adForm.fields.find((f) => f.name === 'space_id')?.remote).toEqual({ resource: 'miniprogram.AdSpace', field: 'name' });
    expect(labels(adForm, 'link_type')).toEqual(['none', 'page', 'url', 'product', 'activity', 'shop'].map((v) => ({ value: v, label: `miniprogram-ad.linkTypeOptions.${v}` })));
    const visible = adForm.fields.find((f) => f.name === 'link_value')?.visible;
    expect([{}, { link_type: 'none' }, { link_type: 'page' }].map((v) => visible?.(v as never, 'add'))).toEqual([false, false, true]);
    expect(adForm.fields.find((f) => f.name === 'title')?.limits).toMatchObject({ maxLength: 100 });
    expect(adForm.defaults).toEqual({ link_type: 'none', weigh: 0, status: '1' });
  });
});
