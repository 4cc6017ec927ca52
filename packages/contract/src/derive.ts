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
/** The own fields (a joined `alias.column` is the join's, added by the row's `extend`). */
type OwnKeys<F> = { [K in keyof F]: K extends `${string}.${string}` ? never : K }[keyof F];
type OutOf<T> = T extends { out: infer O extends z.ZodType } ? O : T extends { kind: infer K extends FieldKind } ? KindOut[K] : never;
type InputKeys<F> = { [K in keyof F]: F[K] extends { input: z.ZodType } ? K : never }[keyof F];
type InputOf<T> = T extends { input: infer I extends z.ZodType } ? (T extends { required: true } ? I : z.ZodOptional<I>) : never;

export type RowShape<F> = { [K in OwnKeys<F>]: OutOf<F[K]> };
export type AddShape<F> = { [K in InputKeys<F>]: InputOf<F[K]> };

/** The listed row of the own fields, in their order. */
export function rowOf<const F extends Fields>(fields: F): z.ZodObject<RowShape<F>> {
  const own = Object.entries(fields).filter(([name]) => !name.includes('.'));
  return z.object(Object.fromEntries(own.map(([name, f]) => [name, f.out ?? KIND_OUT[f.kind]()]))) as unknown as z.ZodObject<RowShape<F>>;
}

/** What add takes: the fields with an `input`, in their order, optional unless `required`. */
export function addInputOf<const F extends Fields>(fields: F): z.ZodObject<AddShape<F>> {
  const written = Object.entries(fields).filter(([, f]) => f.input);
  return z.object(Object.fromEntries(written.map(([name, f]) => [name, f.required ? f.input! : f.input!.optional()]))) as unknown as z.ZodObject<AddShape<F>>;
}
