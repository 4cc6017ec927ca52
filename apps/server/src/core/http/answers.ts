import type { z } from 'zod';

/**
 * Declared answers (packages/contract/src/endpoint.ts) checked against what a route sent: in the
 * tests every successful envelope's `data` is checked strictly (check-answers.ts), and every
 * declared output must be concrete.
 */

type Path = (string | number)[];
const at = (path: Path) => (path.length ? path.join('.') : '(data)');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * How `data` differs from `schema`: each issue zod finds (a wrong JSON type, a missing key), and
 * each key the answer has that the schema does not declare (zod's objects drop unknown keys on
 * parse: every key of the answer missing from the parsed value is one). Empty when it matches.
 */
export function answerMismatches(schema: z.ZodType, data: unknown): string[] {
  const parsed = schema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.flatMap(described);
  const extra: string[] = [];
  const walk = (raw: unknown, kept: unknown, path: Path) => {
    if (Array.isArray(raw) && Array.isArray(kept)) raw.forEach((v, i) => walk(v, kept[i], [...path, i]));
    else if (isObject(raw) && isObject(kept))
      for (const [key, value] of Object.entries(raw)) {
        if (key in kept) walk(value, kept[key], [...path, key]);
        else extra.push(`${at([...path, key])}: not declared`);
      }
  };
  walk(data, parsed.data, []);
  return extra;
}

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  /** An unmatched union's issues, per option. */
  errors?: Issue[][];
}

/** An issue as text; an unmatched union names the issues of its closest option rather than "Invalid input". */
function described(issue: Issue): string[] {
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return closest.flatMap((i) => described({ ...i, path: [...issue.path, ...i.path] }));
  }
  return [`${at(issue.path as Path)}: ${issue.message}`];
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Where a declared output is not concrete (`any`, `unknown`, `custom`): each part's path. */
export function vagueParts(schema: z.ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType | null | undefined, path: Path) => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    const d = defOf(s);
    if (d.type === 'any' || d.type === 'unknown' || d.type === 'custom') found.push(`${at(path)}: ${d.type}`);
    for (const [key, child] of Object.entries(d.shape ?? {})) walk(child, [...path, key]);
    if (d.type === 'array') walk(d.element, [...path, '[]']);
    if (d.type === 'record') walk(d.valueType, [...path, '{}']);
    if (d.type === 'lazy') walk(d.getter?.(), path);
    for (const child of [d.in, d.out, d.innerType, d.left, d.right, d.rest, ...(d.options ?? []), ...(d.items ?? [])]) walk(child, path);
  };
  walk(schema, []);
  return found;
}
