import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  DICTIONARY_TYPES, VAR_NAME_RE, configEndpoints as api,
  type ConfigIndex, type ConfigItem, type ConfigItemType, type JsonValue, type KeyValue,
} from '@app/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { config } from '../../db/schema/index.ts';
import { ApiError, noPermission } from '../../core/http/errors.ts';
import { SUPER_ONLY_CONFIG_GROUPS, WRITE_ONLY_SETTINGS } from '../../core/security/settings-policy.ts';
import { ipBlocked, parseIpList } from '../../core/http/ip-filter.ts';
import { action, defineActions, remarkOf, withTransaction } from '../../core/crud/index.ts';
import { t, type Lang } from '../../core/i18n/index.ts';
import { sendMail } from '../../core/mail/mailer.ts';
import { recycleCapture, recycledOutsideKit, recycledOutsideKitTargets } from '../../core/security/capture.ts';
import { settingValue, storedSettingValue } from '../../core/settings.ts';
import { sanitizeHtml } from './config-html.ts';
import { checkSpecialSetting, failedRule, parseAttrLines } from './config-values.ts';
import { siteConfig, siteNameFor } from '../../core/site/site-config.ts';

type ConfigRow = typeof config.$inferSelect;

const isDictionary = (type: string) => (DICTIONARY_TYPES as readonly string[]).includes(type);

function parseJson(text: string | null): JsonValue {
  try {
    return text ? (JSON.parse(text) as JsonValue) : null;
  } catch {
    return null;
  }
}
const asObject = (v: JsonValue | undefined): Record<string, JsonValue> => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});

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
    // a key is never shown again once saved (saving '' keeps it)
    value: WRITE_ONLY_SETTINGS.has(row.name) ? '' : (settingValue(row) as JsonValue),
    // Option labels are translated like titles (an operator's own label has no translation and stays as typed).
    content: isDictionary(row.type) ? translatedLabels(lang, asObject(parseJson(row.content))) : '',
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

/** Deletes of settings are captured by the recycle rules like the kit's (seeded: routine.Config → config). */
export const recycleConfigDeletes = (ctx: AppContext) =>
  recycledOutsideKit(ctx, { path: 'routine.Config', tableName: 'config', pkName: 'id', changed: () => ctx.settings.invalidate() });

/**
 * `/admin/routine.Config/*` (reference 7): the config centre, a group of declared actions (it is
 * no table list). Unlike the original, reading needs login and `routine/config/index` (it holds
 * the SMTP password), deleting honours `allow_del`, and a save changes only the posted tab's
 * settings. Every write drops the settings cache once committed.
 */
export const configActions = defineActions({
  path: 'routine.Config',
  actions: {
    index: action({
      endpoint: api.index,
      run: async (_input, c) => {
        const lang = c.req.lang;
        const rows = await allRows(c.db);
        const groups = groupsOf(rows);
        const list: ConfigIndex['list'] = {};
        for (const g of groups) {
          list[g.key] = { name: g.key, title: t(lang, g.value), list: rows.filter((row) => row.group === g.key).map((row) => itemOf(row, lang)) };
        }
        const entrance = rows.find((row) => row.name === 'config_quick_entrance');
        const data: ConfigIndex = {
          list,
          remark: await remarkOf(c.app, 'routine.Config', lang),
          configGroup: Object.fromEntries(groups.map((g) => [g.key, t(lang, g.value)])),
          quickEntrance: entrance ? (settingValue(entrance) as KeyValue[]).map((e) => ({ key: t(lang, e.key), value: e.value })) : [],
        };
        return data;
      },
    }),

    edit: action({
      endpoint: api.edit,
      message: 'The current page configuration item was updated successfully',
      // the answer reads the saved settings through their cache, which only works after the commit
      transaction: false,
      run: async (body, c, { query }) => {
        const rows = await allRows(c.db);
        const first = Object.keys(body)[0];
        const group = query.group ?? rows.find((row) => row.name === first)?.group;
        if (group === undefined) throw new ApiError(first === undefined ? 'Parameter error' : 'Unknown configuration item: %s', 0, null, [first]);
        if (!groupsOf(rows).some((g) => g.key === group)) throw new ApiError('Unknown configuration group: %s', 0, null, [group]);
        if (SUPER_ONLY_CONFIG_GROUPS.has(group) && !c.isSuper) throw noPermission();
        const changes: { id: number; value: string }[] = [];
        for (const [name, value] of Object.entries(body)) {
          const row = rows.find((r) => r.name === name);
          if (!row) throw new ApiError('Unknown configuration item: %s', 0, null, [name]);
          if (row.group !== group) throw new ApiError('Configuration item %s is not on this tab', 0, null, [name]);
          if (WRITE_ONLY_SETTINGS.has(name) && (value === '' || value === null || value === undefined)) continue;
          const stored = storedValueOf(row, value, c.req.lang);
          if (name === 'config_group') checkGroups(stored, rows);
          if (name === 'no_access_ip') checkOwnIp(stored, c.req);
          changes.push({ id: row.id, value: stored });
        }
        await withTransaction(c, async (tc) => {
          for (const change of changes) await tc.db.update(config).set({ value: change.value }).where(eq(config.id, change.id));
        });
        c.app.settings.invalidate();
        // the page puts the saved site name, record number and upload limits to use without a reload
        return { siteConfig: await siteConfig(c.app.settings, c.req) };
      },
    }),

    add: action({
      endpoint: api.add,
      message: 'Added successfully',
      run: async (input, c) => {
        if (!VAR_NAME_RE.test(input.name)) throw new ApiError('Invalid variable name: %s', 0, null, [input.name]);
        const rows = await allRows(c.db);
        if (!groupsOf(rows).some((g) => g.key === input.group)) throw new ApiError('Unknown configuration group: %s', 0, null, [input.group]);
        if (SUPER_ONLY_CONFIG_GROUPS.has(input.group) && !c.isSuper) throw noPermission();
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
        await c.db.insert(config).values({
          name: input.name, group: input.group, title: input.title, tip: input.tip, type: input.type,
          value: input.type === 'switch' ? '0' : '', content, rule: input.rule.join(','), extend, allowDel: true, weigh: input.weigh,
        });
        c.onCommit(() => c.app.settings.invalidate());
        return null;
      },
    }),

    del: action({
      endpoint: api.del,
      message: 'Deleted successfully',
      // the recycle rules are read before the transaction opens
      prepare: async (_input, c) => {
        const target = recycledOutsideKitTargets(c.app).find((o) => o.path === 'routine.Config');
        return target ? recycleCapture(target, c) : undefined;
      },
      run: async ({ ids }, c, { prepared: recycle }) => {
        const rows = await c.db.select().from(config).where(inArray(config.id, ids));
        const locked = rows.find((row) => !row.allowDel);
        if (locked) throw new ApiError('Configuration item %s cannot be deleted', 0, null, [t(c.req.lang, locked.title)]);
        if (!c.isSuper && rows.some((row) => SUPER_ONLY_CONFIG_GROUPS.has(row.group))) throw noPermission();
        if (!rows.length) throw new ApiError('No rows were deleted');
        await recycle?.before?.(rows.map((row) => row.id), c);
        const gone = await c.db.delete(config).where(inArray(config.id, rows.map((row) => row.id))).returning({ id: config.id, row: sql<Record<string, unknown>>`to_jsonb(${config})` });
        await recycle?.deleted(gone, c);
        c.onCommit(() => c.app.settings.invalidate());
        return null;
      },
    }),

    sendTestMail: action({
      endpoint: api.sendTestMail,
      transaction: false,
      message: 'Test mail sent successfully~',
      run: async ({ testMail, ...smtp }, c) => {
        const siteName = await siteNameFor(c.app.settings, c.req.lang);
        try {
          await sendMail(
            smtp,
            {
              to: testMail,
              subject: `${t(c.req.lang, 'This is a test email')}-${siteName}`,
              html: t(c.req.lang, 'Congratulations, receiving this email means that your email service has been configured correctly'),
            },
            { ca: c.app.config.smtpCa },
          );
        } catch (e) {
          throw new ApiError('Test mail failed: %s', 0, null, [(e as Error).message]);
        }
        return null;
      },
    }),
  },
});

const translatedLabels = (lang: Lang, dict: Record<string, JsonValue>): Record<string, JsonValue> =>
  Object.fromEntries(Object.entries(dict).map(([k, v]) => [k, typeof v === 'string' ? t(lang, v) : v]));
