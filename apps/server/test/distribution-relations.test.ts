import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { adminLog, adminRule, agent, agentLevel, agentLevelLog, order, userGroup, userRelation } from '../src/db/schema/index.ts';
import { distributionSetting } from '../src/modules/distribution/settings.ts';
import { DEFAULT_AGREEMENT } from '../src/modules/distribution/agreement.ts';
import { insertAgent, upgradeAgents } from '../src/modules/distribution/agents.ts';
import { unbindExpired } from '../src/modules/distribution/relations.ts';
import { runUpgrades } from '../src/modules/distribution/timers.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { makeShop, memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { setSettings, solvedCaptcha } from './account-support.ts';

// Issue 13 items 1–3: relations, agents and levels over HTTP against a real database.
let s: TestServer;
let h: Record<string, string>;
const post = async (url: string, body: Record<string, unknown>, headers = h) => (await s.call('POST', url, { headers, body })).body;
const get = async (url: string, headers = h) => (await s.call('GET', url, { headers })).body;
const as = (m: TestMember, lang = 'en') => ({ 'ba-user-token': m.token, 'think-lang': lang });
const agentRow = async (userId: number) => (await s.ctx.db.select().from(agent).where(eq(agent.userId, userId)))[0];
const relation = async (userId: number) => (await s.ctx.db.select().from(userRelation).where(eq(userRelation.userId, userId)))[0];

/** A member who applied and was approved by the admin: answers the member and their invite code. */
async function approvedAgent(): Promise<{ m: TestMember; code: string; id: number }> {
  const m = await memberWithBalance(s, 0);
  expect((await post('/api/agent/apply', { real_name: 'Agent', mobile: '13800138000', agreement: true }, as(m))).code).toBe(1);
  const row = await agentRow(m.id);
  expect((await post('/admin/distribution.Agent/approve', { ids: [row.id] })).code).toBe(1);
  return { m, code: (await agentRow(m.id)).inviteCode, id: row.id };
}

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s?.close());

describe('settings and seeds', () => {
  it('seeds the distribution group, its typed reader, and one default level', async () => {
    const rows = await s.ctx.settings.group('distribution');
    expect(Object.keys(rows).sort()).toEqual([
      'commission_activity_default', 'commission_base', 'commission_level1_rate', 'commission_level2_rate', 'commission_self_purchase',
      'distribution_agreement', 'distribution_agreement_en', 'distribution_bind_days', 'distribution_bind_mode', 'distribution_bind_scope', 'distribution_earn_mode', 'distribution_spend_threshold',
    ]);
    expect(await distributionSetting(s.ctx, 'distribution_earn_mode')).toBe('apply');
    expect(await distributionSetting(s.ctx, 'commission_self_purchase')).toBe(false);
    expect(await distributionSetting(s.ctx, 'commission_base')).toBe('paid');
    await setSettings(s, { commission_level1_rate: '1500', distribution_spend_threshold: '12.5', commission_base: 'bogus' });
    expect(await distributionSetting(s.ctx, 'commission_level1_rate')).toBe(1500);
    expect(await distributionSetting(s.ctx, 'distribution_spend_threshold')).toBe(1250);
    expect(await distributionSetting(s.ctx, 'commission_base')).toBe('paid');
    await setSettings(s, { commission_level1_rate: '0', distribution_spend_threshold: '0.00', commission_base: 'paid' });
    const levels = await s.ctx.db.select().from(agentLevel);
    expect(levels.map((l) => l.grade)).toEqual([1]);
    const group = await s.ctx.settings.get<{ key: string }[]>('config_group');
    expect(group.some((g) => g.key === 'distribution')).toBe(true);
  });

  it('answers the seeded agent agreement in the reader\'s language, the other one while that is emptied', async () => {
    const m = await memberWithBalance(s, 0);
    const agreement = async (lang: string) => (await get('/api/agent/status', as(m, lang))).data.agreement as string;
    expect(await agreement('zh-cn')).toBe(DEFAULT_AGREEMENT['zh-cn']);
    expect(await agreement('en')).toBe(DEFAULT_AGREEMENT.en);
    expect(DEFAULT_AGREEMENT.en).toMatch(/^1\. Agents give their real name/);
    await setSettings(s, { distribution_agreement: '我们的协议', distribution_agreement_en: '' });
    expect(await agreement('en')).toBe('我们的协议');
    await setSettings(s, { distribution_agreement: DEFAULT_AGREEMENT['zh-cn'], distribution_agreement_en: DEFAULT_AGREEMENT.en });
  });
});

describe('agents: apply, review, designate', () => {
  it('a member applies with the agreement, is rejected with a reason, applies again and is approved', async () => {
    const m = await memberWithBalance(s, 0);
    expect((await post('/api/agent/apply', { real_name: 'Li', mobile: '13800138000', agreement: false }, as(m))).msg).toBe('Please read and accept the agent agreement');
    expect((await post('/api/agent/apply', { real_name: 'Li', mobile: '12345', agreement: true }, as(m))).code).toBe(0);
    expect((await post('/api/agent/apply', { real_name: 'Li', mobile: '13800138000', agreement: true }, as(m))).msg).toBe('Application submitted, please wait for the review');
    expect((await post('/api/agent/apply', { real_name: 'Li', mobile: '13800138000', agreement: true }, as(m, 'zh-cn'))).msg).toBe('您的申请正在审核中');
    let st = (await get('/api/agent/status', as(m))).data;
    expect(st.agent).toMatchObject({ status: 'pending', invite_code: '', real_name: 'Li' });
    expect(st.can_apply).toBe(false);
    const id = (await agentRow(m.id)).id;
    expect((await post('/admin/distribution.Agent/reject', { ids: [id], reason: '' })).code).toBe(0);
    expect((await post('/admin/distribution.Agent/reject', { ids: [id], reason: 'Incomplete' })).code).toBe(1);
    st = (await get('/api/agent/status', as(m))).data;
    expect(st.agent).toMatchObject({ status: 'rejected', reject_reason: 'Incomplete' });
    expect(st.can_apply).toBe(true);
    expect((await post('/admin/distribution.Agent/approve', { ids: [id] })).msg).toBe('No selected agent is in a state that allows this');
    expect((await post('/api/agent/apply', { real_name: 'Li Lei', mobile: '13800138001', agreement: '1' }, as(m))).code).toBe(1);
    expect((await post('/admin/distribution.Agent/approve', { ids: [id] })).code).toBe(1);
    st = (await get('/api/agent/status', as(m))).data;
    expect(st.agent.status).toBe('approved');
    expect(st.agent.invite_code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(st.agent.level).toMatchObject({ grade: 1 });
    expect((await post('/api/agent/apply', { real_name: 'Li', mobile: '13800138000', agreement: true }, as(m))).msg).toBe('You are already an agent');
    // disable / enable
    expect((await post('/admin/distribution.Agent/disable', { ids: [id] })).code).toBe(1);
    expect((await get('/api/agent/status', as(m))).data.agent).toMatchObject({ status: 'disabled', invite_code: '' });
    expect((await post('/admin/distribution.Agent/disable', { ids: [id] })).code).toBe(0);
    expect((await post('/admin/distribution.Agent/enable', { ids: [id] })).code).toBe(1);
    const [logged] = await s.ctx.db.select().from(adminLog).where(sql`${adminLog.url} like '%distribution.Agent/enable%'`);
    expect(logged).toBeTruthy();
  });

  it('admins designate a member directly and change the level (logged); the list filters', async () => {
    const m = await memberWithBalance(s, 0);
    expect((await post('/admin/distribution.Agent/add', { user_id: 99999999 })).msg).toBe('Member not found');
    const added = await post('/admin/distribution.Agent/add', { user_id: m.id, real_name: 'Designated', mobile: '' });
    expect(added.code).toBe(1);
    expect(added.data.invite_code).toHaveLength(8);
    expect((await post('/admin/distribution.Agent/add', { user_id: m.id })).msg).toBe('This member is already an agent or has applied');
    const row = await agentRow(m.id);
    expect(row).toMatchObject({ status: 'approved', source: 'admin' });
    expect((await post('/admin/hq.Commission/add', { name: 'Silver', grade: 2, level1_rate: 1200, level2_rate: 300 })).code).toBe(1);
    const [silver] = await s.ctx.db.select().from(agentLevel).where(eq(agentLevel.grade, 2));
    expect((await post('/admin/distribution.Agent/edit', { id: row.id, level_id: 999999 })).msg).toBe('The agent level does not exist');
    expect((await post('/admin/distribution.Agent/edit', { id: row.id, level_id: silver.id, real_name: 'Renamed' })).code).toBe(1);
    expect(await agentRow(m.id)).toMatchObject({ levelId: silver.id, realName: 'Renamed' });
    const logs = await s.ctx.db.select().from(agentLevelLog).where(eq(agentLevelLog.agentId, row.id));
    expect(logs).toMatchObject([{ toLevelId: silver.id, reason: 'admin' }]);
    const list = await get(`/admin/distribution.Agent/index?search[0][field]=source&search[0][val]=admin&search[0][operator]=eq`);
    expect(list.data.list.map((r: { user_id: number }) => r.user_id)).toContain(m.id);
    expect(list.data.list[0]).not.toHaveProperty('commission_money');
    expect(list.data.list.find((r: { user_id: number }) => r.user_id === m.id).level).toMatchObject({ name: 'Silver', grade: 2 });
    await s.ctx.db.update(agent).set({ levelId: (await s.ctx.db.select().from(agentLevel).where(eq(agentLevel.grade, 1)))[0].id }).where(eq(agent.id, row.id));
    expect((await s.call('DELETE', `/admin/hq.Commission/del?ids[]=${silver.id}`, { headers: h })).body.code).toBe(1);
  });

  it('an invite code taken by another agent is drawn again', async () => {
    const taken = (await approvedAgent()).code;
    const m = await memberWithBalance(s, 0);
    const codes = [taken, taken, 'FRESH234'];
    const row = await s.ctx.db.transaction((tx) => insertAgent(tx, { userId: m.id, status: 'approved', source: 'admin' }, () => codes.shift()!));
    expect(row.inviteCode).toBe('FRESH234');
  });

  it('earn modes: admin-designated refuses applications, everyone makes agents at once, spend past the threshold', async () => {
    try {
      await setSettings(s, { distribution_earn_mode: 'admin' });
      const a = await memberWithBalance(s, 0);
      expect((await post('/api/agent/apply', { real_name: 'A', mobile: '13800138000', agreement: true }, as(a))).msg).toBe('Agents are designated by the administrator');
      expect((await get('/api/agent/status', as(a))).data).toMatchObject({ earn_mode: 'admin', can_apply: false, agent: null });

      await setSettings(s, { distribution_earn_mode: 'everyone' });
      expect((await get('/api/agent/status', as(a))).data.agent).toMatchObject({ status: 'approved', source: 'auto' });

      await setSettings(s, { distribution_earn_mode: 'spend', distribution_spend_threshold: '100.00' });
      const b = await memberWithBalance(s, 0);
      expect((await post('/api/agent/apply', { real_name: 'B', mobile: '13800138000', agreement: true }, as(b))).msg).toBe('You become an agent automatically once your completed orders reach the threshold');
      const shop = await makeShop(s);
      await s.ctx.db.insert(order).values({ orderNo: `T${Date.now()}a`, userId: b.id, shopId: shop.id, status: 'completed', goodsAmount: 9999, payAmount: 9999, paidTime: new Date(), completedTime: new Date() });
      await runUpgrades(s.ctx);
      expect(await agentRow(b.id)).toBeUndefined();
      await s.ctx.db.insert(order).values({ orderNo: `T${Date.now()}b`, userId: b.id, shopId: shop.id, status: 'completed', goodsAmount: 1, payAmount: 1, paidTime: new Date(), completedTime: new Date() });
      await runUpgrades(s.ctx);
      expect(await agentRow(b.id)).toMatchObject({ status: 'approved', source: 'auto' });
    } finally {
      await setSettings(s, { distribution_earn_mode: 'apply', distribution_spend_threshold: '0.00' });
    }
  });
});

describe("the default level's name (seeded by migration 0015)", () => {
  it("reads in the reader's language while it is the seed's, as typed once renamed; the edit form keeps the stored name", async () => {
    const a = await approvedAgent();
    const [standard] = await s.ctx.db.select().from(agentLevel).where(eq(agentLevel.grade, 1));
    expect(standard.name).toBe('普通代理');
    const zh = { ...h, 'think-lang': 'zh-cn' };
    const levelName = async (m: TestMember, lang: string) => (await get('/api/agent/status', as(m, lang))).data.agent.level.name as string;
    const listed = async (headers: Record<string, string>) => (await get('/admin/hq.Commission/index', headers)).data.list.find((l: { id: number }) => l.id === standard.id).name as string;
    const picked = async (headers: Record<string, string>) => (await get(`/admin/hq.Commission/index?select=true&initKey=id&initValue[]=${standard.id}`, headers)).data.list.map((l: { name: string }) => l.name);
    const agentLevelName = async (headers: Record<string, string>) =>
      (await get(`/admin/distribution.Agent/index?search[0][field]=user_id&search[0][val]=${a.m.id}&search[0][operator]=eq`, headers)).data.list[0].level.name as string;

    // the member centre's "Level", the levels' list and select, the agents' list
    expect([await levelName(a.m, 'en'), await listed(h), await picked(h), await agentLevelName(h)]).toEqual(['Standard agent', 'Standard agent', ['Standard agent'], 'Standard agent']);
    expect([await levelName(a.m, 'zh-cn'), await listed(zh), await picked(zh), await agentLevelName(zh)]).toEqual(['普通代理', '普通代理', ['普通代理'], '普通代理']);
    // the edit forms keep the stored name
    expect((await get(`/admin/hq.Commission/edit?id=${standard.id}`)).data.row).toMatchObject({ name: '普通代理', agents: expect.any(Number) });

    // renamed by an operator: as typed, in every language
    await s.ctx.db.update(agentLevel).set({ name: '一星代理' }).where(eq(agentLevel.id, standard.id));
    try {
      expect([await levelName(a.m, 'en'), await listed(h), await agentLevelName(h)]).toEqual(['一星代理', '一星代理', '一星代理']);
    } finally {
      await s.ctx.db.update(agentLevel).set({ name: '普通代理' }).where(eq(agentLevel.id, standard.id));
    }
  });
});

describe('relations: binding', () => {
  it('binds by an approved agent\'s code; refuses own code, unknown codes, a second inviter and cycles', async () => {
    const a = await approvedAgent();
    const b = await approvedAgent();
    const c = await memberWithBalance(s, 0);
    expect((await post('/api/user/bindInviter', { invite_code: a.code }, as(a.m))).msg).toBe('You cannot bind your own invite code');
    expect((await post('/api/user/bindInviter', { invite_code: 'NOPE2345' }, as(c))).msg).toBe('The invite code is not valid');
    expect((await post('/api/user/bindInviter', { invite_code: a.code.toLowerCase() }, as(b.m))).msg).toBe('Inviter bound');
    expect((await post('/api/user/bindInviter', { invite_code: a.code }, as(b.m))).msg).toBe('You are already bound to this inviter');
    expect(await relation(b.m.id)).toMatchObject({ parentId: a.m.id, path: `/${a.m.id}/${b.m.id}/`, depth: 1, source: 'invite', inviteCode: a.code });
    expect((await post('/api/user/bindInviter', { invite_code: b.code, source: 'scene' }, as(c))).code).toBe(1);
    expect(await relation(c.id)).toMatchObject({ path: `/${a.m.id}/${b.m.id}/${c.id}/`, depth: 2, source: 'scene' });
    // a would go under its own invitee
    expect((await post('/api/user/bindInviter', { invite_code: b.code }, as(a.m))).msg).toBe('A member cannot move under their own team (a cycle)');
    expect((await post('/api/user/bindInviter', { invite_code: a.code }, as(c))).msg).toBe('You already have an inviter');
    // a pending agent's code does not invite
    const pending = await memberWithBalance(s, 0);
    await post('/api/agent/apply', { real_name: 'P', mobile: '13800138000', agreement: true }, as(pending));
    const d = await memberWithBalance(s, 0);
    expect((await post('/api/user/bindInviter', { invite_code: (await agentRow(pending.id)).inviteCode }, as(d))).msg).toBe('The invite code is not valid');
    // team: level 1 and level 2 with counts
    const team1 = (await get('/api/agent/team?level=1', as(a.m))).data;
    expect(team1.list.map((x: { id: number }) => x.id)).toEqual([b.m.id]);
    expect(team1.list[0].invites).toBe(1);
    expect(team1.counts).toEqual({ level1: 1, level2: 1 });
    const team2 = (await get('/api/agent/team?level=2&page=1&limit=5', as(a.m))).data;
    expect(team2).toMatchObject({ total: 1, list: [{ id: c.id }] });
    expect((await get('/api/agent/team?level=3', as(a.m))).code).toBe(0);
    const st = (await get('/api/agent/status', as(c))).data;
    expect(st.inviter).toMatchObject({ source: 'scene' });
    expect(st.can_bind).toBe(false);
  });

  it('binds at registration with the invite code', async () => {
    const a = await approvedAgent();
    const captcha = await solvedCaptcha(s);
    const res = await s.call('POST', '/api/user/checkIn', { headers: { 'think-lang': 'en' }, body: { tab: 'register', username: `reg${Date.now() % 1e6}`, password: 'Passw0rd!', inviteCode: a.code, ...captcha } });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    expect(await relation(res.body.data.userInfo.id)).toMatchObject({ parentId: a.m.id, source: 'invite' });
  });

  it('new members only: a member who paid an order may not bind', async () => {
    const a = await approvedAgent();
    const m = await memberWithBalance(s, 0);
    const shop = await makeShop(s);
    await s.ctx.db.insert(order).values({ orderNo: `N${Date.now()}`, userId: m.id, shopId: shop.id, status: 'paid', goodsAmount: 100, payAmount: 100, paidTime: new Date() });
    await setSettings(s, { distribution_bind_scope: 'new' });
    try {
      expect((await get('/api/agent/status', as(m))).data.can_bind).toBe(false);
      expect((await post('/api/user/bindInviter', { invite_code: a.code }, as(m))).msg).toBe('Only new members can bind an inviter');
    } finally {
      await setSettings(s, { distribution_bind_scope: 'any' });
    }
    expect((await post('/api/user/bindInviter', { invite_code: a.code }, as(m))).code).toBe(1);
  });

  it('latest click replaces an invitation (not an admin placement); N days expire and the job unbinds them', async () => {
    const a = await approvedAgent();
    const b = await approvedAgent();
    const m = await memberWithBalance(s, 0);
    const below = await memberWithBalance(s, 0);
    await setSettings(s, { distribution_bind_mode: 'latest' });
    try {
      expect((await post('/api/user/bindInviter', { invite_code: a.code }, as(m))).code).toBe(1);
      await s.ctx.db.insert(userRelation).values({ userId: below.id, parentId: m.id, path: `/${a.m.id}/${m.id}/${below.id}/`, depth: 2, source: 'invite' });
      expect((await post('/api/user/bindInviter', { invite_code: b.code }, as(m))).code).toBe(1);
      expect(await relation(m.id)).toMatchObject({ parentId: b.m.id });
      expect(await relation(below.id)).toMatchObject({ path: `/${b.m.id}/${m.id}/${below.id}/`, depth: 2 });
      expect((await post('/admin/user.Relation/move', { user_id: m.id, parent_id: a.m.id })).code).toBe(1);
      expect((await post('/api/user/bindInviter', { invite_code: b.code }, as(m))).msg).toBe('You already have an inviter');
    } finally {
      await setSettings(s, { distribution_bind_mode: 'permanent' });
    }
    await setSettings(s, { distribution_bind_mode: 'days', distribution_bind_days: '3' });
    try {
      const n = await memberWithBalance(s, 0);
      expect((await post('/api/user/bindInviter', { invite_code: a.code }, as(n))).code).toBe(1);
      const bound = await relation(n.id);
      expect(bound.expireTime!.getTime() - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
      expect(await unbindExpired(s.ctx.db)).toBe(0);
      await s.ctx.db.update(userRelation).set({ expireTime: new Date(Date.now() - 1000) }).where(eq(userRelation.userId, n.id));
      expect(await unbindExpired(s.ctx.db)).toBe(1);
      expect(await relation(n.id)).toBeUndefined();
      expect((await get('/api/agent/status', as(n))).data).toMatchObject({ inviter: null, can_bind: true });
    } finally {
      await setSettings(s, { distribution_bind_mode: 'permanent', distribution_bind_days: '30' });
    }
  });
});

describe('relations: admin area', () => {
  it('lists with team sizes, shows the tree, moves a subtree, refuses cycles, unbinds; all logged', async () => {
    const a = await approvedAgent();
    const b = await approvedAgent();
    const c = await memberWithBalance(s, 0);
    const x = await memberWithBalance(s, 0);
    await post('/api/user/bindInviter', { invite_code: a.code }, as(b.m));
    await post('/api/user/bindInviter', { invite_code: b.code }, as(c));
    const list = await get(`/admin/user.Relation/index?search[0][field]=user_id&search[0][val]=${b.m.id}&search[0][operator]=eq`);
    expect(list.data.list[0]).toMatchObject({ user_id: b.m.id, parent_id: a.m.id, depth: 1, level1_count: 1, team_count: 1, source: 'invite', parent: { username: a.m.username } });
    const roots = await get('/admin/user.Relation/children?user_id=0&limit=200');
    expect(roots.data.list.find((n: { user_id: number }) => n.user_id === a.m.id)).toMatchObject({ level1: 1, team: 2, depth: 0 });
    const kids = await get(`/admin/user.Relation/children?user_id=${b.m.id}`);
    expect(kids.data).toMatchObject({ total: 1, list: [{ user_id: c.id, depth: 2 }] });

    expect((await post('/admin/user.Relation/move', { user_id: a.m.id, parent_id: c.id })).msg).toBe('A member cannot move under their own team (a cycle)');
    expect((await post('/admin/user.Relation/move', { user_id: a.m.id, parent_id: a.m.id })).msg).toBe('A member cannot be their own upline');
    expect((await post('/admin/user.Relation/move', { user_id: a.m.id, parent_id: 99999999 })).msg).toBe('The new upline does not exist');
    expect((await post('/admin/user.Relation/move', { user_id: b.m.id, parent_id: x.id })).code).toBe(1);
    expect(await relation(b.m.id)).toMatchObject({ parentId: x.id, path: `/${x.id}/${b.m.id}/`, source: 'admin' });
    expect(await relation(c.id)).toMatchObject({ path: `/${x.id}/${b.m.id}/${c.id}/`, depth: 2 });
    expect((await post('/admin/user.Relation/move', { user_id: x.id, parent_id: a.m.id })).code).toBe(1);
    expect(await relation(c.id)).toMatchObject({ path: `/${a.m.id}/${x.id}/${b.m.id}/${c.id}/`, depth: 3 });
    expect((await post('/admin/user.Relation/unbind', { ids: [x.id] })).code).toBe(1);
    expect(await relation(x.id)).toBeUndefined();
    expect(await relation(c.id)).toMatchObject({ path: `/${x.id}/${b.m.id}/${c.id}/`, depth: 2 });
    const [log] = await s.ctx.db.select().from(adminLog).where(sql`${adminLog.url} like '%user.Relation/move%'`).orderBy(desc(adminLog.id)).limit(1);
    expect(JSON.parse(log.data!)).toMatchObject({ user_id: x.id, parent_id: a.m.id });
  });

  it('permission checks: list-only admins cannot move or approve; members without the rules are refused', async () => {
    const [index] = await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(eq(adminRule.name, 'user/relation/index'));
    const group = await makeGroup(s.call, h.batoken, 'Relation readers', [index.id]);
    const reader = await makeAdmin(s.call, h.batoken, 'relreader', [group]);
    const rh = { batoken: reader.token, 'think-lang': 'en' };
    expect((await get('/admin/user.Relation/index', rh)).code).toBe(1);
    expect((await get('/admin/user.Relation/children', rh)).code).toBe(1);
    expect((await post('/admin/user.Relation/move', { user_id: 1, parent_id: 0 }, rh)).code).toBe(401);
    expect((await post('/admin/user.Relation/unbind', { ids: [1] }, rh)).code).toBe(401);
    expect((await post('/admin/distribution.Agent/approve', { ids: [1] }, rh)).code).toBe(401);
    expect((await get('/admin/distribution.Agent/index', rh)).code).toBe(401);
    expect((await get('/admin/hq.Commission/index', rh)).code).toBe(401);
    expect((await post('/admin/hq.Commission/saveRates', { commission_level1_rate: 1, commission_level2_rate: 1, commission_base: 'paid', commission_self_purchase: '0' }, rh)).code).toBe(401);

    const m = await memberWithBalance(s, 0);
    expect((await s.call('GET', '/api/agent/status', { headers: { 'think-lang': 'en' } })).body.code).toBe(303);
    const [restricted] = await s.ctx.db.insert(userGroup).values({ name: 'No agent centre', rules: '' }).returning();
    await s.change(sql`update "user" set group_id = ${restricted.id} where id = ${m.id}`);
    await new Promise((r) => setTimeout(r, 1100)); // the session cache's lifetime
    const refused = await Promise.all(['/api/agent/status', '/api/agent/team'].map((u) => get(u, as(m))));
    expect(refused.map((r) => r.code)).toEqual([401, 401]);
    expect((await post('/api/agent/apply', { real_name: 'x', mobile: '13800138000', agreement: true }, as(m))).code).toBe(401);
    expect((await post('/api/user/bindInviter', { invite_code: 'ABCDEFGH' }, as(m))).code).toBe(401);
  });
});

describe('levels and upgrades (hq.Commission)', () => {
  it('levels: tasks with AND / OR, rates, global rates; automatic upgrades logged; deletes guarded', async () => {
    expect((await post('/admin/hq.Commission/add', { name: 'Bad', grade: 3, level1_rate: 10001 })).code).toBe(0);
    expect((await post('/admin/hq.Commission/add', { name: 'Gold', grade: 3, level1_rate: 2000, level2_rate: 500, upgrade_logic: 'and', upgrade_invites: 2, upgrade_team_spend: '10.00' })).code).toBe(1);
    // the duplicate names its field by the label, in the reader's language
    expect((await post('/admin/hq.Commission/add', { name: 'Dup', grade: 3 })).msg).toBe('A record with the same Grade already exists');
    expect((await post('/admin/hq.Commission/add', { name: 'Dup', grade: 3 }, { ...h, 'think-lang': 'zh-cn' })).msg).toBe('已存在相同等级序号的记录');
    expect((await post('/admin/hq.Commission/add', { name: 'Bronze', grade: 2, upgrade_logic: 'or', upgrade_own_orders: 5, upgrade_invites: 1 })).code).toBe(1);
    const levels = (await get('/admin/hq.Commission/index')).data.list;
    const gold = levels.find((l: { name: string }) => l.name === 'Gold');
    expect(gold).toMatchObject({ upgrade_team_spend: '10.00', upgrade_own_spend: null, upgrade_invites: 2, grade: 3 });
    const bronze = levels.find((l: { name: string }) => l.name === 'Bronze');

    const a = await approvedAgent();
    const b = await memberWithBalance(s, 0);
    const c = await memberWithBalance(s, 0);
    await post('/api/user/bindInviter', { invite_code: a.code }, as(b));
    let raised = await upgradeAgents(s.ctx.db, [a.m.id]);
    expect(raised).toEqual([{ agentId: a.id, from: expect.any(Number), to: bronze.id }]);
    expect(await upgradeAgents(s.ctx.db, [a.m.id])).toEqual([]);
    await post('/api/user/bindInviter', { invite_code: a.code }, as(c));
    // two invites but no team spend yet: AND holds it back
    expect(await upgradeAgents(s.ctx.db, [a.m.id])).toEqual([]);
    const shop = await makeShop(s);
    await s.ctx.db.insert(order).values({ orderNo: `G${Date.now()}`, userId: c.id, shopId: shop.id, status: 'completed', goodsAmount: 1000, payAmount: 1000, paidTime: new Date(), completedTime: new Date() });
    raised = await upgradeAgents(s.ctx.db, [a.m.id]);
    expect(raised).toEqual([{ agentId: a.id, from: bronze.id, to: gold.id }]);
    const logs = await s.ctx.db.select().from(agentLevelLog).where(and(eq(agentLevelLog.agentId, a.id), eq(agentLevelLog.reason, 'auto')));
    expect(logs.map((l) => l.toLevelId)).toEqual([bronze.id, gold.id]);
    const [sys] = await s.ctx.db.select().from(adminLog).where(eq(adminLog.title, 'Agent level upgraded')).orderBy(desc(adminLog.id)).limit(1);
    expect(JSON.parse(sys.data!)).toMatchObject({ agent_id: a.id, to_level_id: gold.id });
    expect((await s.call('DELETE', `/admin/hq.Commission/del?ids[]=${gold.id}`, { headers: h })).body.msg).toBe('Agents are at this level: move them to another level first');
    const all = (await s.ctx.db.select({ id: agentLevel.id }).from(agentLevel)).map((l) => l.id);
    expect((await s.call('DELETE', `/admin/hq.Commission/del?${all.map((i) => `ids[]=${i}`).join('&')}`, { headers: h })).body.code).toBe(0);
    expect((await get('/admin/hq.Commission/index')).data.list.find((l: { id: number }) => l.id === gold.id).agents).toBeGreaterThan(0);

    expect((await get('/admin/hq.Commission/rates')).data).toEqual({ commission_level1_rate: 0, commission_level2_rate: 0, commission_base: 'paid', commission_self_purchase: '0' });
    expect((await post('/admin/hq.Commission/saveRates', { commission_level1_rate: 20000, commission_level2_rate: 1, commission_base: 'paid', commission_self_purchase: '0' })).code).toBe(0);
    expect((await post('/admin/hq.Commission/saveRates', { commission_level1_rate: 1000, commission_level2_rate: 500, commission_base: 'profit', commission_self_purchase: true })).code).toBe(1);
    expect(await distributionSetting(s.ctx, 'commission_base')).toBe('profit');
    expect(await distributionSetting(s.ctx, 'commission_self_purchase')).toBe(true);
    expect(await distributionSetting(s.ctx, 'commission_level2_rate')).toBe(500);
  });
});
