/** An area's server messages: zh-cn for every key, en where the key is not the English text. */
export interface MessagePack {
  'zh-cn': Record<string, string>;
  en?: Record<string, string>;
}
