import querystring from 'node:querystring';
import qs from 'qs';
import { LIST_LIMIT_MAX } from '@app/contract';

const BRACKET = /\[|%5B/i;

/**
 * The query string parser of the whole app. The list protocol uses PHP-style brackets
 * (`search[0][field]=status`, `ids[]=3`), which Fastify's default parser leaves as flat keys;
 * `qs` nests them. Strings without brackets take the plain parser (same result, faster).
 * Limits keep a hostile query cheap: nesting depth, array length and parameter count.
 */
export function parseQueryString(str: string): Record<string, unknown> {
  if (!BRACKET.test(str)) return { ...querystring.parse(str) };
  return qs.parse(str, {
    depth: 4,
    arrayLimit: LIST_LIMIT_MAX,
    parameterLimit: 2000,
    allowPrototypes: false,
    allowDots: false,
    parseArrays: true,
  });
}
