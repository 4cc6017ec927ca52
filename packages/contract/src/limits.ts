import type { z } from 'zod';

/**
 * What an input schema allows for one field, read from its zod checks, so that forms take their
 * limits from the contract instead of restating them: length and range, integer, format, the
 * allowed values of an enum.
 */
export interface FieldLimits {
  /** Absent values are refused (not optional, no default). */
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  /** zod's string format: `email`, `url`, `regex`… */
  format?: string;
  /** The pattern of a `regex` (or other patterned) format. */
  pattern?: RegExp;
  /** The values of an enum. */
  options?: readonly (string | number)[];
}

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

const SAFE_INT = new Set(['safeint', 'int32', 'uint32']);

function readChecks(d: Def, into: FieldLimits): void {
  const checks = [...(d.checks ?? []).map((c) => c._zod.def), ...(d.format ? [{ check: 'string_format', format: d.format, pattern: d.pattern }] : [])];
  for (const c of checks) {
    switch (c.check) {
      case 'min_length':
        into.minLength = Math.max(into.minLength ?? 0, c.minimum ?? 0);
        break;
      case 'max_length':
        into.maxLength = Math.min(into.maxLength ?? Infinity, c.maximum ?? Infinity);
        break;
      case 'length_equals':
        into.minLength = into.maxLength = c.length;
        break;
      case 'greater_than':
        into.min = Number(c.value) + (c.inclusive ? 0 : into.integer ? 1 : 0);
        break;
      case 'less_than':
        into.max = Number(c.value) - (c.inclusive ? 0 : into.integer ? 1 : 0);
        break;
      case 'number_format':
        if (c.format && SAFE_INT.has(c.format)) into.integer = true;
        break;
      case 'string_format':
        if (c.format && !(c.format === 'regex' && into.format && into.format !== 'regex')) into.format = c.format;
        // a regex's pattern; an e-mail's too, so that a form checks the address as the server will
        if (c.pattern && (c.format === 'regex' || c.format === 'email')) into.pattern = c.pattern;
        break;
    }
  }
}

/** Whether a union member only states emptiness (`''`, null): `emptyOr(schema)` keeps the schema's limits. */
function isEmptyMember(s: z.ZodType): boolean {
  const d = defOf(s);
  if (d.type === 'null' || d.type === 'undefined') return true;
  return d.type === 'literal' && (d.values ?? []).every((v) => v === '' || v === null);
}

function walk(s: z.ZodType, into: FieldLimits, top: boolean): void {
  const d = defOf(s);
  switch (d.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      if (top) into.required = false;
      walk(d.innerType!, into, false);
      return;
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      walk(d.innerType!, into, top);
      return;
    case 'pipe':
      // a transform's output has no limits: the input's are what the user types
      walk(d.in!, into, top);
      if (defOf(d.out!).type !== 'transform') walk(d.out!, into, false);
      return;
    case 'union': {
      const members = (d.options ?? []).filter((m) => !isEmptyMember(m));
      if (members.length < (d.options ?? []).length && top) into.required = false;
      if (members.length === 1) walk(members[0]!, into, false);
      return;
    }
    case 'enum':
      into.options = Object.values(d.entries ?? {});
      return;
    case 'string':
    case 'number':
    case 'bigint':
      readChecks(d, into);
      return;
    default:
      return;
  }
}

/** The limits of one schema (a field's). */
export function limitsOf(schema: z.ZodType): FieldLimits {
  const limits: FieldLimits = { required: true };
  walk(schema, limits, true);
  if (limits.maxLength === Infinity) delete limits.maxLength;
  return limits;
}

/** The limits of each field of an object schema (an add or edit input), by field name. */
export function inputLimits(schema: z.ZodType): Record<string, FieldLimits> {
  let d = defOf(schema);
  while (d.type === 'pipe' || d.type === 'optional' || d.type === 'default') d = defOf(d.type === 'pipe' ? d.in! : d.innerType!);
  const shape = (d as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (d.type !== 'object' || !shape) return {};
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, limitsOf(field)]));
}
