import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { terminalOf } from '../src/modules/terminal/routes.ts';

/** `GET /admin/ajax/terminal` (event stream) and `POST /admin/ajax/changeTerminalConfig` (reference 12). */

interface Message {
  data: string;
  uuid: string;
  extend: string;
  key: string;
}

let s: TestServer;
let superLogin: { token: string; refresh_token: string };

// Long-running commands exist only in this test's server (production's whitelist has none that
// is harmless and slow): registered on its terminal before any request.
const node = (script: string) => ({ steps: [['node', '-e', script]] });
beforeAll(async () => {
  s = await startTestServer();
  superLogin = await loginAdmin(s);
  const commands = terminalOf(s.ctx).commands;
  commands.set('test.ticks', node('console.log("pid " + process.pid); setInterval(() => console.log("tick"), 100)'));
  commands.set('test.prompt', node('console.log("pid " + process.pid); process.stdout.write("Overwrite the lock file? (Y/n) "); setInterval(() => {}, 1000)'));
  commands.set('test.env', node('console.log("secret " + (process.env.TOKEN_SECRET ?? "none") + " ci " + process.env.CI)'));
  commands.set('test.missing', { steps: [['no-such-program-on-this-machine', '-v']] });
  commands.set('test.fail', node('console.error("\\u001b[31mred failure\\u001b[39m"); process.exit(3)'));
});
afterAll(() => s.close());

/**
 * Opens the stream as EventSource does (GET, token in the query) and collects its messages
 * until it ends; `onMessage` may act in between (log out, start a second stream).
 */
async function stream(query: Record<string, string>, onMessage?: (m: Message, all: Message[]) => void | Promise<void>, signal?: AbortSignal) {
  const url = `${s.url}/admin/ajax/terminal?${new URLSearchParams({ server: '1', uuid: 'u-1', extend: 'ext', ...query })}`;
  const res = await fetch(url, { signal });
  const messages: Message[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const m = JSON.parse(block.replace(/^data: /, '')) as Message;
        messages.push(m);
        await onMessage?.(m, messages);
      }
    }
  } catch (err) {
    if (!signal?.aborted) throw err;
  }
  return { res, messages, data: messages.map((m) => m.data) };
}

const pidOf = (messages: Message[]) => Number(messages.find((m) => m.data.startsWith('pid '))?.data.slice(4));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const waitFor = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe('terminal stream', () => {
  it('runs a whitelisted version check for a super admin and streams it in the reference shape', async () => {
    const { res, messages, data } = await stream({ command: 'version.node', batoken: superLogin.token });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(data).toEqual(['command-link-success', '> node -v', process.version, 'exitCode: 0', 'command-exec-success', 'command-exec-completed']);
    for (const m of messages) expect(m).toEqual({ data: m.data, uuid: 'u-1', extend: 'ext', key: 'version.node' });
  });

  it('refuses a command outside the whitelist, whoever asks, without running anything', async () => {
    for (const command of ['rm -rf /', 'version', 'version.node;id', 'migrate.run', 'web-install.none', '']) {
      const { data } = await stream({ command, batoken: superLogin.token, lang: 'en' });
      expect(data, command).toEqual(['Error:The command was not allowed to be executed', 'command-exec-error']);
    }
    expect((await stream({ command: 'rm', batoken: superLogin.token })).data[0]).toBe('Error:该命令不允许执行');
  });

  it('refuses anyone but a logged-in super administrator, and an expired token', async () => {
    const refused = ['Error:You are not super administrator or not logged in', 'command-exec-error'];
    expect((await stream({ command: 'version.node', lang: 'en' })).data).toEqual(refused);
    expect((await stream({ command: 'version.node', batoken: 'nonsense', lang: 'en' })).data).toEqual(refused);

    const dashboard = (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name = 'dashboard'`))[0].id;
    const group = await makeGroup(s.call, superLogin.token, 'Terminal-less', [dashboard]);
    const plain = await makeAdmin(s.call, superLogin.token, 'plainadmin', [group]);
    expect((await stream({ command: 'version.node', batoken: plain.token, lang: 'en' })).data).toEqual(refused);

    const other = await loginAdmin(s);
    await s.change(sql`update token set expire_time = now() - interval '1 second' where token = ${s.ctx.tokens.digest(other.token)}`);
    expect((await stream({ command: 'version.node', batoken: other.token, lang: 'en' })).data).toEqual(['Error:Token expiration', 'command-exec-error']);
  });

  it('reports a failing command with its exit code, colours removed', async () => {
    const { data } = await stream({ command: 'test.fail', batoken: superLogin.token });
    expect(data.slice(0, 2)).toEqual(['command-link-success', expect.stringMatching(/^> node -e /)]);
    expect(data).toContain('red failure');
    expect(data.slice(-3)).toEqual(['exitCode: 3', 'command-exec-error', 'command-exec-completed']);
  });

  it('reports a program that is not installed (pnpm on a machine without it)', async () => {
    const { data } = await stream({ command: 'test.missing', batoken: superLogin.token });
    expect(data).toEqual([
      'command-link-success', '> no-such-program-on-this-machine -v', 'Error:spawn no-such-program-on-this-machine ENOENT', 'command-exec-error', 'command-exec-completed',
    ]);
    expect(terminalOf(s.ctx).running).toBeNull();
  });

  it('aborts a command that asks a question', async () => {
    const { data, messages } = await stream({ command: 'test.prompt', batoken: superLogin.token, lang: 'en' });
    expect(data.slice(-3)).toEqual([
      'Error:An interactive command has been detected and was terminated; please run it manually',
      'command-exec-error',
      'command-exec-completed',
    ]);
    expect(await waitFor(() => !alive(pidOf(messages)), 3000)).toBe(true);
  });

  it('runs one command at a time, and kills a running command within about a second of its token being revoked', async () => {
    let second: string[] = [];
    let loggedOutAt = 0;
    const started = Date.now();
    const { data, messages } = await stream({ command: 'test.ticks', batoken: superLogin.token, lang: 'en' }, async (m, all) => {
      if (m.data !== 'tick' || all.filter((x) => x.data === 'tick').length !== 1) return;
      second = (await stream({ command: 'version.node', batoken: superLogin.token, lang: 'en' })).data;
      const out = await s.call('POST', '/admin/Index/logout', { headers: { batoken: superLogin.token }, body: { refreshToken: superLogin.refresh_token } });
      expect(out.body.code).toBe(1);
      loggedOutAt = Date.now();
    });
    const endedAt = Date.now();
    expect(second).toEqual(['Error:Another command is running on this server, please try again after it completes', 'command-exec-error']);
    expect(loggedOutAt).toBeGreaterThan(started);
    expect(endedAt - loggedOutAt).toBeLessThan(1500);
    expect(data.slice(-3)).toEqual(['Error:You are not super administrator or not logged in', 'command-exec-error', 'command-exec-completed']);
    expect(await waitFor(() => !alive(pidOf(messages)), 3000)).toBe(true);
    superLogin = await loginAdmin(s);
  });

  it('stops a running command within about two seconds of its token expiring, even when no instance was told', async () => {
    const other = await loginAdmin(s);
    let expiredAt = 0;
    const { data, messages } = await stream({ command: 'test.ticks', batoken: other.token, lang: 'en' }, async (m, all) => {
      if (m.data !== 'tick' || all.filter((x) => x.data === 'tick').length !== 1) return;
      // behind the app's back: no cache is dropped, only the periodic check can see it
      await s.ctx.database.rows(sql`update token set expire_time = now() where token = ${s.ctx.tokens.digest(other.token)}`);
      expiredAt = Date.now();
    });
    expect(expiredAt).toBeGreaterThan(0);
    expect(Date.now() - expiredAt).toBeLessThan(2500);
    expect(data.slice(-3)).toEqual(['Error:Token expiration', 'command-exec-error', 'command-exec-completed']);
    expect(await waitFor(() => !alive(pidOf(messages)), 3000)).toBe(true);
  });

  it('kills the command when the client goes away, which frees the terminal', async () => {
    const abort = new AbortController();
    let pid = 0;
    await stream({ command: 'test.ticks', batoken: superLogin.token }, (m, all) => {
      if (m.data === 'tick') {
        pid = pidOf(all);
        abort.abort();
      }
    }, abort.signal);
    expect(pid).toBeGreaterThan(0);
    expect(await waitFor(() => !alive(pid), 3000)).toBe(true);
    expect(await waitFor(() => terminalOf(s.ctx).running === null, 3000)).toBe(true);
    expect((await stream({ command: 'version.node', batoken: superLogin.token })).data).toContain('command-exec-success');
  });
});

describe('terminal processes', () => {
  it("run without the server's secrets in their environment, with CI=1", async () => {
    process.env.TOKEN_SECRET = 'a-secret-of-the-server-at-least-32-bytes';
    try {
      expect((await stream({ command: 'test.env', batoken: superLogin.token })).data).toContain('secret none ci 1');
    } finally {
      delete process.env.TOKEN_SECRET;
    }
  });

  it('die with the server', async () => {
    const other = await startTestServer();
    terminalOf(other.ctx).commands.set('test.ticks', node('console.log("pid " + process.pid); setInterval(() => console.log("tick"), 100)'));
    const token = (await loginAdmin(other)).token;
    const url = `${other.url}/admin/ajax/terminal?${new URLSearchParams({ server: '1', uuid: 'u', extend: '', command: 'test.ticks', batoken: token })}`;
    const res = await fetch(url);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!/"tick"/.test(text)) text += (await reader.read()).value ?? '';
    const pid = Number(/"pid (\d+)"/.exec(text)![1]);
    expect(alive(pid)).toBe(true);
    const closing = other.close();
    for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) break;
    await closing;
    expect(await waitFor(() => !alive(pid), 3000)).toBe(true);
  });
});

describe('changeTerminalConfig', () => {
  const change = (body: unknown, headers: Record<string, string> = { batoken: superLogin.token }) =>
    s.call('POST', '/admin/ajax/changeTerminalConfig', { headers, body });
  const bootTerminal = async () => (await s.call('GET', '/admin/Index/index', { headers: { batoken: superLogin.token } })).body.data.terminal;

  it('needs a login', async () => {
    expect((await change({ manager: 'npm' }, {})).body.code).toBe(303);
  });

  it('persists the package manager and port in the data folder, and the bootstrap reports the manager', async () => {
    expect(await bootTerminal()).toEqual({ phpDevelopmentServer: false, npmPackageManager: 'pnpm' });
    expect((await change({ manager: 'npm', port: 8123 })).body).toMatchObject({ code: 1, data: {} });
    expect(await bootTerminal()).toEqual({ phpDevelopmentServer: false, npmPackageManager: 'npm' });
    const file = JSON.parse(fs.readFileSync(path.join(s.ctx.config.dataDir, 'terminal.json'), 'utf8'));
    expect(file).toEqual({ manager: 'npm', port: 8123 });
    expect((await change({ manager: 'yarn' })).body.code).toBe(1);
    expect(JSON.parse(fs.readFileSync(path.join(s.ctx.config.dataDir, 'terminal.json'), 'utf8'))).toEqual({ manager: 'yarn', port: 8123 });
  });

  it('refuses any admin but a super administrator (even one holding the route node), changing nothing', async () => {
    const before = fs.readFileSync(path.join(s.ctx.config.dataDir, 'terminal.json'), 'utf8');
    await s.change(sql`insert into admin_rule (pid, type, title, name, status) values (0, 'button', 'terminal config', 'ajax/changeTerminalConfig', true)`);
    s.ctx.adminRules.invalidate();
    const node = (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name = 'ajax/changeTerminalConfig'`)).map((r) => r.id);
    const group = await makeGroup(s.call, superLogin.token, 'Terminal config', node);
    const holder = await makeAdmin(s.call, superLogin.token, 'confignode', [group]);
    const res = await change({ manager: 'npm', port: 9001 }, { batoken: holder.token, 'think-lang': 'en' });
    expect(res.body).toMatchObject({ code: 401, msg: 'You have no permission to operate!' });
    expect(fs.readFileSync(path.join(s.ctx.config.dataDir, 'terminal.json'), 'utf8')).toBe(before);
    await s.change(sql`delete from admin_rule where name = 'ajax/changeTerminalConfig'`);
    s.ctx.adminRules.invalidate();
  });

  it('refuses an unknown manager or port', async () => {
    expect((await change({ manager: 'bash -c id' })).body.code).toBe(0);
    expect((await change({ port: 70000 })).body.code).toBe(0);
    expect((await bootTerminal()).npmPackageManager).toBe('yarn');
  });

  it('is written to the admin log', async () => {
    const rows = await s.ctx.database.rows<{ title: string }>(sql`select title from admin_log where url like '%changeTerminalConfig%' order by id desc limit 1`);
    expect(rows[0]?.title).toBe('Change terminal config');
  });
});
