import type { FormField } from '../../../components/form-item/form-field';

type Field = Pick<FormField, 'name' | 'type' | 'rules' | 'visible' | 'blockHelp'>;

/**
 * A form field as the area tests pin it: name, input type (none is a text input), rules ('by operate'
 * when they depend on add or edit), whether it is shown conditionally and has a help line.
 */
export const fieldShape = (f: Field) => [f.name, f.type ?? 'string', typeof f.rules === 'function' ? 'by operate' : (f.rules ?? null), typeof f.visible === 'function', typeof f.blockHelp === 'function'];

/** A form's field by name. */
export const formField = (form: { fields: readonly FormField<never>[] }, name: string) => form.fields.find((f) => f.name === name) as FormField;
