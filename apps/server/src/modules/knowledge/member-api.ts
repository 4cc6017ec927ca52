import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { knowledgeEndpoints as api, knowledgeFileDescription, type KnowledgeCategoryNode, type KnowledgeDetail, type KnowledgeVisibility } from '@app/contract';
import type { AppContext } from '../../context.ts';
import type { MemberPrincipal } from '../../core/auth/sessions.ts';
import { defineMemberList } from '../../core/crud/member.ts';
import { nestRows, wireOf, type Row } from '../../core/crud/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { serve } from '../../core/http/serve.ts';
import type { Db } from '../../db/client.ts';
import { agent } from '../../db/schema/index.ts';
import { knowledgeCategory, knowledgeFile } from './schema.ts';

/** What a member may see: approved agents (design/domain.md agent, modules/distribution) also see agent-only files. */
export async function visibilitiesOf(db: Db, member: MemberPrincipal): Promise<KnowledgeVisibility[]> {
  const [approved] = await db.select({ id: agent.id }).from(agent).where(and(eq(agent.userId, member.id), eq(agent.status, 'approved')));
  return approved ? ['all', 'member', 'agent'] : ['all', 'member'];
}

/** Enabled categories whose ancestors are all enabled: a disabled category hides its whole branch. */
async function visibleCategories(db: Db) {
  const all = await db.select().from(knowledgeCategory).orderBy(desc(knowledgeCategory.weigh), asc(knowledgeCategory.id));
  const byId = new Map(all.map((k) => [k.id, k]));
  const visible = (id: number, depth = 0): boolean => {
    const k = byId.get(id);
    return !!k && k.status && (k.pid === 0 || (depth < all.length && visible(k.pid, depth + 1)));
  };
  return all.filter((k) => visible(k.id));
}

/** The files a member may see: enabled, of a visible category, of a visibility the member has. */
async function visibleFiles(db: Db, member: MemberPrincipal): Promise<SQL> {
  const ids = (await visibleCategories(db)).map((k) => k.id);
  return and(
    eq(knowledgeFile.status, true),
    inArray(knowledgeFile.visibility, await visibilitiesOf(db, member)),
    ids.length ? inArray(knowledgeFile.categoryId, ids) : sql`false`,
  )!;
}

/** The fields of a listed file, in order. */
const LIST_ITEM = ['id', 'category_id', 'title', 'type', 'cover', 'visibility', 'views', 'downloads', 'create_time'] as const;

const detailWire = wireOf<KnowledgeDetail>(knowledgeFileDescription, knowledgeFile, [...LIST_ITEM, 'content', 'file', 'url']);

/** `GET /api/knowledge/index`: the files the member may see, by weight (search by category, type, title). */
export const knowledgeList = defineMemberList({
  endpoint: api.index,
  description: knowledgeFileDescription,
  table: knowledgeFile,
  visible: (c) => visibleFiles(c.db, c.member),
  search: { id: ['eq', 'IN'], category_id: true, type: true, title: ['LIKE'] },
  sort: ['id', 'views', 'downloads', 'create_time', 'weigh'],
  pick: LIST_ITEM,
  quickSearch: ['title'],
  order: [['weigh', 'desc'], ['id', 'desc']],
});

/** One file the member may see, or the refusal: missing or hidden files are not found, another audience's are refused. */
async function visibleFile(db: Db, member: MemberPrincipal, id: number) {
  const [found] = await db.select({ id: knowledgeFile.id, visibility: knowledgeFile.visibility }).from(knowledgeFile).where(and(eq(knowledgeFile.id, id), await visibleFiles(db, { ...member })));
  if (found) return found;
  const [hidden] = await db.select({ visibility: knowledgeFile.visibility, status: knowledgeFile.status }).from(knowledgeFile).where(eq(knowledgeFile.id, id));
  if (hidden?.status && hidden.visibility === 'agent' && !(await visibilitiesOf(db, member)).includes('agent')) throw new ApiError('This file is for agents only');
  throw new ApiError('Knowledge file not found');
}

/** The member API of the knowledge base: categories, one file (a view), a download (counted). */
export function knowledgeRoutes(app: FastifyInstance, ctx: AppContext) {
  serve(app, api.categories, async () => {
    const rows = (await visibleCategories(ctx.db)).map((k): Row => ({ id: k.id, pid: k.pid, name: k.name, icon: k.icon }));
    return { list: nestRows(rows) as unknown as KnowledgeCategoryNode[] };
  });

  serve(app, api.detail, async ({ id }, req) => {
    await visibleFile(ctx.db, req.member!, id);
    // The view is counted in the statement that reads the row.
    const [row] = await ctx.db.update(knowledgeFile).set({ views: sql`${knowledgeFile.views} + 1` }).where(eq(knowledgeFile.id, id)).returning();
    if (!row) throw new ApiError('Knowledge file not found');
    // a row without a time (none is written so) reads as 0, as the contract's number
    return { row: detailWire(row, row.createTime ? {} : { create_time: 0 }) };
  });

  serve(app, api.download, async ({ id }, req) => {
    await visibleFile(ctx.db, req.member!, id);
    const [row] = await ctx.db
      .update(knowledgeFile)
      .set({ downloads: sql`${knowledgeFile.downloads} + 1` })
      .where(and(eq(knowledgeFile.id, id), inArray(knowledgeFile.type, ['file', 'video']), sql`${knowledgeFile.file} <> ''`))
      .returning({ file: knowledgeFile.file });
    if (!row) throw new ApiError('This entry has no file to download');
    return { url: row.file };
  });
}
