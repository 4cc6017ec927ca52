/**
 * Issue #30's wire guard (README.md here).
 *
 *   wire.ts record [out]          run the API suites on PostgreSQL twice recording every answer, then build `out` (recorded.json.gz):
 *                                 the keys whose answers differ between the two runs are compared by shape only
 *   wire.ts check [recorded]      run them once more and compare with the committed recording: exit 1 on any answer that differs
 *   wire.ts build <out> <raw>... [--hint <raw>...]   build a recording from raw directories (WIRE_RECORD=<raw> of a run
 *                                 each; two or more for volatile keys); a hint run (another environment) only adds shapes of known volatile keys
 *   wire.ts compare <raw> [recorded]   compare a raw directory with a recording (no run)
 *   wire.ts coverage [recorded]   the declared API routes without a success or an error answer recorded
 *
 * `record` and `check` take vitest's file filters after `--` (a partial check lists the keys it did not run, and fails on none of them;
 * a partial record replaces the answers of the test files it ran and keeps the rest of the recording).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, compare, coverage, DEFAULT_RECORDING, load, merge, replaceFiles, save, type Recording } from './recording.ts';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/** Runs the API suites with WIRE_RECORD set; returns the raw directory and whether every suite passed. */
function run(filters: string[]): { raw: string; passed: boolean } {
  const raw = fs.mkdtempSync(path.join(os.tmpdir(), 'wire-raw-'));
  const project = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  if (project === 'pglite') console.warn('TEST_DATABASE_URL is not set: running on the embedded database (the recording is made on PostgreSQL)');
  const started = Date.now();
  // the CRUD generator's suite (its own project, run last) is the one that answers crud.Crud's routes;
  // a filter picks files in either project
  const projects = [project, `${project}-generator`];
  const res = spawnSync('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...(filters.length ? filters : ['test/']), '--passWithNoTests'], {
    cwd: serverRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, WIRE_RECORD: raw },
  });
  console.log(`suites ran in ${((Date.now() - started) / 60000).toFixed(1)} min (exit ${res.status}); raw answers in ${raw}`);
  return { raw, passed: res.status === 0 };
}

function report(before: Recording, after: Recording, partial: boolean): number {
  const { differences, onlyBefore, onlyAfter, same } = compare(before, after);
  if (onlyBefore.length) {
    console.log(`\n${onlyBefore.length} keys recorded but not answered now${partial ? ' (a partial run)' : ' (a test renamed or removed, or a request no longer made)'}:`);
    if (!partial) for (const k of onlyBefore.slice(0, 40)) console.log(`  ${k}`);
  }
  if (onlyAfter.length) {
    console.log(`\n${onlyAfter.length} keys answered now but not recorded (a new or renamed test):`);
    for (const k of onlyAfter.slice(0, 40)) console.log(`  ${k}`);
  }
  if (differences.length) {
    console.log(`\n${differences.length} answer lists DIFFER (${same} the same):\n`);
    for (const d of differences) console.log(d + '\n');
    return 1;
  }
  console.log(`\nthe wire is unchanged: ${same} answer lists (${Object.values(after.answers).reduce((n, a) => n + a.list.length, 0)} answers) the same as recorded`);
  return 0;
}

function printCoverage(rec: Recording): void {
  const { routes, missingSuccess, missingError } = coverage(rec);
  const answers = Object.values(rec.answers).reduce((n, a) => n + a.list.length, 0);
  const refusing = rec.routes.filter((r) => r.hidden).length;
  const volatile = Object.values(rec.answers).filter((a) => a.volatile).length;
  console.log(`${answers} answers under ${Object.keys(rec.answers).length} keys (${volatile} compared by shape); ${routes} declared API routes: ${routes - refusing - missingSuccess.length} of ${routes - refusing} with a success answer (${refusing} hidden routes only refuse), ${routes - missingError.length} of ${routes} with an error answer`);
  if (missingSuccess.length) console.log(`\nwithout a success answer (${missingSuccess.length}):\n  ${missingSuccess.join('\n  ')}`);
  if (missingError.length) console.log(`\nwithout an error answer (${missingError.length}):\n  ${missingError.join('\n  ')}`);
}

const [command, ...args] = process.argv.slice(2);
const dash = args.indexOf('--');
const filters = dash >= 0 ? args.slice(dash + 1) : [];
const positional = dash >= 0 ? args.slice(0, dash) : args;
if (command === 'record') {
  const out = positional[0] ?? DEFAULT_RECORDING;
  const runs = [run(filters), run(filters)];
  if (runs.some((r) => !r.passed)) {
    console.error('some suites failed: their answers are no recording to keep');
    process.exit(1);
  }
  const made = merge(build(runs[0].raw), build(runs[1].raw));
  // a partial record replaces the answers of the suites it ran and keeps every other suite's
  const rec = filters.length && fs.existsSync(out) ? replaceFiles(load(out), made) : made;
  save(rec, out);
  console.log(`recorded ${out}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
  printCoverage(rec);
} else if (command === 'check') {
  const before = load(positional[0] ?? DEFAULT_RECORDING);
  const now = run(filters);
  // the answers of failing suites are compared too: the diff may tell why they fail
  if (!now.passed) console.error('some suites failed: the check fails whatever the comparison finds');
  process.exit(report(before, build(now.raw), filters.length > 0) || (now.passed ? 0 : 1));
} else if (command === 'build') {
  const hintAt = positional.indexOf('--hint');
  const [out, ...raws] = hintAt >= 0 ? positional.slice(0, hintAt) : positional;
  const hints = hintAt >= 0 ? positional.slice(hintAt + 1) : [];
  const rec = hints.map(build).reduce((a, b) => merge(a, b, { hintOnly: true }), raws.map(build).reduce((a, b) => merge(a, b)));
  save(rec, out);
  console.log(`built ${out}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
  printCoverage(rec);
} else if (command === 'compare') {
  const after = build(positional[0]);
  const before = load(positional[1] ?? DEFAULT_RECORDING);
  process.exit(report(before, after, false));
} else if (command === 'coverage') {
  printCoverage(load(positional[0] ?? DEFAULT_RECORDING));
} else {
  console.error('usage: wire.ts record|check|build|compare|coverage (see the head of this file)');
  process.exit(2);
}
