import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginAdmin, startTestServer, TEST_ADMIN, type TestServer } from './helpers.ts';
import { totpCode } from '../src/core/auth/totp.ts';
import { openSecret } from '../src/core/auth/secret-box.ts';
import { loadSecretsKey } from '../src/core/secrets.ts';
import { runAdminCommand } from '../src/cli/admin.ts';

const SECRETS_KEY = crypto.randomBytes(32).toString('hex');
const CAROL = { username: 'carol', password: 'carol-pass1' };
const en = { 'think-lang': 'en' };
const as = (token: string) => ({ ...en, batoken: token });

let s: TestServer;
let superToken: string;
let carolId: number;

beforeAll(async () => {
  s = await startTestServer({ SECRETS_KEY });
  superToken = (await loginAdmin(s)).token;
  const added = await s.call('POST', '/admin/auth.Admin/add', { headers: as(superToken), body: { ...CAROL, nickname: 'Carol', group_arr: [2], status: '1' } });
  expect(added.body.code).toBe(1);
  [{ id: carolId }] = await s.ctx.database.rows<{ id: number }>(sql`select id from admin where username = 'carol'`);
});
afterAll(() => s?.close());

const login = (server: TestServer, who: { username: string; password: string }, keep = false) =>
  server.call('POST', '/admin/Index/login', { headers: en, body: { ...who, keep } });
const secondStep = (server: TestServer, challenge: string, code: string) =>
  server.call('POST', '/admin/Index/loginTwoFactor', { headers: en, body: { challenge, code } });
/** A code of the next time step: the one enrolment used is taken (the window accepts one step either side). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);
/** As if a minute went by: the last step taken moves back, so a code of the coming step is new again. */
const minuteLater = (id: number) => s.change(sql`update admin_two_factor set last_step = last_step - 2 where admin_id = ${id}`);
const clearLockout = (id: number) => s.change(sql`update admin set login_failure = 0, last_failure_time = null where id = ${id}`);

async function challengeFor(server: TestServer, who: { username: string; password: string }, keep = false): Promise<string> {
  const res = await login(server, who, keep);
  expect(res.body.code).toBe(1);
  expect(res.body.data.userInfo).toBeUndefined();
  return res.body.data.twoFactor.challenge;
}

async function enrol(server: TestServer, token: string, password: string) {
  const setup = await server.call('POST', '/admin/routine.AdminInfo/twoFactorSetup', { headers: as(token), body: { password } });
  expect(setup.body.code).toBe(1);
  const { secret } = setup.body.data;
  const enabled = await server.call('POST', '/admin/routine.AdminInfo/twoFactorEnable', { headers: as(token), body: { code: totpCode(secret, Date.now()) } });
  expect(enabled.body.code).toBe(1);
  return { secret: secret as string, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
}

describe('enrolment from the profile', () => {
  let carolToken: string;
  let secret: string;

  it('asks the password again, answers the secret and the otpauth URL, and is pending until a first code', async () => {
    carolToken = (await login(s, CAROL)).body.data.userInfo.token;
    const before = await s.call('GET', '/admin/routine.AdminInfo/twoFactor', { headers: as(carolToken) });
    expect(before.body.data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const wrong = await s.call('POST', '/admin/routine.AdminInfo/twoFactorSetup', { headers: as(carolToken), body: { password: 'not-her-pass' } });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Wrong password' });

    const setup = await s.call('POST', '/admin/routine.AdminInfo/twoFactorSetup', { headers: as(carolToken), body: { password: CAROL.password } });
    expect(setup.body.code).toBe(1);
    secret = setup.body.data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.data.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain('carol');

    const pending = await s.call('GET', '/admin/routine.AdminInfo/twoFactor', { headers: as(carolToken) });
    expect(pending.body.data.enabled).toBe(false);
    // not on yet: the password alone still signs in
    expect((await login(s, CAROL)).body.data.userInfo.token).toBeTruthy();
  });

  it('refuses a wrong first code, then turns on with a right one and shows ten recovery codes once', async () => {
    const wrong = await s.call('POST', '/admin/routine.AdminInfo/twoFactorEnable', { headers: as(carolToken), body: { code: totpCode(secret, Date.now() - 120_000) } });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The code is incorrect or already used' });
    const on = await s.call('POST', '/admin/routine.AdminInfo/twoFactorEnable', { headers: as(carolToken), body: { code: totpCode(secret, Date.now()) } });
    expect(on.body.code).toBe(1);
    expect(on.body.data.recoveryCodes).toHaveLength(10);
    const state = await s.call('GET', '/admin/routine.AdminInfo/twoFactor', { headers: as(carolToken) });
    expect(state.body.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const again = await s.call('POST', '/admin/routine.AdminInfo/twoFactorSetup', { headers: as(carolToken), body: { password: CAROL.password } });
    expect(again.body).toMatchObject({ code: 0, msg: 'Two-factor authentication is already on' });
  });

  it('keeps the secret encrypted in the database (only the install key opens it) and the recovery codes as digests', async () => {
    const [row] = await s.ctx.database.rows<{ secret: string; recovery_codes: string[] }>(sql`select secret, recovery_codes from admin_two_factor where admin_id = ${carolId}`);
    expect(row.secret).not.toContain(secret);
    expect(Buffer.from(row.secret).toString('base64')).not.toContain(Buffer.from(secret).toString('base64'));
    expect(openSecret(loadSecretsKey('', SECRETS_KEY), row.secret)).toBe(secret);
    expect(row.recovery_codes).toHaveLength(10);
    for (const d of row.recovery_codes) expect(d).toMatch(/^[0-9a-f]{64}$/);
    // the admin log has the enrolment, without the code
    const [log] = await s.ctx.database.rows<{ data: string }>(sql`select data from admin_log where title = 'Turn on two-factor authentication' order by id desc limit 1`);
    expect(JSON.parse(log.data).code).toBe('***');
  });
});

describe('sign-in with a second step', () => {
  let secret: string;
  let recoveryCodes: string[];
  let daveId: number;
  const DAVE = { username: 'dave', password: 'dave-pass1' };

  beforeAll(async () => {
    await s.call('POST', '/admin/auth.Admin/add', { headers: as(superToken), body: { ...DAVE, nickname: 'Dave', group_arr: [2], status: '1' } });
    [{ id: daveId }] = await s.ctx.database.rows<{ id: number }>(sql`select id from admin where username = 'dave'`);
    ({ secret, recoveryCodes } = await enrol(s, (await login(s, DAVE)).body.data.userInfo.token, DAVE.password));
  });

  it('answers a challenge and no tokens; the challenge and a code give what a login without it gives', async () => {
    const [{ n: tokensBefore }] = await s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from token where user_id = ${daveId} and type in ('admin', 'admin-refresh')`);
    const res = await login(s, DAVE, true);
    expect(res.body).toMatchObject({ code: 1, data: { twoFactor: { expiresIn: 300 } } });
    expect(res.body.data.userInfo).toBeUndefined();
    const [{ n: tokensAfter }] = await s.ctx.database.rows<{ n: number }>(sql`select count(*)::int as n from token where user_id = ${daveId} and type in ('admin', 'admin-refresh')`);
    expect(tokensAfter).toBe(tokensBefore);

    const done = await secondStep(s, res.body.data.twoFactor.challenge, nextCode(secret));
    expect(done.body).toMatchObject({ code: 1, msg: 'Login successful!', data: { userInfo: { id: daveId, username: 'dave' } } });
    expect(done.body.data.userInfo.token).toBeTruthy();
    expect(done.body.data.userInfo.refresh_token).toBeTruthy(); // keep was asked with the password
    expect((await s.call('GET', '/admin/Index/index', { headers: as(done.body.data.userInfo.token) })).body.code).toBe(1);
    // single use
    const reused = await secondStep(s, res.body.data.twoFactor.challenge, nextCode(secret));
    expect(reused.body).toMatchObject({ code: 0, msg: 'The sign-in has expired, please sign in again' });
  });

  it('refuses a replayed code (its time step was taken)', async () => {
    await minuteLater(daveId);
    const code = nextCode(secret);
    expect((await secondStep(s, await challengeFor(s, DAVE), code)).body.code).toBe(1);
    const replay = await secondStep(s, await challengeFor(s, DAVE), code);
    expect(replay.body).toMatchObject({ code: 0, msg: 'The code is incorrect or already used' });
    await clearLockout(daveId);
  });

  it('never takes the challenge as a token (batoken, refresh)', async () => {
    const challenge = await challengeFor(s, DAVE);
    const asToken = await s.call('GET', '/admin/routine.AdminInfo/index', { headers: as(challenge) });
    expect(asToken.body).toMatchObject({ code: 303, data: { type: 'need login' } });
    const inQuery = await s.call('GET', `/admin/Index/index?batoken=${challenge}`, { headers: en });
    expect(inQuery.body.code).toBe(303);
    const refresh = await s.call('POST', '/api/common/refreshToken', { headers: as(challenge), body: { refreshToken: challenge } });
    expect(refresh.body.code).toBe(0);
    await clearLockout(daveId);
  });

  it('counts wrong codes towards the lockout as wrong passwords: ten lock the account', async () => {
    await clearLockout(daveId);
    await minuteLater(daveId);
    const challenge = await challengeFor(s, DAVE); // the password's attempt counts until the sign-in ends
    const msgs: string[] = [];
    for (let i = 0; i < 10; i++) msgs.push((await secondStep(s, challenge, String(100000 + i))).body.msg);
    expect(msgs.slice(0, 9).every((m) => m === 'The code is incorrect or already used')).toBe(true);
    expect(msgs[9]).toMatch(/exceeds the limit/);
    const right = await secondStep(s, challenge, nextCode(secret));
    expect(right.body.msg).toMatch(/exceeds the limit/);
    expect((await login(s, DAVE)).body.msg).toMatch(/exceeds the limit/);
    await clearLockout(daveId);
  });

  it('takes a recovery code once', async () => {
    const first = await secondStep(s, await challengeFor(s, DAVE), recoveryCodes[0].toUpperCase());
    expect(first.body.code).toBe(1);
    const token = first.body.data.userInfo.token;
    const second = await secondStep(s, await challengeFor(s, DAVE), recoveryCodes[0]);
    expect(second.body).toMatchObject({ code: 0, msg: 'The code is incorrect or already used' });
    expect((await s.call('GET', '/admin/routine.AdminInfo/twoFactor', { headers: as(token) })).body.data.recoveryCodesLeft).toBe(9);
    await clearLockout(daveId);
  });

  it('turns off with a current code (not a wrong one); then the password alone signs in', async () => {
    await minuteLater(daveId);
    const token = (await secondStep(s, await challengeFor(s, DAVE), recoveryCodes[1])).body.data.userInfo.token;
    const wrong = await s.call('POST', '/admin/routine.AdminInfo/twoFactorDisable', { headers: as(token), body: { code: '000000' } });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The code is incorrect or already used' });
    const off = await s.call('POST', '/admin/routine.AdminInfo/twoFactorDisable', { headers: as(token), body: { code: nextCode(secret) } });
    expect(off.body.code).toBe(1);
    expect((await login(s, DAVE)).body.data.userInfo.token).toBeTruthy();
    expect(await s.ctx.database.rows(sql`select 1 from admin_two_factor where admin_id = ${daveId}`)).toHaveLength(0);
  });
});

describe('policy: the config centre requires a second factor', () => {
  const setPolicy = async (value: string) => {
    await s.change(sql`update config set value = ${value} where name = 'admin_two_factor'`);
    s.ctx.settings.invalidate();
  };
  afterAll(() => setPolicy('off'));

  it('an admin it requires who has none gets nothing but enrolment', async () => {
    const ERIN = { username: 'erin', password: 'erin-pass1' };
    await s.call('POST', '/admin/auth.Admin/add', { headers: as(superToken), body: { ...ERIN, nickname: 'Erin', group_arr: [2], status: '1' } });
    await setPolicy('all');
    const token = (await login(s, ERIN)).body.data.userInfo.token;
    for (const [method, url] of [['GET', '/admin/Index/index'], ['GET', '/admin/routine.AdminInfo/index'], ['GET', '/admin/dashboard/index'], ['POST', '/admin/routine.AdminInfo/edit']] as const) {
      const res = await s.call(method, url, { headers: as(token), body: method === 'POST' ? { nickname: 'x' } : undefined });
      expect(res.body, url).toMatchObject({ code: 302, msg: 'Two-factor authentication required', data: { type: 'two-factor required' } });
    }
    // the upload credentials, which either an admin or a member token opens, are held too
    expect((await s.call('GET', '/api/cos_sts/get_auth', { headers: as(token) })).body).toMatchObject({ code: 302 });
    const state = await s.call('GET', '/admin/routine.AdminInfo/twoFactor', { headers: as(token) });
    expect(state.body.data).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const { secret } = await enrol(s, token, ERIN.password);
    // on: the same session may work now
    expect((await s.call('GET', '/admin/Index/index', { headers: as(token) })).body.code).toBe(1);
    const off = await s.call('POST', '/admin/routine.AdminInfo/twoFactorDisable', { headers: as(token), body: { code: nextCode(secret) } });
    expect(off.body).toMatchObject({ code: 0, msg: 'Two-factor authentication is required for your account' });
  });

  it('"super" holds super administrators only', async () => {
    await setPolicy('super');
    expect((await s.call('GET', '/admin/Index/index', { headers: as(superToken) })).body.code).toBe(302);
    const frank = { username: 'frank', password: 'frank-pass1' };
    await setPolicy('off');
    await s.call('POST', '/admin/auth.Admin/add', { headers: as(superToken), body: { ...frank, nickname: 'Frank', group_arr: [2], status: '1' } });
    await setPolicy('super');
    const token = (await login(s, frank)).body.data.userInfo.token;
    expect((await s.call('GET', '/admin/Index/index', { headers: as(token) })).body.code).toBe(1);
  });
});

describe('reset', () => {
  it("a super administrator resets another admin's second factor (admin log); not their own; nobody else may", async () => {
    const frankToken = (await login(s, { username: 'frank', password: 'frank-pass1' })).body.data.userInfo.token;
    const notSuper = await s.call('POST', '/admin/auth.Admin/resetTwoFactor', { headers: as(frankToken), body: { id: carolId } });
    expect(notSuper.body.code).toBe(401);
    expect(await s.ctx.database.rows(sql`select 1 from admin_two_factor where admin_id = ${carolId}`)).toHaveLength(1);

    const reset = await s.call('POST', '/admin/auth.Admin/resetTwoFactor', { headers: as(superToken), body: { id: carolId } });
    expect(reset.body).toMatchObject({ code: 1, msg: 'Two-factor authentication has been reset' });
    expect((await login(s, CAROL)).body.data.userInfo.token).toBeTruthy();
    const [log] = await s.ctx.database.rows<{ username: string; data: string }>(sql`select username, data from admin_log where title = 'Reset two-factor authentication' order by id desc limit 1`);
    expect(log.username).toBe(TEST_ADMIN.username);
    expect(JSON.parse(log.data)).toEqual({ id: carolId });

    const again = await s.call('POST', '/admin/auth.Admin/resetTwoFactor', { headers: as(superToken), body: { id: carolId } });
    expect(again.body).toMatchObject({ code: 0, msg: 'Two-factor authentication is not on' });
    const self = await s.call('POST', '/admin/auth.Admin/resetTwoFactor', { headers: as(superToken), body: { id: 1 } });
    expect(self.body).toMatchObject({ code: 0, msg: 'Turn your own two-factor authentication off from your profile' });
  });
});

describe('the command line reset (npm run admin -- reset-2fa)', () => {
  it('resets the second factor of an admin by name, in the admin log', async () => {
    const [{ id: erinId }] = await s.ctx.database.rows<{ id: number }>(sql`select id from admin where username = 'erin'`);
    expect(await s.ctx.database.rows(sql`select 1 from admin_two_factor where admin_id = ${erinId}`)).toHaveLength(1);
    if (!s.databaseUrl) return; // the embedded test database lives in memory: the command opens a folder (below)
    const said = await runAdminCommand(['reset-2fa', 'erin'], { DATABASE_URL: s.databaseUrl });
    expect(said).toMatch(/erin is off/);
    expect(await s.ctx.database.rows(sql`select 1 from admin_two_factor where admin_id = ${erinId}`)).toHaveLength(0);
    const [log] = await s.ctx.database.rows<{ username: string; data: string }>(sql`select username, data from admin_log order by id desc limit 1`);
    expect(log).toEqual({ username: 'console', data: JSON.stringify({ username: 'erin' }) });
    await expect(runAdminCommand(['reset-2fa', 'erin'], { DATABASE_URL: s.databaseUrl })).rejects.toThrow(/has no two-factor/);
    await expect(runAdminCommand(['reset-2fa', 'nobody'], { DATABASE_URL: s.databaseUrl })).rejects.toThrow(/no administrator is named nobody/);
  });

  it('refuses an embedded database that a running server holds, and a folder without one', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
    try {
      await expect(runAdminCommand(['reset-2fa', 'admin'], { DATA_DIR: dataDir })).rejects.toThrow(/no database in/);
      fs.mkdirSync(path.join(dataDir, 'pgdata'));
      fs.writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
      fs.writeFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), '-42\n');
      await expect(runAdminCommand(['reset-2fa', 'admin'], { DATA_DIR: dataDir })).rejects.toThrow(/in use by a running server/);
      await expect(runAdminCommand(['reset-2fa'], { DATA_DIR: dataDir })).rejects.toThrow(/usage/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('two instances on one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const env = { SECRETS_KEY, TOKEN_SECRET: crypto.randomBytes(32).toString('hex') };
    a = await startTestServer(env);
    b = await startTestServer({ ...env, DATABASE_URL: a.databaseUrl! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('take a code once between them: the same code on both, at once, signs in once', async () => {
    const { secret } = await enrol(a, (await loginAdmin(a)).token, TEST_ADMIN.password);
    const [onA, onB] = await Promise.all([challengeFor(a, TEST_ADMIN), challengeFor(b, TEST_ADMIN)]);
    const code = nextCode(secret);
    const results = await Promise.all([secondStep(a, onA, code), secondStep(b, onB, code)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    // and a code taken on one is refused on the other later
    const late = await secondStep(b, await challengeFor(b, TEST_ADMIN), code);
    expect(late.body.msg).toBe('The code is incorrect or already used');
  });
});
