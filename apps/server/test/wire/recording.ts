/** Building, merging and comparing wire recordings (README.md here); `wire.ts` is the command line. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { RawAnswer } from './recorder.ts';
import { normaliseBody } from './normalise.ts';

export const DEFAULT_RECORDING = path.join(import.meta.dirname, 'recorded.json.gz');

/** One answer, normalised: status, content type, envelope code (null when not a JSON envelope), hash of the body. */
type Entry = [status: number, type: string, code: number | null, hash: string];

export interface Recording {
  version: 1;
  /** what the recording ran on */
  project: string;
  /** declared routes of the app when it was recorded */
  routes: { method: string; url: string; output: boolean; file: string[] | null; hidden: boolean }[];
  /**
   * `file › test › METHOD route` → its answers in arrival order; `unordered` when some of them
   * overlapped in time (compared as a multiset); `volatile` when two recordings on the same code
   * differed (a poll's count, a race's winner, a captcha's text): the hashes of the answer shapes
   * seen (field names in order and JSON types), and an answer given now must have one of them.
   */
  answers: Record<string, { list: Entry[]; unordered?: true; volatile?: string[] }>;
  /** normalised bodies and volatile answers' shapes, by hash */
  bodies: Record<string, string>;
}

/** The shape of a JSON value: field names in order, JSON types, the distinct shapes of an array's items (a normalised time is a number still). */
function shape(v: unknown): unknown {
  if (v === null) return 'null';
  if (Array.isArray(v)) return [...new Set(v.map((x) => JSON.stringify(shape(x))))].sort().map((x) => JSON.parse(x) as unknown);
  if (typeof v === 'object') return Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, shape(x)]));
  if (typeof v === 'string' && /^#unix(ms)?$/.test(v)) return 'number';
  return typeof v;
}

function shapeText(e: Entry, body: string): string {
  let inner = '<not json>';
  try {
    inner = JSON.stringify(shape(JSON.parse(body)));
  } catch {
    /* a file, a text */
  }
  return `${e[0]} ${e[1] || '-'} ${inner}`;
}

/**
 * Keys compared by shape whatever two recordings gave, each seen to vary in a third run of the
 * same code: a poll (how many answers see which phase depends on timing) and a race between two
 * instances (which move wins).
 */
const KNOWN_VOLATILE = [
  / › GET \/admin\/[\w.]+\/importProgress$/, // imports.test.ts polls the job
  /^test\/cluster\.test\.ts › two instances .* › GET \/admin\/Index\/index$/, // polls until the other instance sees a change
  /^test\/distribution-cluster\.test\.ts › .*racing.* › POST \/admin\/user\.Relation\/move$/,
  // which of two names' identical uploads commits first names the one row every answer shows
  /^test\/upload\.test\.ts › .*concurrent identical uploads.* › POST \/admin\/ajax\/upload$/,
  // the bundled module catalogue is a build output (modules-src/catalogue, git-ignored): a clean clone has none, a built tree one
  / › GET \/admin\/module\/catalogue$/,
  // "try again in N seconds" counts down from the first send: a slow machine crosses a second between the two
  /^test\/(ems|sms)-[\w-]+\.test\.ts › .*only after 60 seconds.* › POST \/api\/(Ems|Sms)\/send$/,
  // races whose winners an answer names: which order takes the last unit, which of a cancel and an
  // approval moves a row, which 3 of a burst of withdrawals the daily count lets through, which payment of an order counts
  /^test\/commerce-orders\.test\.ts › .*concurrent orders for the last unit.* › POST \/api\/order\/(create|pay)$/,
  /^test\/withdraw-concurrency\.test\.ts › .*racing.* › POST \/api\/withdraw\/cancel$/,
  /^test\/withdraw-concurrency\.test\.ts › .*under a burst.* › POST \/api\/withdraw\/apply$/,
  // which of a balance payment and a WeChat notify racing for one order pays it (the other is refused or refunded)
  /^test\/commerce-wechatpay\.test\.ts › .*racing.* › POST \/api\/order\/pay$/,
  // how many of three sends of one pending refund at once lease it before the first is accepted (the others: "already sent")
  /^test\/commerce-gateway-refunds-admin\.test\.ts › .*at once make one refund.* › POST \/admin\/order\.GatewayRefund\/send$/,
];

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

function readRaw(dir: string): { project: string; answers: RawAnswer[]; routes: Recording['routes'] } {
  const projects = fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
  if (projects.length !== 1) throw new Error(`${dir}: expected the answers of one project, found ${projects.map((p) => p.name).join(', ') || 'none'}`);
  const project = projects[0].name;
  const answers: RawAnswer[] = [];
  for (const file of fs.readdirSync(path.join(dir, project)).sort()) {
    for (const line of fs.readFileSync(path.join(dir, project, file), 'utf8').split('\n')) if (line) answers.push(JSON.parse(line) as RawAnswer);
  }
  const routesFile = path.join(dir, 'routes.json');
  const routes = fs.existsSync(routesFile) ? (JSON.parse(fs.readFileSync(routesFile, 'utf8')) as Recording['routes']) : [];
  return { project, answers, routes };
}

export function build(dir: string): Recording {
  const { project, answers: raw, routes } = readRaw(dir);
  const bodies: Record<string, string> = {};
  const byTest = new Map<string, RawAnswer[]>();
  for (const a of raw) {
    const test = `${a.f} › ${a.t}`;
    byTest.set(test, [...(byTest.get(test) ?? []), a]);
  }
  const answers: Recording['answers'] = {};
  for (const [test, list] of byTest) {
    list.sort((a, b) => a.t0 - b.t0);
    const overlapping = new Set<RawAnswer>();
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length && list[j].t0 < list[i].t1; j++) {
        overlapping.add(list[i]);
        overlapping.add(list[j]);
      }
    }
    for (const a of list) {
      const key = `${test} › ${a.m} ${a.r}`;
      const body = normaliseBody(a.b, a.ty, { at: a.at });
      const h = hash(body);
      bodies[h] = body;
      let code: number | null = null;
      if (a.ty.endsWith('json')) {
        try {
          const parsed = JSON.parse(a.b ?? '') as { code?: unknown };
          if (typeof parsed.code === 'number') code = parsed.code;
        } catch {
          /* not an envelope */
        }
      }
      const slot = (answers[key] ??= { list: [] });
      slot.list.push([a.s, a.ty, code, h]);
      if (overlapping.has(a)) slot.unordered = true;
    }
  }
  for (const [key, slot] of Object.entries(answers)) {
    if (!KNOWN_VOLATILE.some((p) => p.test(key))) continue;
    const shapes = new Set<string>();
    for (const e of slot.list) {
      const text = shapeText(e, bodies[e[3]]);
      bodies[hash(text)] = text;
      shapes.add(hash(text));
    }
    slot.volatile = [...shapes].sort();
  }
  const sorted = Object.fromEntries(Object.keys(answers).sort().map((k) => [k, answers[k]]));
  const usedBodies = Object.fromEntries(Object.keys(bodies).sort().map((k) => [k, bodies[k]]));
  return { version: 1, project, routes: apiRoutes(routes), answers: sorted, bodies: usedBodies };
}

/** The API routes coverage is counted over (the CRUD generator's test area left out, as test/endpoint-outputs.test.ts does). */
function apiRoutes(routes: Recording['routes']): Recording['routes'] {
  return routes.filter((r) => /^\/(admin|api)\//i.test(r.url) && !/^\/admin\/gentest\./i.test(r.url)).sort((a, b) => (a.url + a.method).localeCompare(b.url + b.method));
}

export function load(file: string): Recording {
  return JSON.parse(gunzipSync(fs.readFileSync(file)).toString('utf8')) as Recording;
}

export function save(rec: Recording, file: string): void {
  // one answer list per line: a diff of the unzipped recording reads key by key
  const lines = [
    `{"version":${rec.version},"project":${JSON.stringify(rec.project)},`,
    `"routes":[\n${rec.routes.map((r) => JSON.stringify(r)).join(',\n')}\n],`,
    `"answers":{\n${Object.entries(rec.answers).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',\n')}\n},`,
    `"bodies":{\n${Object.entries(rec.bodies).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',\n')}\n}}\n`,
  ];
  fs.writeFileSync(file, gzipSync(lines.join('\n'), { level: 9 }));
}

/** Where two JSON bodies differ, as `path: before → after` lines. */
function jsonDiff(a: unknown, b: unknown, at = '$', out: string[] = []): string[] {
  if (out.length >= 12) return out;
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (kind(a) !== kind(b)) out.push(`${at}: ${JSON.stringify(a)?.slice(0, 120)} → ${JSON.stringify(b)?.slice(0, 120)}`);
  else if (kind(a) === 'array') {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) out.push(`${at}: ${x.length} items → ${y.length}`);
    for (let i = 0; i < Math.min(x.length, y.length); i++) jsonDiff(x[i], y[i], `${at}[${i}]`, out);
  } else if (kind(a) === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const xk = Object.keys(x);
    const yk = Object.keys(y);
    for (const k of xk) if (!(k in y)) out.push(`${at}.${k}: removed (was ${JSON.stringify(x[k])?.slice(0, 80)})`);
    for (const k of yk) if (!(k in x)) out.push(`${at}.${k}: added (${JSON.stringify(y[k])?.slice(0, 80)})`);
    const common = xk.filter((k) => k in y);
    if (common.join() !== yk.filter((k) => k in x).join()) out.push(`${at}: key order ${common.join(',')} → ${yk.filter((k) => k in x).join(',')}`);
    for (const k of common) jsonDiff(x[k], y[k], `${at}.${k}`, out);
  } else if (a !== b) out.push(`${at}: ${JSON.stringify(a)?.slice(0, 120)} → ${JSON.stringify(b)?.slice(0, 120)}`);
  return out;
}

function bodyDiff(before: string, after: string): string[] {
  try {
    return jsonDiff(JSON.parse(before), JSON.parse(after));
  } catch {
    return [`${before.slice(0, 160)} → ${after.slice(0, 160)}`];
  }
}

/**
 * The shapes a key's route answered with in the other tests of its file, by hash: a race's winner
 * answers as the route does elsewhere, though the recordings may never have seen it win on this
 * key (withdraw-concurrency's burst: the winners went to the other instance in both).
 */
function routeShapes(rec: Recording, key: string): Set<string> {
  const file = key.slice(0, key.indexOf(' › ') + 3);
  const route = key.slice(key.lastIndexOf(' › '));
  const shapes = new Set<string>();
  for (const [k, slot] of Object.entries(rec.answers)) {
    if (k === key || !k.startsWith(file) || !k.endsWith(route)) continue;
    for (const e of slot.list) shapes.add(hash(shapeText(e, rec.bodies[e[3]] ?? '')));
    for (const h of slot.volatile ?? []) shapes.add(h);
  }
  return shapes;
}

const entryText = (e: Entry) => `${e[0]} ${e[1] || '-'} code=${e[2] ?? '-'} ${e[3]}`;

/** Differences between a recording and a new one; keys present on one side only are listed apart (a renamed or new test is no wire change). */
export function compare(before: Recording, after: Recording): { differences: string[]; onlyBefore: string[]; onlyAfter: string[]; same: number } {
  const differences: string[] = [];
  let same = 0;
  for (const [key, was] of Object.entries(before.answers)) {
    const now = after.answers[key];
    if (!now) continue;
    if (was.volatile) {
      const lines: string[] = [];
      let elsewhere: Set<string> | undefined;
      for (const [i, e] of now.list.entries()) {
        const text = shapeText(e, after.bodies[e[3]] ?? '');
        if (was.volatile.includes(hash(text)) || (elsewhere ??= routeShapes(before, key)).has(hash(text))) continue;
        lines.push(`  answer #${i + 1} has a shape not recorded (this key varies between runs: compared by shape): ${text.slice(0, 200)}`);
        const known = before.bodies[was.volatile[0]] ?? '';
        for (const d of bodyDiff(known.slice(known.indexOf(' ', known.indexOf(' ') + 1) + 1), text.slice(text.indexOf(' ', text.indexOf(' ') + 1) + 1))) lines.push(`    ${d}`);
      }
      if (lines.length) differences.push(`${key}\n${lines.join('\n')}`);
      else same++;
      continue;
    }
    const unordered = was.unordered || now.unordered;
    const order = (list: Entry[]) => (unordered ? [...list].sort((a, b) => entryText(a).localeCompare(entryText(b))) : list);
    const x = order(was.list);
    const y = order(now.list);
    const lines: string[] = [];
    if (x.length !== y.length) lines.push(`  ${x.length} answers → ${y.length}`);
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      if (entryText(x[i]) === entryText(y[i])) continue;
      lines.push(`  answer #${i + 1}${unordered ? ' (overlapping requests, compared in sorted order)' : ''}: ${entryText(x[i])} → ${entryText(y[i])}`);
      if (x[i][3] !== y[i][3]) for (const d of bodyDiff(before.bodies[x[i][3]] ?? '', after.bodies[y[i][3]] ?? '')) lines.push(`    ${d}`);
    }
    if (lines.length) differences.push(`${key}\n${lines.join('\n')}`);
    else same++;
  }
  const onlyBefore = Object.keys(before.answers).filter((k) => !after.answers[k]);
  const onlyAfter = Object.keys(after.answers).filter((k) => !before.answers[k]);
  return { differences, onlyBefore, onlyAfter, same };
}

/**
 * Two recordings of the same code: the keys whose answers differ are marked volatile, with the
 * shapes both runs gave. With `hintOnly` the second adds only shapes of the KNOWN_VOLATILE keys
 * (a run in another environment: the module catalogue built), no keys.
 */
export function merge(first: Recording, second: Recording, { hintOnly = false } = {}): Recording {
  const answers: Recording['answers'] = { ...first.answers };
  const bodies = { ...first.bodies, ...second.bodies };
  const differing = new Set(compare(first, second).differences.map((d) => d.slice(0, d.indexOf('\n'))).filter((k) => !hintOnly || KNOWN_VOLATILE.some((p) => p.test(k))));
  for (const [key, slot] of Object.entries(second.answers)) {
    if (!answers[key]) {
      if (!hintOnly) answers[key] = slot;
    }
    else if (differing.has(key)) {
      const shapes = new Set<string>(answers[key].volatile);
      for (const [rec, list] of [[first, answers[key].list], [second, slot.list]] as const) {
        for (const e of list) {
          const text = shapeText(e, rec.bodies[e[3]] ?? '');
          bodies[hash(text)] = text;
          shapes.add(hash(text));
        }
      }
      answers[key] = { ...answers[key], volatile: [...shapes].sort() };
    }
  }
  const sorted = Object.fromEntries(Object.keys(answers).sort().map((k) => [k, answers[k]]));
  const used = new Set(Object.values(sorted).flatMap((a) => [...a.list.map((e) => e[3]), ...(a.volatile ?? [])]));
  const usedBodies = Object.fromEntries(Object.keys(bodies).filter((k) => used.has(k)).sort().map((k) => [k, bodies[k]]));
  return { ...first, answers: sorted, bodies: usedBodies };
}

/** `base` with the answers of every test file `run` holds replaced by `run`'s (a partial record). */
export function replaceFiles(base: Recording, run: Recording): Recording {
  const fileOf = (key: string) => key.slice(0, key.indexOf(' › '));
  const files = new Set(Object.keys(run.answers).map(fileOf));
  const kept = Object.entries(base.answers).filter(([key]) => !files.has(fileOf(key)));
  const merged: Recording['answers'] = Object.fromEntries([...kept, ...Object.entries(run.answers)]);
  const answers = Object.fromEntries(Object.keys(merged).sort().map((k) => [k, merged[k]]));
  const all = { ...base.bodies, ...run.bodies };
  const used = new Set(Object.values(answers).flatMap((a) => [...a.list.map((e) => e[3]), ...(a.volatile ?? [])]));
  const bodies = Object.fromEntries(Object.keys(all).filter((k) => used.has(k)).sort().map((k) => [k, all[k]]));
  return { ...base, routes: run.routes, answers, bodies };
}

/** Per declared API route: whether a success and an error answer are recorded. */
export function coverage(rec: Recording): { routes: number; missingSuccess: string[]; missingError: string[] } {
  const seen = new Map<string, { ok: boolean; error: boolean }>();
  for (const [key, { list }] of Object.entries(rec.answers)) {
    const route = key.slice(key.lastIndexOf(' › ') + 3);
    const s = seen.get(route) ?? { ok: false, error: false };
    for (const [status, , code] of list) {
      // an envelope with code 1, or an answer that is no envelope (a file, a gateway's 204) with a 2xx status
      if ((status === 200 && code === 1) || (code === null && status >= 200 && status < 300)) s.ok = true;
      else s.error = true;
    }
    seen.set(route, s);
  }
  const missingSuccess: string[] = [];
  const missingError: string[] = [];
  for (const r of rec.routes) {
    const name = `${r.method} ${r.url}`;
    const s = seen.get(name);
    // a hidden route of the kit (GET add without a form, GET/POST del) only ever refuses: core/crud/routes.ts
    if (!s?.ok && !r.hidden) missingSuccess.push(name + (r.file ? ' (file)' : ''));
    if (!s?.error) missingError.push(name + (r.file ? ' (file)' : ''));
  }
  return { routes: rec.routes.length, missingSuccess, missingError };
}

