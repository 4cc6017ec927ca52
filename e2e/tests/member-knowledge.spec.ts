import { expect, test } from '@playwright/test';
import { MemberKnowledgePage } from '../pages/member-knowledge.ts';
import { AdminApi } from '../support/admin-api.ts';
import { createMember } from '../support/oracle.ts';
import { adminToken, loginMember, unique } from '../support/session.ts';

test('a member sees the knowledge files of their visibility, by category, and opens one (a view is counted)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = new AdminApi(request, await adminToken(request));
  const tag = unique('k');
  const ok = (r: { code: number; msg: string }) => expect(r.code, r.msg).toBe(1);
  ok(await api.post('/admin/knowledge.Category/add', { name: `培训 ${tag}` }));
  const cats = await api.get<{ list: { id: number; name: string }[] }>('/admin/knowledge.Category/index', { isTree: 'false', quickSearch: tag });
  const catId = cats.data.list[0].id;
  ok(await api.post('/admin/knowledge.File/add', { category_id: catId, title: `入门文章 ${tag}`, type: 'article', content: '<p>欢迎加入</p>', visibility: 'member', weigh: 5 }));
  ok(await api.post('/admin/knowledge.File/add', { category_id: catId, title: `代理手册 ${tag}`, type: 'file', file: '/storage/agent.pdf', visibility: 'agent' }));

  const username = unique('km');
  await createMember({ username, password: 'member-pass-1' });
  await loginMember(page, username, 'member-pass-1');

  const knowledge = new MemberKnowledgePage(page);
  await knowledge.goto();
  await knowledge.category(`培训 ${tag}`).click();
  await expect(knowledge.titles()).toHaveText([`入门文章 ${tag}`]);
  await knowledge.open(`入门文章 ${tag}`);
  await expect(knowledge.detail()).toContainText('浏览 1 次');
  await expect(knowledge.detail().frameLocator('iframe').locator('body')).toHaveText('欢迎加入');

  const listed = await api.get<{ list: { title: string; views: number }[] }>('/admin/knowledge.File/index', { quickSearch: tag });
  expect(Object.fromEntries(listed.data.list.map((r) => [r.title, r.views]))).toEqual({ [`入门文章 ${tag}`]: 1, [`代理手册 ${tag}`]: 0 });
});
