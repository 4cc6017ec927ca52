import { z, type ZodType } from 'zod';
import type { FastifySchemaCompiler } from 'fastify';
import { hasMessage, t, type Lang } from '../i18n/index.ts';

const locales = { 'zh-cn': z.locales.zhCN(), en: z.locales.en() };

/** Validates with zod and keeps the issues (with their input) for a translated message at the edge. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { value: result.data };
  return { error: Object.assign(new Error('Validation failed'), { zodIssues: result.error.issues }) };
};

/**
 * One line naming the first bad field: "Parameter username is invalid: …". A schema's custom
 * message is a message key when it has a translation; otherwise zod's own text in the language.
 */
export function describeIssues(issues: z.core.$ZodIssue[], lang: Lang, context?: string): string {
  const issue = issues[0];
  if (!issue) return t(lang, 'Parameter error');
  const field = issue.path.length ? issue.path.join('.') : (context ?? 'body');
  const custom = issue.message && hasMessage(issue.message) ? t(lang, issue.message) : undefined;
  const localized = locales[lang].localeError(issue as never);
  const text = custom ?? (typeof localized === 'string' ? localized : localized?.message) ?? issue.message;
  return t(lang, 'Parameter %s is invalid: %s', field, text);
}
