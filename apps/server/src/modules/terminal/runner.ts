import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { commandLine, PROJECT_ROOT, type TerminalCommand } from './commands.ts';

/** The flags of reference 12.2, sent as the `data` of a message. */
export const FLAG = {
  linkSuccess: 'command-link-success',
  execSuccess: 'command-exec-success',
  execError: 'command-exec-error',
  execCompleted: 'command-exec-completed',
} as const;

/** Why a run was stopped before its command ended: the message key of the error line sent. */
export type StopReason =
  | 'Token expiration'
  | 'You are not super administrator or not logged in'
  | 'An interactive command has been detected, and the command has been terminated'
  | 'The command ran longer than %d minutes and was terminated'
  | 'The connection was closed'
  | 'The server is shutting down';

/** A run longer than this is stopped (an install hanging on the network). */
export const MAX_RUN_MINUTES = 30;
/** After SIGTERM, what a process group gets before SIGKILL. */
const KILL_GRACE_MS = 2000;

// ANSI colour and cursor sequences (ESC [ … letter) and OSC titles (ESC ] … BEL).
const ANSI = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07/g;
/** A question waiting for an answer: `(Y/n)`, `[y/N]`, `? Proceed? (yes)` and the like. */
const PROMPT = /[([]\s*y(es)?\s*\/\s*n(o)?\s*[)\]]/i;

/** The server's own secrets stay out of the commands' environment (install scripts of dependencies run there). */
const SECRET_ENV = ['TOKEN_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'REDIS_URL'];

function commandEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '1', FORCE_COLOR: '0', NO_COLOR: '1', npm_config_color: 'false', npm_config_yes: 'false' };
  for (const name of SECRET_ENV) delete env[name];
  return env;
}

/** One line of output as the panel shows it: colours removed, trailing blanks trimmed. */
export const cleanLine = (line: string): string => line.replace(ANSI, '').trimEnd();

export interface RunOptions {
  /** Sends a line of output or a flag to the client. */
  send(data: string): void;
  /** Translates a message key (the stream's language). */
  t(key: string, ...args: unknown[]): string;
}

/**
 * One command at a time per server process: a run spawns each step of its command in turn
 * (argv arrays, never a shell), stdin closed and `CI=1` so that nothing waits for an answer,
 * and streams the cleaned lines. `stop` kills the whole process group at once.
 */
export class Terminal {
  private current: Run | null = null;

  constructor(readonly commands: Map<string, TerminalCommand>) {}

  get running(): Run | null {
    return this.current;
  }

  /** Starts a run, or returns null when another one is under way (the caller tells the client). */
  start(key: string, opts: RunOptions): Run | null {
    const command = this.commands.get(key);
    if (!command || this.current) return null;
    const run = new Run(command, opts, () => {
      if (this.current === run) this.current = null;
    });
    this.current = run;
    run.begin();
    return run;
  }
}

export class Run {
  private child: ChildProcess | null = null;
  private stopped: { key: StopReason; args: unknown[] } | null = null;
  private killTimer: NodeJS.Timeout | undefined;
  private limitTimer: NodeJS.Timeout | undefined;
  private ended = false;
  readonly done: Promise<void>;
  private resolveDone!: () => void;

  constructor(
    private readonly command: TerminalCommand,
    private readonly opts: RunOptions,
    private readonly onEnd: () => void,
  ) {
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
  }

  begin() {
    this.opts.send(FLAG.linkSuccess);
    this.opts.send(`> ${commandLine(this.command)}`);
    this.limitTimer = setTimeout(() => this.stop('The command ran longer than %d minutes and was terminated', MAX_RUN_MINUTES), MAX_RUN_MINUTES * 60_000);
    this.step(0);
  }

  /** Kills the running process group; the run then ends with the reason as its error line. */
  stop(key: StopReason, ...args: unknown[]) {
    if (this.ended || this.stopped) return;
    this.stopped = { key, args };
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.kill(child, 'SIGTERM');
    this.killTimer = setTimeout(() => this.kill(child, 'SIGKILL'), KILL_GRACE_MS);
  }

  private kill(child: ChildProcess, signal: NodeJS.Signals) {
    try {
      // detached: the child leads its own group, so npm's own children die with it
      if (process.platform !== 'win32' && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      /* already gone */
    }
  }

  private step(index: number) {
    const argv = this.command.steps[index];
    let child: ChildProcess;
    try {
      child = spawn(argv[0], argv.slice(1), {
        cwd: path.resolve(PROJECT_ROOT, this.command.cwd ?? ''),
        env: commandEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
        windowsHide: true,
      });
    } catch (err) {
      this.finish(null, (err as Error).message);
      return;
    }
    this.child = child;
    const watch = (stream: NodeJS.ReadableStream) => {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        pending += chunk;
        const lines = pending.split(/\r\n|\r|\n/);
        pending = lines.pop() ?? '';
        for (const line of lines) this.line(line);
        // a prompt waits without a newline
        if (PROMPT.test(pending.replace(ANSI, ''))) this.stop('An interactive command has been detected, and the command has been terminated');
      });
      stream.on('end', () => {
        if (pending) this.line(pending);
        pending = '';
      });
    };
    watch(child.stdout!);
    watch(child.stderr!);
    let failed: string | null = null;
    child.on('error', (err) => (failed = err.message));
    child.on('close', (code) => {
      this.child = null;
      clearTimeout(this.killTimer);
      if (failed !== null) return this.finish(null, failed);
      if (this.stopped || code !== 0 || index + 1 === this.command.steps.length) return this.finish(code);
      this.step(index + 1);
    });
  }

  private line(raw: string) {
    const line = cleanLine(raw);
    if (!line || this.ended) return;
    this.opts.send(line);
    if (PROMPT.test(line)) this.stop('An interactive command has been detected, and the command has been terminated');
  }

  private finish(code: number | null, spawnError?: string) {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.limitTimer);
    const { send, t } = this.opts;
    if (spawnError !== undefined) send(`Error:${spawnError}`);
    else if (code !== null) send(`exitCode: ${code}`);
    if (this.stopped) send(`Error:${t(this.stopped.key, ...this.stopped.args)}`);
    send(code === 0 && !this.stopped && spawnError === undefined ? FLAG.execSuccess : FLAG.execError);
    send(FLAG.execCompleted);
    this.onEnd();
    this.resolveDone();
  }
}
