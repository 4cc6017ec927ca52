import { z } from 'zod';
import { productAddInput } from './hq.ts';
import { memberAddInput, SCORE_CHANGE_MAX } from './user.ts';
import { endpoint, fileEndpoint, nodeOfPath } from './endpoint.ts';
import { intInput, yuanInput } from './numbers.ts';

/**
 * Imports of members (`/admin/user.User/import`) and HQ products (`/admin/hq.Product/import`)
 * from a CSV or XLSX file (issue 32 item 5).
 *
 * `POST /admin/<path>/import?dryRun=1|0` with the file in the multipart field `file` starts a
 * job and answers its id; `GET /admin/<path>/importProgress?id=` answers how far it is and, once
 * done, the report: one entry per data row (line = the row's line in the file, the header being
 * line 1) saying whether it was (or, in a dry run, would be) created, skipped (it exists) or
 * refused, and why. The counts are always whole; the rows listed are capped
 * (`IMPORT_REPORT_ROWS`, refused rows first). Jobs live in the instance that runs them (its
 * memory, an hour after they end): the progress is asked of the instance that took the file.
 */

/** The largest file taken: 32 MiB (100,000 members with every column are about 12 MiB of CSV). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** Rows listed in a report at most (counts cover every row). */
export const IMPORT_REPORT_ROWS = 1000;
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;

/** A column of an import file: its key and the headers taken for it (either language, any case). */
export interface ImportColumn {
  key: string;
  en: string;
  zh: string;
  required?: boolean;
}

/**
 * Members: keyed by username and by mobile (an existing member with either is skipped, never
 * credited twice). `money` (yuan) and `score` are opening balances written through the ledgers;
 * `upline` is the username or mobile of the referrer, in the database or anywhere in the file;
 * an upline found in neither refuses the row. `group` is a member group's name or id (default
 * group 1). No password: members set one through the reset flow.
 */
export const MEMBER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'username', en: 'Username', zh: '用户名', required: true },
  { key: 'nickname', en: 'Nickname', zh: '昵称' },
  { key: 'mobile', en: 'Mobile', zh: '手机号' },
  { key: 'email', en: 'Email', zh: '邮箱' },
  { key: 'group', en: 'Group', zh: '会员分组' },
  { key: 'gender', en: 'Gender', zh: '性别' },
  { key: 'birthday', en: 'Birthday', zh: '生日' },
  { key: 'motto', en: 'Motto', zh: '签名' },
  { key: 'status', en: 'Status', zh: '状态' },
  { key: 'money', en: 'Balance', zh: '余额' },
  { key: 'score', en: 'Score', zh: '积分' },
  { key: 'upline', en: 'Upline', zh: '上级' },
];

/** HQ products: keyed by name (a product of the same name is skipped); `category` is a category's name or id. */
export const PRODUCT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'name', en: 'Name', zh: '商品名称', required: true },
  { key: 'category', en: 'Category', zh: '分类' },
  { key: 'price', en: 'Price', zh: '价格', required: true },
  { key: 'market_price', en: 'Market price', zh: '市场价' },
  { key: 'cost_price', en: 'Cost price', zh: '成本价' },
  { key: 'stock', en: 'Stock', zh: '库存' },
  { key: 'unit', en: 'Unit', zh: '单位' },
  { key: 'status', en: 'Status', zh: '状态' },
  { key: 'intro', en: 'Intro', zh: '简介' },
];

/**
 * One member row of an import file (cells by column key, empty ones absent): the add form's
 * rules (`memberAddInput`) without the password; `money` yuan → cents, `score` whole points.
 */
export const memberImportRow = memberAddInput
  .omit({ password: true, group_id: true, avatar: true })
  .extend({
    nickname: memberAddInput.shape.nickname.optional(),
    group: z.string().trim().max(50).optional(),
    money: yuanInput.optional(),
    score: intInput(0, SCORE_CHANGE_MAX).optional(),
    upline: z.string().trim().min(1).max(32).optional(),
  });
export type MemberImportRow = z.output<typeof memberImportRow>;

/** One HQ product row: the add form's rules (`productAddInput`) on the columns of the file; `category` a name or id. */
export const productImportRow = productAddInput
  .pick({ name: true, price: true, market_price: true, cost_price: true, stock: true, unit: true, status: true, intro: true })
  .extend({ category: z.string().trim().max(50).optional() });
export type ProductImportRow = z.output<typeof productImportRow>;

/** The query of `POST import`: a dry run (default) writes nothing. */
export const importQuery = z.object({
  dryRun: z.enum(['0', '1']).optional().default('1'),
});
export type ImportQuery = z.input<typeof importQuery>;

/** `GET importTemplate?format=csv|xlsx`: an empty file with the accepted headers, in the request's language. */
export const importTemplateQuery = z.object({ format: z.enum(IMPORT_FORMATS).optional().default('csv') });
export type ImportTemplateQuery = z.input<typeof importTemplateQuery>;

export const importStarted = z.object({ id: z.string() });
export type ImportStarted = z.output<typeof importStarted>;

export const importProgressQuery = z.object({ id: z.string().min(1).max(64) });
export type ImportProgressQuery = z.input<typeof importProgressQuery>;

export const IMPORT_ACTIONS = ['create', 'skip', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importReportRow = z.object({
  line: z.number(),
  action: z.enum(IMPORT_ACTIONS),
  /** Why a row is skipped or refused, in the language of the request that started the job. */
  reason: z.string().optional(),
});
export type ImportReportRow = z.output<typeof importReportRow>;

export const importReport = z.object({
  dryRun: z.boolean(),
  rows: z.array(importReportRow),
  counts: z.object({ create: z.number(), skip: z.number(), refuse: z.number() }),
  /** True when more rows than `IMPORT_REPORT_ROWS` had something to say. */
  truncated: z.boolean(),
});
export type ImportReport = z.output<typeof importReport>;

export const IMPORT_PHASES = ['read', 'check', 'write', 'done', 'failed'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** `GET importProgress`: `done` of `total` rows in the phase (total 0 while the file is read); the report when done, the error when failed. */
export const importProgress = z.object({
  id: z.string(),
  phase: z.enum(IMPORT_PHASES),
  done: z.number(),
  total: z.number(),
  report: importReport.optional(),
  error: z.string().optional(),
});
export type ImportProgress = z.output<typeof importProgress>;

/** The content types of the template: CSV and XLSX. */
export const IMPORT_TEMPLATE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

/**
 * The endpoints of a resource's import (`path`: its controller path, `user.User`), all behind its
 * import node (`user/user/import`, as the guard derives it from the import's path): the start
 * (multipart), the progress and the template (a file).
 */
export const importEndpoints = (path: string) => {
  const audience = { admin: nodeOfPath(`/admin/${path}/import`, 'admin') };
  return {
    /** The file in the multipart field `file` (apps/web/src/api/endpoint.ts, `upload`). */
    start: endpoint({
      method: 'POST',
      path: `/admin/${path}/import`,
      audience,
      query: importQuery,
      multipart: { file: 'file' },
      output: importStarted,
      summary: 'Import rows from a CSV or XLSX file (multipart field `file`): a dry run (default) or the import; answers the job id',
    }),
    progress: endpoint({ method: 'GET', path: `/admin/${path}/importProgress`, audience, input: importProgressQuery, output: importProgress, summary: 'How far an import job is; its report once done' }),
    template: fileEndpoint({
      method: 'GET',
      path: `/admin/${path}/importTemplate`,
      audience,
      input: importTemplateQuery,
      file: IMPORT_TEMPLATE_TYPES,
      summary: 'An empty import file with the accepted headers (CSV or XLSX)',
    }),
  };
};
