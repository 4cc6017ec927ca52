import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DICTIONARY_TYPES, VAR_NAME_RE, configAddInput, configEditInput, configEditQuery, idsQuery, sendTestMailInput,
  type ConfigIndex, type ConfigItem, type ConfigItemType, type KeyValue,
} from '@app/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { config } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { ipBlocked, parseIpList } from '../../core/http/ip-filter.ts';
import { fromDbError } from '../../core/crud/db-errors.ts';
import { remarkOf, withTransaction } from '../../core/crud/index.ts';
import { t, type Lang } from '../../core/i18n/index.ts';
import { sendMail } from '../../core/mail/mailer.ts';
import { recycleCapture, recycledOutsideKit, type CaptureContext } from '../../core/security/capture.ts';
import { settingValue, storedSettingValue } from '../../core/settings.ts';
import { sanitizeHtml } from './config-html.ts';
import { checkSpecialSetting, failedRule, parseAttrLines } from './config-values.ts';
import { siteConfig } from '../../core/site/site-config.ts';

type ConfigRow = typeof config.$inferSelect;

const BASE = '/admin/routine.Config/';
const doc = (summary: string) => ({ tags: ['routine.Config'], summary, security: [{ batoken: [] }] });
const isDictionary = (type: string) => (DICTIONARY_TYPES as readonly string[]).includes(type);

function parseJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The tab list (`config_group`, an `array` setting) of the rows. */
const groupsOf = (rows: ConfigRow[]): KeyValue[] => {
  const row = rows.find((r) => r.name === 'config_group');
  return row ? (settingValue(row) as KeyValue[]) : [];
};

/** A row as the page draws it (reference 7.3): typed value, decoded dictionary and attributes. */
function itemOf(row: ConfigRow, lang: Lang): ConfigItem {
  const { baInputExtend, ...extend } = asObject(parseJson(row.extend));
  return {
    id: row.id,
    name: row.name,
    group: row.group,
    title: t(lang, row.title),
    tip: row.tip ? t(lang, row.tip) : '',
    type: row.type as ConfigItemType,
    value: settingValue(row),
    // Option labels are translated like titles (an operator's own label has no translation and stays as typed).
    content: isDictionary(row.type) ? (translatedLabels(lang, asObject(parseJson(row.content))) as Record<string, string>) : '',
    rule: row.rule,
    extend,
    input_extend: asObject(baInputExtend),
    allow_del: row.allowDel,
    weigh: row.weigh,
  };
}

const allRows = (db: Db) => db.select().from(config).orderBy(desc(config.weigh), asc(config.id));

/** The stored text of one submitted setting, after every check of its type, rules and name. */
function storedValueOf(row: ConfigRow, value: unknown, lang: Lang): string {
  const title = t(lang, row.title);
  let stored = storedSettingValue(row.type, value);
  if (stored === null) throw new ApiError('Invalid value for %s', 0, null, [title]);
  if (row.type === 'editor') stored = sanitizeHtml(stored);
  const failed = failedRule(row.type, row.rule, settingValue({ type: row.type, value: stored }));
  if (failed) throw new ApiError('%s fails the %s check', 0, null, [title, failed]);
  checkSpecialSetting(row.name, stored);
  return stored;
}

/** A changed tab list: keys are names, unique, and a dropped group must be empty. */
function checkGroups(stored: string, rows: ConfigRow[]) {
  const groups = settingValue({ type: 'array', value: stored }) as KeyValue[];
  const keys = groups.map((g) => g.key.trim());
  const bad = keys.find((k) => !VAR_NAME_RE.test(k));
  if (bad !== undefined) throw new ApiError('Invalid group name: %s', 0, null, [bad]);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice) throw new ApiError('Group %s is listed twice', 0, null, [twice]);
  for (const old of groupsOf(rows)) {
    if (!keys.includes(old.key) && rows.some((r) => r.group === old.key)) {
      throw new ApiError('Group %s still has configuration items', 0, null, [old.key]);
    }
  }
}

/** A blocked-IP list that would shut out the admin saving it is refused (nobody could undo it). */
function checkOwnIp(stored: string, req: FastifyRequest) {
  if (stored.trim() && ipBlocked(parseIpList(stored), req.ip)) throw new ApiError('This list would block your own IP address %s', 0, null, [req.ip]);
}

/**
 * `/admin/routine.Config/*` (reference 7): the config centre. Unlike the original, reading needs
 * login and `routine/config/index` (it holds the SMTP password), deleting honours `allow_del`,
 * and a save changes only the posted tab's settings.
 */
export function configRoutes(app: FastifyInstance, ctx: AppContext) {
  // Deletes below are captured by the recycle rules like the kit's (seeded: routine.Config → config).
  const configTable = recycledOutsideKit(ctx, { path: 'routine.Config', tableName: 'config', pkName: 'id', changed: () => ctx.settings.invalidate() });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE + 'index', { schema: doc('Settings by tab, tab titles and quick entrances'), config: { auth: 'admin' } }, async (req, reply) => {
    const rows = await allRows(ctx.db);
    const groups = groupsOf(rows);
    const list: ConfigIndex['list'] = {};
    for (const g of groups) {
      list[g.key] = { name: g.key, title: t(req.lang, g.value), list: rows.filter((row) => row.group === g.key).map((row) => itemOf(row, req.lang)) };
    }
    const entrance = rows.find((row) => row.name === 'config_quick_entrance');
    const data: ConfigIndex = {
      list,
      remark: await remarkOf(ctx, 'routine.Config', req.lang),
      configGroup: Object.fromEntries(groups.map((g) => [g.key, t(req.lang, g.value)])),
      quickEntrance: entrance ? (settingValue(entrance) as KeyValue[]).map((e) => ({ key: t(req.lang, e.key), value: e.value })) : [],
    };
    return reply.ok(data);
  });

  r.post(
    BASE + 'edit',
    { schema: { ...doc('Save the settings of one tab: `{name: value}`; `group` names the tab, else it is the tab of the items'), querystring: configEditQuery, body: configEditInput }, config: { auth: 'admin' } },
    async (req, reply) => {
      const rows = await allRows(ctx.db);
      const first = Object.keys(req.body)[0];
      const group = req.query.group ?? rows.find((c) => c.name === first)?.group;
      if (group === undefined) throw new ApiError(first === undefined ? 'Parameter error' : 'Unknown configuration item: %s', 0, null, [first]);
      if (!groupsOf(rows).some((g) => g.key === group)) throw new ApiError('Unknown configuration group: %s', 0, null, [group]);
      const changes: { id: number; value: string }[] = [];
      for (const [name, value] of Object.entries(req.body)) {
        const row = rows.find((c) => c.name === name);
        if (!row) throw new ApiError('Unknown configuration item: %s', 0, null, [name]);
        if (row.group !== group) throw new ApiError('Configuration item %s is not on this tab', 0, null, [name]);
        const stored = storedValueOf(row, value, req.lang);
        if (name === 'config_group') checkGroups(stored, rows);
        if (name === 'no_access_ip') checkOwnIp(stored, req);
        changes.push({ id: row.id, value: stored });
      }
      await ctx.db.transaction(async (tx) => {
        for (const c of changes) await tx.update(config).set({ value: c.value }).where(eq(config.id, c.id));
      });
      ctx.settings.invalidate();
      // the page puts the saved site name, record number and upload limits to use without a reload
      return reply.ok({ siteConfig: await siteConfig(ctx.settings, req) }, 'The current page configuration item was updated successfully');
    },
  );

  r.post(BASE + 'add', { schema: { ...doc('Add a setting (it can be deleted later)'), body: configAddInput }, config: { auth: 'admin' } }, async (req, reply) => {
    const input = req.body;
    if (!VAR_NAME_RE.test(input.name)) throw new ApiError('Invalid variable name: %s', 0, null, [input.name]);
    const rows = await allRows(ctx.db);
    if (!groupsOf(rows).some((g) => g.key === input.group)) throw new ApiError('Unknown configuration group: %s', 0, null, [input.group]);
    if (rows.some((row) => row.name === input.name)) throw new ApiError('Variable name %s already exists', 0, null, [input.name]);

    let content: string | null = null;
    if (isDictionary(input.type)) {
      const dict = parseAttrLines(input.content, false);
      if (!Object.keys(dict).length) throw new ApiError('Please enter the options of the dictionary');
      content = JSON.stringify(dict);
    }
    const inputExtend = parseAttrLines(input.inputExtend);
    const extendObject = { ...parseAttrLines(input.extend), ...(Object.keys(inputExtend).length ? { baInputExtend: inputExtend } : {}) };
    const extend = Object.keys(extendObject).length ? JSON.stringify(extendObject) : '';
    if (extend.length > 255) throw new ApiError('The attributes are too long (at most 255 characters as JSON)');

    try {
      await ctx.db.insert(config).values({
        name: input.name, group: input.group, title: input.title, tip: input.tip, type: input.type,
        value: input.type === 'switch' ? '0' : '', content, rule: input.rule.join(','), extend, allowDel: true, weigh: input.weigh,
      });
    } catch (e) {
      throw fromDbError(e);
    }
    ctx.settings.invalidate();
    return reply.ok(null, 'Added successfully');
  });

  r.delete(BASE + 'del', { schema: { ...doc('Delete settings that allow it'), querystring: idsQuery }, config: { auth: 'admin' } }, async (req, reply) => {
    const c: CaptureContext = { app: ctx, admin: req.admin!, req, db: ctx.db };
    const recycle = await recycleCapture(configTable, c);
    const deleted = await withTransaction(c, async (tc) => {
      const rows = await tc.db.select().from(config).where(inArray(config.id, req.query.ids));
      const locked = rows.find((row) => !row.allowDel);
      if (locked) throw new ApiError('Configuration item %s cannot be deleted', 0, null, [t(req.lang, locked.title)]);
      if (!rows.length) return 0;
      await recycle?.before?.(rows.map((row) => row.id), tc);
      const gone = await tc.db.delete(config).where(inArray(config.id, rows.map((row) => row.id))).returning({ id: config.id, row: sql<Record<string, unknown>>`to_jsonb(${config})` });
      await recycle?.deleted(gone, tc);
      return gone.length;
    });
    if (!deleted) throw new ApiError('No rows were deleted');
    ctx.settings.invalidate();
    return reply.ok(null, 'Deleted successfully');
  });

  r.post(
    BASE + 'sendTestMail',
    {
      schema: { ...doc('Send a test mail through the posted (unsaved) SMTP settings'), body: sendTestMailInput },
      // No rule of this name is seeded, so only super administrators pass (reference 7.9),
      // unless an operator creates one and grants it.
      config: { auth: 'admin', permission: 'routine/config/sendTestMail' },
    },
    async (req, reply) => {
      const { testMail, ...smtp } = req.body;
      const siteName = await ctx.settings.get('site_name', '');
      try {
        await sendMail(
          smtp,
          {
            to: testMail,
            subject: `${t(req.lang, 'This is a test email')}-${siteName}`,
            html: t(req.lang, 'Congratulations, receiving this email means that your email service has been configured correctly'),
          },
          { ca: ctx.config.smtpCa },
        );
      } catch (e) {
        throw new ApiError('Test mail failed: %s', 0, null, [(e as Error).message]);
      }
      return reply.ok(null, 'Test mail sent successfully~');
    },
  );
}

const translatedLabels = (lang: Lang, dict: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(dict).map(([k, v]) => [k, typeof v === 'string' ? t(lang, v) : v]));
