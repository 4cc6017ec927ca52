/** Query strings of the API's requests (the request layer's `params`, export and template links). */

// Commas, colons and spaces are left readable (`order=id,desc`, `2024-01-01 00:00:00`) as in the
// reference's wire examples; the server decodes either form.
const encode = (v: string) => encodeURIComponent(v).replace(/%2C/gi, ',').replace(/%3A/gi, ':');

/**
 * PHP bracket encoding of request parameters, as the server's qs parser reads it:
 * `search[0][field]=status&search[0][val]=1`, lists `ids[]=1&ids[]=2`, lists of objects
 * indexed. `undefined` and `null` are left out.
 */
export function toQueryString(params: object): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => add(v !== null && typeof v === 'object' ? `${key}[${i}]` : `${key}[]`, v));
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [k, v] of Object.entries(value)) add(`${key}[${encode(k)}]`, v);
    } else {
      parts.push(`${key}=${encode(value instanceof Date ? value.toISOString() : String(value))}`);
    }
  };
  for (const [k, v] of Object.entries(params)) add(encode(k), v);
  return parts.join('&');
}
