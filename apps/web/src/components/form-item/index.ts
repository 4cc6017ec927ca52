export { FormItem, fieldValidators, useFieldLabel } from './FormItem';
export { FieldInput } from './FieldInput';
export { buildRules, passes, validatorMessage, VALIDATOR_NAMES, type ValidatorName } from './validators';
export { registerEditor, type EditorProps } from './editor/editor-registry';
export { formSchema, FIELD_TYPES, type FieldType, type FormField, type FormSchema, type Operate, type CustomInputProps } from './types';
export { contractRules, limitProps, limitRules, textProblem, withLimits } from './limits';
export { describedDefaults } from './defaults';
export { horizontalColumns } from './columns';
export { validated } from './validated';
