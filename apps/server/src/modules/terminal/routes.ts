import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { routineEndpoints as api } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { isSuperAdmin } from '../../core/auth/guard.ts';
import { adminTokenOf } from '../../core/auth/request-tokens.ts';
import { ApiError, noPermission } from '../../core/http/errors.ts';
import { t } from '../../core/i18n/index.ts';
import { projectCommands } from './commands.ts';
import { FLAG, Terminal, type Run, type StopReason } from './runner.ts';
import { terminalConfigOf } from './terminal-config.ts';
import { serve, serveFile } from '../../core/http/serve.ts';
import { mustHaveTwoFactor, twoFactorPolicy } from '../../core/auth/two-factor-policy.ts';

/** How often a running command's token is checked again (a revocation also checks at once). */
export const TOKEN_CHECK_MS = 1000;

const terminals = new WeakMap<AppContext, Terminal>();

/** The terminal of a server (its whitelist and its one running command). */
export function terminalOf(ctx: AppContext): Terminal {
  let terminal = terminals.get(ctx);
  if (!terminal) terminals.set(ctx, (terminal = new Terminal(projectCommands(ctx.config.dataDir))));
  return terminal;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

type Access = { ok: true } | { ok: false; reason: StopReason };

/** Whether the token still belongs to a logged-in super administrator (reference 12.2 step 2, expiry a hard stop). */
async function superAdmin(ctx: AppContext, token: string): Promise<Access> {
  const session = await ctx.sessions.admin(token);
  if (session.state === 'expired') return { ok: false, reason: 'Token expiration' };
  if (session.state !== 'ok' || !isSuperAdmin(session.principal)) return { ok: false, reason: 'You are not super administrator or not logged in' };
  // a super administrator whom the policy holds at two-factor enrolment may do nothing else
  if (!session.principal.twoFactor && mustHaveTwoFactor(await twoFactorPolicy(ctx.settings), session.principal)) return { ok: false, reason: 'You are not super administrator or not logged in' };
  return { ok: true };
}

/** Runs checks of every running command's token when sessions change (a logout, a disabled account). */
const watchers = new WeakMap<AppContext, Set<() => void>>();
function sessionWatchers(ctx: AppContext): Set<() => void> {
  let set = watchers.get(ctx);
  if (!set) {
    const created = new Set<() => void>();
    ctx.cluster.bus.on('sessions', () => {
      for (const check of created) check();
    });
    watchers.set(ctx, (set = created));
  }
  return set;
}

/**
 * `GET /admin/ajax/terminal` (reference 12.2): an event stream of unnamed messages
 * `{data, uuid, extend, key}`. Only whitelisted keys run, only for a super administrator, one
 * at a time per server; the run is killed the moment its token stops being valid, and when the
 * client goes away. `POST /admin/ajax/changeTerminalConfig` (12.4) rewrites the terminal's file,
 * for super administrators only like the terminal itself (the package manager chosen there is
 * what the terminal runs).
 */
export function terminalRoutes(app: FastifyInstance, ctx: AppContext) {
  const terminal = terminalOf(ctx);
  const watching = sessionWatchers(ctx);
  // detached process groups would outlive the server
  app.addHook('preClose', async () => {
    const run = terminal.running;
    if (!run) return;
    run.stop('The server is shutting down');
    await run.done;
  });

  serveFile(
    app,
    api.terminal,
    (q, req, { reply }) => {
      const key = text(q.command, 100);
      const uuid = text(q.uuid, 64);
      const extend = text(q.extend, 500);
      const token = text(q.batoken, 100) || adminTokenOf(req);
      const say = (k: string, ...args: unknown[]) => t(req.lang, k, ...args);

      const stream = new PassThrough();
      let open = true;
      const send = (data: string) => {
        if (open) stream.write(`data: ${JSON.stringify({ data, uuid, extend, key })}\n\n`);
      };
      const end = () => {
        if (!open) return;
        open = false;
        stream.end();
      };
      const refuse = (messageKey: string) => {
        send(`Error:${say(messageKey)}`);
        send(FLAG.execError);
        end();
      };

      let run: Run | null = null;
      reply.raw.on('close', () => {
        open = false;
        run?.stop('The connection was closed');
      });

      const serve = async () => {
        if (!terminal.commands.has(key)) return refuse('The command was not allowed to be executed');
        const access = await superAdmin(ctx, token);
        if (!access.ok) return refuse(access.reason);
        if (!open) return;
        run = terminal.start(key, { send, t: say });
        if (!run) return refuse('Another command is running on this server, please try again after it completes');

        const started = run;
        let checking = false;
        const check = () => {
          if (checking) return;
          checking = true;
          superAdmin(ctx, token)
            .then((now) => {
              if (!now.ok) started.stop(now.reason);
            })
            .catch(() => undefined)
            .finally(() => (checking = false));
        };
        const timer = setInterval(check, TOKEN_CHECK_MS);
        watching.add(check);
        await started.done;
        clearInterval(timer);
        watching.delete(check);
        end();
      };

      reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('X-Accel-Buffering', 'no');
      serve().catch((err) => {
        req.log.error({ err }, 'terminal stream failed');
        send(`Error:${say('Server error, please try again later')}`);
        send(FLAG.execError);
        end();
      });
      return reply.send(stream);
    },
    {},
    { compress: false },
  );

  serve(
    app,
    api.changeTerminalConfig,
    async (input, req) => {
      if (!(await superAdmin(ctx, adminTokenOf(req))).ok) throw noPermission();
      const file = terminalConfigOf(ctx.config.dataDir);
      const change = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      try {
        file.update(change);
      } catch (err) {
        req.log.error({ err }, 'terminal config not written');
        throw new ApiError('Failed to modify the terminal configuration. Please modify the configuration file manually:%s', 0, null, [file.path]);
      }
      return {};
    },
    { adminLog: { title: 'Change terminal config' } },
  );
}
