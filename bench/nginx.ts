/**
 * nginx for the fleet bench (fleet.ts): Debian's package, installed when missing, run as this
 * process's child (not a service, not port 80) with its own prefix in a temp folder and the
 * README's own front ("Several instances": its ```nginx block) pointed at the bench's ports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { root } from './support.ts';

const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx when it is not there (apt-get, as root or through sudo). */
export function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  console.log('  nginx missing: apt-get install -y nginx');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx']);
  // the package's own service (port 80) is not ours: the bench runs its own master
  if (!fs.existsSync(NGINX)) throw new Error('apt-get did not install nginx');
}

/** The README's nginx front, as it is written there (the block after "An nginx front for three instances"). */
export function readmeFront(): string {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const block = /An nginx front for three instances[^\n]*\n+```nginx\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README.md: the nginx front of "Several instances" was not found');
  return block[1];
}

/**
 * The README's front with its upstream servers (127.0.0.1:8001–8003) on `appPorts` and its
 * `listen 80` on 127.0.0.1:`port`; fails when the README's text no longer has them.
 */
export function frontFor(appPorts: number[], port: number): string {
  let text = readmeFront();
  appPorts.forEach((p, i) => {
    const from = `127.0.0.1:${8001 + i}`;
    if (!text.includes(from)) throw new Error(`README's nginx front has no ${from}`);
    text = text.replace(from, `127.0.0.1:${p}`);
  });
  if (!/listen 80;/.test(text)) throw new Error("README's nginx front has no `listen 80;`");
  return text.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
}

/** One line per request: end time (s), time taken (s), status, the upstream(s) tried and their statuses, the bench's request id. */
const LOG_FORMAT = `'$msec $request_time $status "$upstream_addr" "$upstream_status" $http_x_bench_id'`;

export interface AccessEntry {
  endMs: number;
  startMs: number;
  status: number;
  /** The instances tried in order (`127.0.0.1:port`). */
  upstreams: string[];
  upstreamStatuses: string[];
  id: number | null;
}

export interface RunningNginx {
  url: string;
  /** The access log read so far. */
  access(): AccessEntry[];
  /** The error log's lines (upstream failures nginx saw). */
  errors(): string[];
  stop(): Promise<void>;
}

/** Starts nginx in the foreground (`daemon off`) with the front and a log of every request. */
export async function startNginx(appPorts: number[], port: number): Promise<RunningNginx> {
  ensureNginx();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const accessLog = path.join(prefix, 'access.log');
  const errorLog = path.join(prefix, 'error.log');
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, `# written by bench/nginx.ts: the README's front inside a throwaway nginx
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    log_format fleet ${LOG_FORMAT};
    access_log ${accessLog} fleet;
${frontFor(appPorts, port)}
}
`);
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (config ${conf})`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (performance.now() - t0 > 10_000) {
        child.kill('SIGKILL');
        throw new Error('nginx did not start');
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  return {
    url,
    access: () => read(accessLog).map(parseAccess),
    errors: () => read(errorLog),
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else { child.once('exit', () => resolve()); child.kill('SIGQUIT'); }
    }).then(() => fs.rmSync(prefix, { recursive: true, force: true })),
  };
}

function parseAccess(line: string): AccessEntry {
  const m = /^(\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" (\S+)$/.exec(line);
  if (!m) throw new Error(`access log line not understood: ${line}`);
  const endMs = Number(m[1]) * 1000;
  // several tried: "a, b" (a retry), "a : b" (an internal redirect)
  const list = (s: string) => (s === '-' ? [] : s.split(/, | : /));
  return { endMs, startMs: endMs - Number(m[2]) * 1000, status: Number(m[3]), upstreams: list(m[4]), upstreamStatuses: list(m[5]), id: m[6] === '-' ? null : Number(m[6]) };
}
