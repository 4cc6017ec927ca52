import { CONFIG_RULES, DICTIONARY_TYPES, type ConfigIndex, type ConfigItem, type ConfigRule } from '@app/contract';
import type { FormField, ValidatorName } from '../../../../components/form-item';

export const LANG = 'routine-config';
/** The key of the "add configuration item" pseudo-tab (not a valid group name, so never a group). */
export const ADD_TAB = '#add';

const isDictionary = (type: string) => (DICTIONARY_TYPES as readonly string[]).includes(type);
const KNOWN_RULES = new Set<string>(CONFIG_RULES);

/** A setting as a field of the FormItem kit: its type, translated title, tip, validators, options, row and input attributes. */
export function fieldOf(item: ConfigItem): FormField {
  // a number in basis points marked `percent` (the rate settings) is typed in percent; the reference client ignores the mark
  const { percent, ...inputExtend } = item.input_extend;
  return {
    name: item.name,
    type: item.type === 'number' && percent === true ? 'percent' : item.type,
    label: item.title,
    tip: item.tip || undefined,
    rules: item.rule.split(',').filter((r): r is ValidatorName => KNOWN_RULES.has(r)),
    // options are flat `value=label` lines; a nested one (`a.b=c`) is no option the inputs draw
    content: (item.content || undefined) as Record<string, string> | undefined,
    inputProps: inputExtend,
    itemProps: itemPropsOf(item.extend),
  };
}

/** Form-row attributes with an antd counterpart; the rest of an `extend` is dropped, never put on the DOM. */
const ITEM_PROPS = new Set(['colon', 'extra', 'hasFeedback', 'help', 'hidden', 'labelAlign', 'required', 'tooltip', 'validateStatus']);

/**
 * A config item's `extend` (el-form-item attributes in the original, reference 7.1) as antd
 * Form.Item props: kebab-case names are camel-cased, `label-width` becomes the label's width and
 * `class` (a string or a `{name: true}` map) the row's class name.
 */
export function itemPropsOf(extend: Record<string, unknown>): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(extend)) {
    const key = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (key === 'labelWidth' && /^\d+(px)?$/.test(String(value))) props.labelCol = { flex: `${parseInt(String(value), 10)}px` };
    else if (key === 'class') props.className = typeof value === 'object' && value ? Object.keys(value).filter((c) => (value as Record<string, unknown>)[c]).join(' ') : String(value);
    else if (ITEM_PROPS.has(key)) props[key] = value;
  }
  return Object.keys(props).length ? props : undefined;
}

/** The form values of a tab: each setting's typed value. */
export function valuesOf(items: ConfigItem[]): Record<string, unknown> {
  return Object.fromEntries(items.map((i) => [i.name, i.value]));
}

/** What a save of one tab posts: every field of the tab, '' for unset (reference 7.5). */
export function submitValues(items: ConfigItem[], values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(items.map((i) => [i.name, values[i.name] ?? '']));
}

/** The tabs in `config_group` order. */
export function tabsOf(index: ConfigIndex): { key: string; title: string; items: ConfigItem[] }[] {
  return Object.keys(index.configGroup).map((key) => ({ key, title: index.configGroup[key], items: index.list[key]?.list ?? [] }));
}

export interface AddItemValues {
  group: string;
  name: string;
  title: string;
  type: ConfigItem['type'];
  tip?: string;
  rule?: ConfigRule[];
  weigh?: number | null;
  content?: string;
  extend?: string;
  inputExtend?: string;
}

/** The add form as posted: the dictionary only for the types that have one. */
export function addPayload(values: AddItemValues) {
  return {
    group: values.group,
    name: values.name.trim(),
    title: values.title.trim(),
    type: values.type,
    tip: values.tip ?? '',
    rule: values.rule ?? [],
    weigh: values.weigh ?? 0,
    content: isDictionary(values.type) ? (values.content ?? '') : '',
    extend: values.extend ?? '',
    inputExtend: values.inputExtend ?? '',
  };
}

export { isDictionary };
