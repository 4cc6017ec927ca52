import { z } from 'zod';
import { CRUD_PRESETS, CRUD_RESERVED_FIELDS, CRUD_TABLE_RE, DESIGN_TYPES, crudFieldObject, crudTable, type CrudField, type CrudTable } from './crud-generator.ts';
import { endpoint } from './endpoint.ts';

/**
 * A table designed from a sentence (issue #35 item 5): the CRUD designer sends a description to an
 * OpenAI-compatible chat endpoint set in the config centre (group `ai`, super administrators only),
 * which answers the designer's own design JSON; the server checks it like `generate` does and
 * answers it for a person to review in the designer. Nothing is written or generated from it.
 */

/** The config centre's items of the chat endpoint (group `ai`; the key is never read back). */
export const AI_SETTING_NAMES = ['ai_base_url', 'ai_model', 'ai_secret_key', 'ai_timeout'] as const;

/** What the chat endpoint answers and the designer loads: the table settings and the fields. */
export const crudDescribedDesign = z.object({
  table: crudTable,
  fields: z.array(crudFieldObject).min(1).max(200),
});
export type CrudDescribedDesign = z.output<typeof crudDescribedDesign>;

export const crudDescribeInput = z.object({
  description: z.string().trim().min(4, 'Describe the table in a few words').max(2000),
});

export const crudDescribeEndpoints = {
  /** Refusals (code 0): not configured, the endpoint's error or time-out, an answer that is no design JSON, a design refused (why). */
  designFromText: endpoint({
    method: 'POST',
    path: '/admin/crud.Crud/designFromText',
    audience: { admin: true },
    input: crudDescribeInput,
    output: crudDescribedDesign,
    summary: 'A design drafted from a description by the configured chat endpoint, checked, for review (nothing is written)',
  }),
  describeStatus: endpoint({
    method: 'GET',
    path: '/admin/crud.Crud/describeStatus',
    audience: { admin: true },
    output: z.object({ configured: z.boolean() }),
    summary: 'Whether a chat endpoint is configured for describing a table',
  }),
};

/** The design's JSON Schema (from the contract's zod schema, the input form: what a client may send). */
export function crudDesignJsonSchema(): unknown {
  return z.toJSONSchema(crudDescribedDesign, { io: 'input', unrepresentable: 'any' });
}

/** One line per field type: its column and palette defaults (`CRUD_PRESETS`). */
function presetLines(): string[] {
  return DESIGN_TYPES.map((t) => {
    const { group: _group, designType: _d, ...p } = CRUD_PRESETS[t];
    return `- ${t}: ${JSON.stringify(p)}`;
  });
}

/**
 * The rules of a design besides its schema, written once for the chat endpoint's system prompt and
 * the designer's "copy context" (a coding agent's prompt).
 */
export function crudDesignRules(): string {
  return [
    `The table name matches ${String(CRUD_TABLE_RE)}: two to four lower-case words joined by "_"; the first word is the admin area (shop_note → area "shop", page "note"). It may not be a table of the application itself (admin, user, config, order, ...).`,
    `Field names are lower-case identifiers; these are reserved: ${CRUD_RESERVED_FIELDS.join(', ')}.`,
    'Every field has name, designType, type, defaultType. Start each field from its designType\'s preset below (its column type, length, default, table and form settings) and change only what the description asks.',
    'The first field is the key: {"name":"id","designType":"pk","type":"integer","defaultType":"NONE","primaryKey":true,"autoIncrement":true}. Add create_time (designType timestamp) when rows have a creation time.',
    '"comment" is the Chinese title; for radio, select, checkbox and selects it also lists the options: "状态:0=隐藏,1=正常". "titleEn" is the English title, "optionsEn" the English option labels ("0=Hidden,1=Normal").',
    'remoteSelect / remoteSelects point at another table with form["remote-table"], form["remote-pk"] and form["remote-field"].',
    'Field types and their presets:',
    ...presetLines(),
  ].join('\n');
}

/** The chat endpoint's system prompt: the task, the design's JSON Schema and its rules. */
export function crudDescribeSystemPrompt(): string {
  return [
    'You design database tables for the CRUD generator of an admin system (PostgreSQL).',
    'Answer with one JSON object only, no prose: {"table": {...}, "fields": [...]}, valid against this JSON Schema:',
    JSON.stringify(crudDesignJsonSchema()),
    'Rules:',
    crudDesignRules(),
  ].join('\n');
}

/** The designer's "copy context": what a coding agent needs to change the design (schema, rules, the design as it is). */
export function crudDesignContext(design: { table: CrudTable; fields: CrudField[] }): string {
  return [
    '# CRUD designer context',
    'The design below is the CRUD generator\'s input (POST /admin/crud.Crud/generate takes {type, table, fields}).',
    '## JSON Schema of a design',
    JSON.stringify(crudDesignJsonSchema(), null, 2),
    '## Rules',
    crudDesignRules(),
    '## The current design',
    JSON.stringify(design, null, 2),
  ].join('\n\n');
}
