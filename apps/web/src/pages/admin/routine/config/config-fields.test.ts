import { describe, expect, it } from 'vitest';
import { CONFIG_ITEM_TYPES, CONFIG_RULES, type ConfigIndex, type ConfigItem } from '@app/contract';
import { FIELD_TYPES, VALIDATOR_NAMES } from '../../../../components/form-item';
import { addPayload, fieldOf, itemPropsOf, submitValues, tabsOf, valuesOf } from './config-fields';

const item = (over: Partial<ConfigItem>): ConfigItem => ({
  id: 1, name: 'site_name', group: 'basics', title: 'Site Name', tip: '', type: 'string', value: 'Shop', content: '',
  rule: '', extend: {}, input_extend: {}, allow_del: false, weigh: 0, ...over,
});

describe('config centre fields', () => {
  it('offers exactly the input types and validators of the FormItem kit', () => {
    // but `percent`: a setting is the reference's `number`, marked percent (below)
    expect([...CONFIG_ITEM_TYPES].sort()).toEqual(FIELD_TYPES.filter((type) => type !== 'percent').sort());
    expect([...CONFIG_RULES].sort()).toEqual([...VALIDATOR_NAMES].sort());
  });

  it('draws a setting with its type, title, tip, validators, options and input attributes', () => {
    const field = fieldOf(item({ name: 'mode', type: 'radio', title: 'Mode', tip: 'Pick', rule: 'required,unknownRule', content: { a: 'A' }, extend: { extra: 'Shown below' }, input_extend: { rows: 3 } }));
    expect(field).toEqual({ name: 'mode', type: 'radio', label: 'Mode', tip: 'Pick', rules: ['required'], content: { a: 'A' }, itemProps: { extra: 'Shown below' }, inputProps: { rows: 3 } });
    expect(fieldOf(item({})).content).toBeUndefined();
    expect(fieldOf(item({})).itemProps).toBeUndefined();
  });

  it('types a number marked `percent` (a rate in basis points) in percent, without the mark on the input', () => {
    const rate = fieldOf(item({ name: 'withdraw_fee_rate', type: 'number', rule: 'required,integer', input_extend: { percent: true, step: 1 } }));
    expect(rate).toMatchObject({ type: 'percent', rules: ['required', 'integer'], inputProps: { step: 1 } });
    expect(fieldOf(item({ type: 'number', input_extend: {} })).type).toBe('number');
  });

  it("turns a setting's form-row attributes into antd's, dropping those without a counterpart", () => {
    expect(itemPropsOf({ 'label-width': 120, class: { wide: true, narrow: false }, 'has-feedback': true, onclick: 'x', style: 'color:red' }))
      .toEqual({ labelCol: { flex: '120px' }, className: 'wide', hasFeedback: true });
    expect(itemPropsOf({ labelWidth: '90px', class: 'a b', required: true })).toEqual({ labelCol: { flex: '90px' }, className: 'a b', required: true });
    expect(itemPropsOf({ 'label-width': 'calc(1px)', unknown: 1 })).toBeUndefined();
  });

  it('posts every field of the tab, empty for unset', () => {
    const items = [item({ name: 'a', value: 'x' }), item({ name: 'b', value: ['1'] })];
    expect(valuesOf(items)).toEqual({ a: 'x', b: ['1'] });
    expect(submitValues(items, { a: 'y', stray: 1 })).toEqual({ a: 'y', b: '' });
  });

  it('orders tabs as config_group, with empty groups too', () => {
    const index: ConfigIndex = {
      list: { mail: { name: 'mail', title: 'Mail', list: [item({ name: 'smtp_server', group: 'mail' })] }, basics: { name: 'basics', title: 'Basics', list: [] } },
      remark: '', configGroup: { basics: 'Basics', mail: 'Mail', shop: 'Shop' }, quickEntrance: [],
    };
    expect(tabsOf(index).map((tab) => [tab.key, tab.title, tab.items.length])).toEqual([['basics', 'Basics', 0], ['mail', 'Mail', 1], ['shop', 'Shop', 0]]);
  });

  it('sends the dictionary only for radio, checkbox and selects', () => {
    const base = { group: 'basics', name: ' shop_open ', title: ' Open ', content: '1=Yes', extend: 'a=1' };
    expect(addPayload({ ...base, type: 'string' })).toEqual({ group: 'basics', name: 'shop_open', title: 'Open', type: 'string', tip: '', rule: [], weigh: 0, content: '', extend: 'a=1', inputExtend: '' });
    expect(addPayload({ ...base, type: 'selects', weigh: 5, rule: ['required'] })).toMatchObject({ content: '1=Yes', weigh: 5, rule: ['required'] });
  });
});
