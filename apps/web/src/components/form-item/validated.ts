import type { FormInstance } from 'antd';

/**
 * The form's values once its rules pass, or null when they do not. antd's `validateFields`
 * REJECTS with a plain object (`{ errorFields, values }`) when a rule fails; the fields already
 * show their messages, so that rejection is an answer, not an error: awaited bare in an event
 * handler it escapes as an unhandled rejection (`pageerror: Object`). Forms are checked through
 * this, never through `validateFields` itself (eslint enforces it under pages/). A real error
 * (not a failed rule) is thrown on.
 */
export async function validated<T>(form: FormInstance<T>, fields?: (string | number | (string | number)[])[]): Promise<T | null> {
  try {
    return (await (fields ? form.validateFields(fields) : form.validateFields())) as T;
  } catch (e) {
    if (isValidationFailure(e)) return null;
    throw e;
  }
}

const isValidationFailure = (e: unknown) => typeof e === 'object' && e !== null && Array.isArray((e as { errorFields?: unknown }).errorFields);
