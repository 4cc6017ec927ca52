import { z } from 'zod';
import { flagOut } from './crud.ts';
import type { FieldDescription, FieldKind } from './describe.ts';

/**
 * A resource's row schema and add / edit inputs derived from its described fields, so that a field
 * is declared once (#30 item 2): its kind gives its wire type in a listed row (`out` where the wire
 * is narrower, an enum's literals), its `input` what add takes (`required` there), edit takes the
 * same fields, each optional. Kept apart from describe.ts, which the first load reads without zod.
 */

type KindOut = {
  id: z.ZodNumber;
  ref: z.ZodNumber;
  number: z.ZodNumber;
  money: z.ZodString;
  text: z.ZodString;
  time: z.ZodNullable<z.ZodNumber>;
  enum: z.ZodString;
  bool: typeof flagOut;
  json: z.ZodUnknown;
};

/** The wire type of each kind in a listed row: money a yuan string, a time unix seconds (null when unset), a bool '0' / '1'. */
const KIND_OUT: { [K in FieldKind]: () => KindOut[K] } = {
  id: () => z.number(),
  ref: () => z.number(),
  number: () => z.number(),
  money: () => z.string(),
  text: () => z.string(),
  time: () => z.number().nullable(),
  enum: () => z.string(),
  bool: () => flagOut,
  json: () => z.unknown(),
};

type Fields = Readonly<Record<string, FieldDescription>>;

/** A field of a resource the member API also shows (`member`: in the member's row; `memberRowOf`). */
export interface SharedFieldDescription extends FieldDescription {
  member?: true;
}
/** The own fields (a joined `alias.column` is the join's, added by the row's `extend`). */
type OwnKeys<F> = { [K in keyof F]: K extends `${string}.${string}` ? never : K }[keyof F];
type OutOf<T> = T extends { out: infer O extends z.ZodType } ? O : T extends { kind: infer K extends FieldKind } ? KindOut[K] : never;
type MemberKeys<F> = { [K in keyof F]: F[K] extends { member: true } ? K : never }[keyof F];
/** A whole-number kind as the member API documents it: an integer (nullable where the row's is). */
type MemberOutOf<T> = T extends { kind: 'time' } ? z.ZodNullable<z.ZodNumber>
  : T extends { kind: 'id' | 'ref' | 'number' } ? (OutOf<T> extends z.ZodNullable ? z.ZodNullable<z.ZodNumber> : z.ZodNumber)
  : OutOf<T>;
type InputKeys<F> = { [K in keyof F]: F[K] extends { input: z.ZodType } ? K : never }[keyof F];
type InputOf<T> = T extends { input: infer I extends z.ZodType } ? (T extends { required: true } ? I : z.ZodOptional<I>) : never;

export type RowShape<F> = { [K in OwnKeys<F>]: OutOf<F[K]> };
type Intersected<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The extra keys' shapes together (none: no key). */
type ExtraShape<X> = [X[keyof X]] extends [never] ? unknown : Intersected<NonNullable<X[keyof X]>>;
export type MemberRowShape<F, X> = { [K in MemberKeys<F>]: MemberOutOf<F[K]> } & ExtraShape<X>;
export type AddShape<F> = { [K in InputKeys<F>]: InputOf<F[K]> };

/** The listed row of the own fields, in their order. */
export function rowOf<const F extends Fields>(fields: F): z.ZodObject<RowShape<F>> {
  const own = Object.entries(fields).filter(([name]) => !name.includes('.'));
  return z.object(Object.fromEntries(own.map(([name, f]) => [name, f.out ?? KIND_OUT[f.kind]()]))) as unknown as z.ZodObject<RowShape<F>>;
}

/**
 * What add takes: the fields with an `input`, in their order, optional unless `required`. `order`
 * puts some first where add's key order is not the fields' (the list's and export's): it shows in
 * the docs and decides which input error is reported first.
 */
export function addInputOf<const F extends Fields>(fields: F, options: { order?: readonly InputKeys<F>[] } = {}): z.ZodObject<AddShape<F>> {
  const written = Object.entries(fields).filter(([, f]) => f.input);
  const order = (options.order ?? []) as readonly string[];
  const stray = order.filter((name) => !fields[name]?.input);
  if (stray.length) throw new Error(`addInputOf: the order names fields add does not take: ${stray.join(', ')}`);
  const placed = order.map((name) => [name, fields[name]!] as const);
  const ordered = [...placed, ...written.filter(([name]) => !order.includes(name))];
  return z.object(Object.fromEntries(ordered.map(([name, f]) => [name, f.required ? f.input! : f.input!.optional()]))) as unknown as z.ZodObject<AddShape<F>>;
}

const WHOLE: ReadonlySet<FieldKind> = new Set(['id', 'ref', 'number', 'time']);

/**
 * The member API's row of a resource: its fields flagged `member`, in their order, whole numbers
 * (ids, references, numbers, times) as integers, and after a field the keys `extra` gives it (a
 * joined name the member row carries flat): `memberRowOf(fields, { shop_id: { shop_name: z.string() } })`.
 */
export function memberRowOf<const F extends Readonly<Record<string, SharedFieldDescription>>, const X extends Readonly<Record<string, z.ZodRawShape>> = Record<never, never>>(
  fields: F,
  extra?: X,
): z.ZodObject<MemberRowShape<F, X>> {
  const shape = Object.entries(fields).flatMap(([name, f]): [string, z.core.$ZodType][] => {
    if (!f.member) return [];
    const out = f.out ?? KIND_OUT[f.kind]();
    const own = WHOLE.has(f.kind) ? (out.safeParse(null).success ? z.number().int().nullable() : z.number().int()) : out;
    return [[name, own], ...Object.entries((extra as Record<string, z.ZodRawShape> | undefined)?.[name] ?? {})];
  });
  return z.object(Object.fromEntries(shape)) as unknown as z.ZodObject<MemberRowShape<F, X>>;
}
