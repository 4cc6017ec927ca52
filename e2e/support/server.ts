/**
 * The end-to-end test server: the real app on a fresh embedded database (captcha on), plus a
 * loopback-only oracle that reads the test database the way a tester with database access
 * would (the stored captcha layout) and creates members, since registration comes later.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createServer } from '../../apps/server/src/server.ts';
import { captcha, user } from '../../apps/server/src/db/schema/index.ts';
import { captchaKey } from '../../apps/server/src/modules/common/click-captcha-service.ts';
import { hashPassword } from '../../apps/server/src/core/auth/password.ts';
import { E2E } from './env.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const config = loadConfig({
  ...process.env,
  DATABASE_URL: undefined,
  PORT: String(E2E.port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: E2E.admin.username,
  ADMIN_PASSWORD: E2E.admin.password,
  ADMIN_LOGIN_CAPTCHA: 'true',
  USER_LOGIN_CAPTCHA: 'true',
  THROTTLE_GET_PER_MINUTE: '0',
  THROTTLE_LOGIN_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
});
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const oracle = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/captcha') {
      const [row] = await server.ctx.db.select().from(captcha).where(eq(captcha.key, captchaKey(url.searchParams.get('id') ?? '')));
      return row ? json(res, 200, JSON.parse(row.captcha!)) : json(res, 404, { error: 'no such captcha' });
    }
    if (req.method === 'POST' && url.pathname === '/members') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const m = JSON.parse(body) as { username: string; password: string; nickname?: string; email?: string; mobile?: string };
      const [row] = await server.ctx.db
        .insert(user)
        .values({ groupId: 1, username: m.username, nickname: m.nickname ?? m.username, email: m.email ?? '', mobile: m.mobile ?? '', password: await hashPassword(m.password), joinTime: new Date() })
        .onConflictDoNothing()
        .returning({ id: user.id });
      return json(res, 200, { id: row?.id ?? null });
    }
    json(res, 404, { error: 'unknown' });
  } catch (e) {
    json(res, 500, { error: String(e) });
  }
});
oracle.listen(E2E.oraclePort, '127.0.0.1');
console.log(`e2e server on ${E2E.baseURL}, oracle on 127.0.0.1:${E2E.oraclePort}`);

const stop = async () => {
  oracle.close();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
