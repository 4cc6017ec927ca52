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
 * The resource whose fields a request validates, for its field labels: the controller path of
 * `/admin/user.Group/edit` (`user.Group`), or the area of `/api/account/profile` (`account`).
 */
export function resourceOfUrl(url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  return /^\/admin\/([A-Za-z0-9_]+\.[A-Za-z0-9_.]+)\//.exec(path)?.[1] ?? /^\/api\/([A-Za-z0-9_]+)\//.exec(path)?.[1];
}

/** The label of a field in a language (`field:<resource>.<name>`, else `field:<name>`), if the packs have one. */
export function fieldLabel(lang: Lang, field: string, resource?: string): string | undefined {
  const key = resource && hasMessage(`field:${resource}.${field}`) ? `field:${resource}.${field}` : `field:${field}`;
  return hasMessage(key) ? t(lang, key) : undefined;
}

/** A generic issue as a sentence naming the field by its label; undefined for issues that have no such sentence. */
function labelled(issue: z.core.$ZodIssue, lang: Lang, label: string): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? t(lang, '%s cannot be empty', label) : undefined;
    case 'too_big': {
      const max = Number(issue.maximum) - (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string') return t(lang, '%s cannot be longer than %d characters', label, max);
      if (issue.origin === 'array' || issue.origin === 'set') return t(lang, '%s must have at most %d items', label, max);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return t(lang, '%s cannot be greater than %s', label, issue.inclusive === false ? String(issue.maximum) : max);
      return undefined;
    }
    case 'too_small': {
      const min = Number(issue.minimum) + (issue.inclusive === false ? 1 : 0);
      if (issue.origin === 'string') return min <= 1 ? t(lang, '%s cannot be empty', label) : t(lang, '%s must be at least %d characters', label, min);
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? t(lang, '%s cannot be empty', label) : t(lang, '%s must have at least %d items', label, min);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return t(lang, '%s cannot be less than %s', label, issue.inclusive === false ? String(issue.minimum) : min);
      return undefined;
    }
    case 'invalid_format':
      if (issue.format === 'email') return t(lang, '%s is not a valid e-mail address', label);
      if (issue.format === 'url') return t(lang, '%s is not a valid URL', label);
      return t(lang, '%s has an invalid format', label);
    case 'invalid_value':
      return t(lang, '%s has an invalid value', label);
    default:
      return undefined;
  }
}

/**
 * One line naming the first bad field. A schema's custom message is a message key when it has a
 * translation ("Parameter username is invalid: Please enter the correct username"). A generic
 * issue (length, range, format, missing) of a field with a label names the field by its label in
 * the request's language ("昵称 不能超过 50 个字符"); otherwise zod's own text in the language.
 */
export function describeIssues(issues: z.core.$ZodIssue[], lang: Lang, context?: string, resource?: string): string {
  const issue = issues[0];
  if (!issue) return t(lang, 'Parameter error');
  const field = issue.path.length ? issue.path.join('.') : (context ?? 'body');
  const custom = issue.message && hasMessage(issue.message) ? t(lang, issue.message) : undefined;
  const name = issue.path.length === 1 && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  const label = !custom && name ? fieldLabel(lang, name, resource) : undefined;
  const sentence = label ? labelled(issue, lang, label) : undefined;
  if (sentence) return sentence;
  const text = custom ?? issueText(issue, lang);
  return label ? t(lang, '%s: %s', label, text) : t(lang, 'Parameter %s is invalid: %s', field, text);
}

/** An issue's own words in a language: its message key translated, else zod's text in the language. */
export function issueText(issue: z.core.$ZodIssue, lang: Lang): string {
  if (issue.message && hasMessage(issue.message)) return t(lang, issue.message);
  const localized = locales[lang].localeError(issue as never);
  return (typeof localized === 'string' ? localized : localized?.message) ?? issue.message;
}
