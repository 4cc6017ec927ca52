import { crudDescribeSystemPrompt, crudDescribedDesign, type CrudDescribedDesign } from '@app/contract';
import type { Settings } from '../../core/settings.ts';
import { ApiError } from '../../core/http/errors.ts';

/**
 * A table designed from a sentence (issue #35 item 5): the description goes to the OpenAI-compatible
 * chat endpoint of the config centre's `ai` group, whose answer must be the designer's design JSON.
 * This file only asks and reads the answer; crud.ts checks the design as `generate` would.
 */

/** The answer's size limit: a design of 200 fields is far below it. */
export const AI_ANSWER_MAX_BYTES = 1024 * 1024;
const DEFAULT_TIMEOUT_S = 30;

export interface AiEndpoint {
  baseUrl: string;
  model: string;
  key: string;
  timeoutMs: number;
}

/** The configured endpoint, or undefined when describing is off (no base URL or no model). */
export async function aiEndpoint(settings: Settings): Promise<AiEndpoint | undefined> {
  const baseUrl = String(await settings.get('ai_base_url', '')).trim().replace(/\/+$/, '');
  const model = String(await settings.get('ai_model', '')).trim();
  if (!baseUrl || !model || !/^https?:\/\//i.test(baseUrl)) return undefined;
  const seconds = Number(await settings.get('ai_timeout', DEFAULT_TIMEOUT_S));
  return {
    baseUrl,
    model,
    key: String(await settings.get('ai_secret_key', '')),
    timeoutMs: (Number.isFinite(seconds) && seconds >= 1 ? Math.min(seconds, 300) : DEFAULT_TIMEOUT_S) * 1000,
  };
}

/** Reads a body up to `max` bytes; undefined when it is longer. */
async function readLimited(res: Response, max: number): Promise<string | undefined> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON object of a model's message: bare, or in a ```json fenced block among prose. */
export function jsonOfMessage(content: string): unknown {
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)```/i.exec(content);
  const text = (fenced ? fenced[1] : content).trim();
  try {
    return JSON.parse(text);
  } catch {
    // prose around a bare object: from the first { to the last }
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(text.slice(start, end + 1));
      } catch {
        // fall through
      }
    }
    throw new ApiError('The chat endpoint did not answer a design in JSON');
  }
}

/** Asks the chat endpoint for a design of `description`; answers its message's text. Refusals are ApiErrors naming what failed (never the key). */
export async function askChat(ai: AiEndpoint, description: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(ai.key ? { authorization: `Bearer ${ai.key}` } : {}) },
      body: JSON.stringify({
        model: ai.model,
        messages: [
          { role: 'system', content: crudDescribeSystemPrompt() },
          { role: 'user', content: description },
        ],
        response_format: { type: 'json_object' },
        temperature: 0.2,
      }),
      // a redirect would send the key elsewhere
      redirect: 'error',
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
  } catch (e) {
    if ((e as Error).name === 'TimeoutError') throw new ApiError('The chat endpoint did not answer within %s seconds', 0, null, [String(ai.timeoutMs / 1000)]);
    throw new ApiError('The chat endpoint could not be reached: %s', 0, null, [(e as Error).cause instanceof Error ? ((e as Error).cause as Error).message : (e as Error).message]);
  }
  let text: string | undefined;
  try {
    text = await readLimited(res, AI_ANSWER_MAX_BYTES);
  } catch (e) {
    if ((e as Error).name === 'TimeoutError') throw new ApiError('The chat endpoint did not answer within %s seconds', 0, null, [String(ai.timeoutMs / 1000)]);
    throw new ApiError('The chat endpoint could not be reached: %s', 0, null, [(e as Error).message]);
  }
  if (text === undefined) throw new ApiError('The chat endpoint answered more than %s bytes', 0, null, [String(AI_ANSWER_MAX_BYTES)]);
  if (!res.ok) {
    // an OpenAI-style error names its reason; the body is the provider's, not ours: only its message, shortened
    let reason = '';
    try {
      const err = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
      if (typeof err === 'string') reason = err.slice(0, 200);
    } catch {
      // not JSON
    }
    throw new ApiError('The chat endpoint answered HTTP %s %s', 0, null, [String(res.status), reason]);
  }
  let content: unknown;
  try {
    content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
  } catch {
    throw new ApiError('The chat endpoint did not answer as an OpenAI-compatible API');
  }
  if (typeof content !== 'string') throw new ApiError('The chat endpoint did not answer as an OpenAI-compatible API');
  return content;
}

/** The design of a message, checked against the design schema (the refusal names the first problem). */
export function designOfMessage(content: string): CrudDescribedDesign {
  const parsed = crudDescribedDesign.safeParse(jsonOfMessage(content));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError('The design was refused: %s', 0, null, [`${issue.path.join('.') || 'design'}: ${issue.message}`]);
  }
  return parsed.data;
}
