import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { describeResource, flag, flagOut, FLAG_STATUS, addInputOf, rowOf, type FieldDescription } from '@app/contract';
import { describedForm } from './described';

const fields = {
  id: { kind: 'id', search: true, sort: true },
  shop_id: { kind: 'ref', search: ['eq'], input: z.number(), required: true },
  name: { kind: 'text', quick: true, input: z.string().trim().min(1).max(30), required: true },
  price: { kind: 'money', input: z.string() },
  sold: { kind: 'number' },
  status: { kind: 'enum', enum: FLAG_STATUS, out: flagOut, input: flag },
  note: { kind: 'text', input: z.string().max(200) },
} as const satisfies Record<string, FieldDescription>;
const d = describeResource({ path: 'shop.Sample', row: rowOf(fields), fields });
const input = addInputOf(fields);
const shape = (f: { name: string; type?: string; rules?: unknown; content?: unknown }) => [f.name, f.type, f.rules ?? null, f.content ?? null];

describe('describedForm', () => {
  it('takes the fields add takes, in order, with their kind\'s input, required where add requires them, an enum\'s values as a radio', () => {
    const form = describedForm<z.input<typeof input>>(d, 'shop-sample', {
      input,
      fields: { shop_id: { type: 'remoteSelect', remote: { resource: 'shop.Shop', field: 'name' } }, note: { type: 'textarea' } },
    });
    expect(form.fields.map(shape)).toEqual([
      ['shop_id', 'remoteSelect', ['required'], null],
      ['name', 'string', ['required'], null],
      ['price', 'number', null, null],
      ['status', 'radio', null, [{ value: '1', label: 'shop-sample.enable' }, { value: '0', label: 'shop-sample.disable' }]],
      ['note', 'textarea', null, null],
    ]);
    // limits from the input, a new row's values from the description
    expect(form.fields.find((f) => f.name === 'name')?.limits).toMatchObject({ maxLength: 30, minLength: 1 });
    expect(form.defaults).toMatchObject({ status: '1' });
  });

  it('leaves out a field the page says false to, and refuses a reference without its select or an override of a field add does not take', () => {
    const form = describedForm(d, 'l', { input, fields: { shop_id: { type: 'remoteSelect', remote: { resource: 'shop.Shop', field: 'name' } }, note: false } });
    expect(form.fields.map((f) => f.name)).toEqual(['shop_id', 'name', 'price', 'status']);
    expect(() => describedForm(d, 'l', { input })).toThrow(/shop_id/);
    expect(() => describedForm(d, 'l', { input, fields: { shop_id: { type: 'integer' }, sold: { type: 'integer' } } as never })).toThrow(/sold/);
  });

  it("takes a field's input from its view and a reference's remote select from its ref", () => {
    const viewed = {
      parent_id: { kind: 'ref', input: z.number(), ref: { resource: 'shop.Sample', label: 'name', tree: true } },
      tag_ids: { kind: 'text', input: z.string(), ref: { resource: 'shop.Tag', label: 'title', multiple: true } },
      owner_id: { kind: 'ref', input: z.number(), ref: { resource: 'auth.Admin', label: 'username' } },
      body: { kind: 'text', input: z.string(), view: 'editor' },
      kind: { kind: 'enum', enum: FLAG_STATUS, input: flag, view: 'select' },
    } as const satisfies Record<string, FieldDescription>;
    const v = describeResource({ path: 'shop.Viewed', row: rowOf(viewed), fields: viewed });
    const form = describedForm(v, 'l', { input: addInputOf(viewed), fields: { owner_id: { type: 'integer' } } });
    expect(form.fields.map((f) => [f.name, f.type, f.remote ?? null, f.content ? 'content' : null])).toEqual([
      ['parent_id', 'remoteSelect', { resource: 'shop.Sample', field: 'name', params: { isTree: true } }, null],
      ['tag_ids', 'remoteSelects', { resource: 'shop.Tag', field: 'title' }, null],
      // the page's own input drops the implied select
      ['owner_id', 'integer', null, null],
      ['body', 'editor', null, null],
      ['kind', 'select', null, 'content'],
    ]);
  });
});
