#!/usr/bin/env node
// `npm test`: the README's one test command. Runs every gate in order, streaming output,
// and keeps going after failures so the summary shows everything that is wrong:
//
//   two lanes side by side:
//     lint -> size (in Chromium) -> playwright-mock (the specs about the mock build itself)
//     typecheck -> build (dist/) -> mock build (dist-mock/) -> vitest -> playwright (every other spec, on the production build)
//   a step that needs another's output waits for it     (node scripts/test-all.mjs --only=lint,vitest | --skip=...)
//
// typecheck, lint, build, size and mock build count as one test each; Vitest and Playwright
// counts come from their JSON reports (test-results/vitest.json, test-results/e2e.json).
// A step whose prerequisite failed is not run and counts as one failure.
// The summary table shows each step's time and is followed by the run's wall time (`total 11m 32s`);
// the very last line of output is exactly `N passed, N failed`; the exit code is 1 if N failed > 0.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { unreportedFiles } from './lib/unreported-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const RESULTS = path.join(root, 'test-results');
const VITEST_JSON = path.join(RESULTS, 'vitest.json');
// The files the Vitest watchdog failed for making no progress (scripts/lib/vitest-watchdog.ts).
const VITEST_WATCHDOG_JSON = path.join(RESULTS, 'vitest-watchdog.json');
const E2E_JSON = path.join(RESULTS, 'e2e.json');
const MINUTE = 60_000;

const env = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  // A larger young generation for every Node step (ESLint, Vitest and its workers, the builds): they
  // allocate many short-lived objects, and V8's default spends a large share of their CPU collecting
  // them (docs/performance.md, "The suite's time").
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
};

const running = new Set(); // the running children, so a signal can stop their whole process groups
let interrupted = false;

function stopChild(child, signal) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stopCurrent(signal) {
  for (const child of running) stopChild(child, signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    stopCurrent(signal);
    setTimeout(() => stopCurrent('SIGKILL'), 5_000).unref();
  });
}

/** Runs a command with inherited stdio in its own process group. */
function run(command, args, { extraEnv = {}, timeoutMs = 10 * MINUTE } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    let timedOut = false;
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true, // own process group: a timeout or Ctrl-C stops servers it started, too
    });
    running.add(child);
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test-all] ${command} ${args.join(' ')} timed out after ${timeoutMs / 1000} s; stopping it.`);
      stopChild(child, 'SIGTERM');
      setTimeout(() => stopChild(child, 'SIGKILL'), 5_000).unref();
    }, timeoutMs);
    const finish = (code, signal, error) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: code ?? 1, signal, error, timedOut, ms: Date.now() - started });
    };
    child.once('error', (error) => {
      console.error(`[test-all] could not start ${command}: ${error.message}`);
      finish(127, null, error);
    });
    child.once('exit', (code, signal) => finish(code, signal));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const rows = [];
const status = {}; // step id -> true (ok) / false

function banner(title, commandLine) {
  console.log(`\n${'='.repeat(78)}\n[test-all] ${title}${commandLine ? `: ${commandLine}` : ''}\n${'='.repeat(78)}`);
}

function record(id, runner, passed, failed, ms, note = '') {
  status[id] = failed === 0;
  rows.push({ id, runner, passed, failed, ms, note });
}

function blockedBy(...ids) {
  const failed = ids.filter((id) => status[id] !== true);
  return failed.length > 0 ? failed : null;
}

function describeExit(result) {
  if (result.timedOut) return 'timed out';
  if (result.error) return `could not start (${result.error.message})`;
  if (result.signal) return `killed by ${result.signal}`;
  return result.code === 0 ? '' : `exit ${result.code}`;
}

/** A gate that counts as one test. */
async function gate(id, runner, command, args, options) {
  if (interrupted) return record(id, runner, 0, 1, 0, 'interrupted');
  banner(runner, [command, ...args].join(' '));
  const result = await run(command, args, options);
  const ok = result.code === 0 && !result.timedOut;
  record(id, runner, ok ? 1 : 0, ok ? 0 : 1, result.ms, describeExit(result));
  return ok;
}

function skipped(id, runner, blockers) {
  banner(runner, `not run: needs ${blockers.join(', ')}`);
  record(id, runner, 0, 1, 0, `not run (${blockers.join(', ')} failed)`);
}

const STEPS = ['typecheck', 'lint', 'build', 'mock-build', 'vitest', 'size', 'playwright', 'playwright-mock'];

/** `--only=a,b` / `--skip=a,b` (for working on one gate; prerequisites not run are assumed built). */
function selectedSteps(argv) {
  const list = (name) =>
    argv
      .filter((arg) => arg.startsWith(`--${name}=`))
      .flatMap((arg) => arg.slice(name.length + 3).split(','))
      .filter(Boolean);
  const only = list('only');
  const skip = list('skip');
  for (const id of [...only, ...skip]) {
    if (!STEPS.includes(id)) {
      console.error(`[test-all] unknown step "${id}"; steps: ${STEPS.join(', ')}`);
      process.exit(2);
    }
  }
  return new Set(STEPS.filter((id) => (only.length === 0 || only.includes(id)) && !skip.includes(id)));
}

async function runVitest() {
  if (interrupted) return record('vitest', 'vitest', 0, 1, 0, 'interrupted');
  // Reporters named here replace the config's: the watchdog is named again.
  const args = ['run', '--reporter=default', '--reporter=json', '--reporter=./scripts/lib/vitest-watchdog.ts', `--outputFile=${path.relative(root, VITEST_JSON)}`];
  const extraEnv = { NO_COLOR: '1', VITEST_WATCHDOG_REPORT: path.relative(root, VITEST_WATCHDOG_JSON) };
  banner('vitest', `${Object.entries(extraEnv).map(([key, value]) => `${key}=${value}`).join(' ')} vitest ${args.join(' ')}`);
  rmSync(VITEST_JSON, { force: true });
  rmSync(VITEST_WATCHDOG_JSON, { force: true });
  const result = await run('vitest', args, { extraEnv, timeoutMs: 20 * MINUTE });
  const report = readJson(VITEST_JSON);
  const stalled = readJson(VITEST_WATCHDOG_JSON)?.stalled ?? [];
  let passed = 0;
  let failed = 0;
  const notes = [];
  if (report) {
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    const skippedTests = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (skippedTests) notes.push(`${skippedTests} skipped/todo`);
    const badSuites = (report.testResults ?? []).filter(
      (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0,
    ).length;
    if (badSuites) {
      failed += badSuites;
      notes.push(`${badSuites} file(s) failed to load`);
    }
  } else {
    notes.push('no JSON report');
  }
  // A stalled file's tests stay "pending" in the report. The file is run once more on its own (as
  // Playwright retries a test on CI): it counts as passed only if it then passes whole, and the
  // summary names it either way (decision record 032).
  let stallMended = false;
  if (stalled.length) {
    // A run the watchdog had to end (no worker it could kill alone) never reached some files: they
    // run now with the stalled ones, so every file counts.
    const missing = await filesNotReported(report, stalled);
    if (missing.length) notes.push(`${missing.length} file(s) the stopped run never reached, run afterwards`);
    const again = await rerunStalled([...stalled, ...missing]);
    const passedBefore = (report?.testResults ?? [])
      .filter((suite) => stalled.some((file) => String(suite.name).endsWith(file)))
      .flatMap((suite) => suite.assertionResults ?? [])
      .filter((test) => test.status === 'passed').length;
    if (again.clean) {
      stallMended = true;
      passed += again.passed - passedBefore;
      notes.push(`no progress, stopped by the watchdog, then passed when run again alone: ${stalled.join(', ')}`);
    } else {
      failed += Math.max(stalled.length, again.failed);
      notes.push(`no progress, failed by the watchdog: ${stalled.join(', ')} (run again alone: ${again.summary})`);
    }
  }
  const otherwiseClean = stallMended && failed === 0;
  if ((result.code !== 0 || result.timedOut) && failed === 0 && !otherwiseClean) {
    failed = 1;
    notes.push(describeExit(result) || 'failed');
  }
  return record('vitest', 'vitest', passed, failed, result.ms, notes.join('; '));
}

/** The test files in no suite of the report and not stalled (empty if they cannot be listed: the run then fails on its exit code). */
async function filesNotReported(report, stalled) {
  const listJson = path.join(RESULTS, 'vitest-files.json');
  rmSync(listJson, { force: true });
  const result = await run('vitest', ['list', '--filesOnly', `--json=${path.relative(root, listJson)}`], { timeoutMs: 2 * MINUTE });
  const all = result.code === 0 ? (readJson(listJson) ?? []).map((entry) => entry.file) : [];
  const reported = (report?.testResults ?? []).map((suite) => String(suite.name));
  return unreportedFiles({ root, all, reported, stalled });
}

/** Runs the files the watchdog stopped (and those its run never reached) once more, under the same watchdog. */
async function rerunStalled(files) {
  const json = path.join(RESULTS, 'vitest-rerun.json');
  const watchdogJson = path.join(RESULTS, 'vitest-watchdog-rerun.json');
  rmSync(json, { force: true });
  rmSync(watchdogJson, { force: true });
  const args = ['run', '--reporter=default', '--reporter=json', '--reporter=./scripts/lib/vitest-watchdog.ts', `--outputFile=${path.relative(root, json)}`, ...files];
  banner('vitest (the stalled files once more, and any the run never reached)', `vitest ${args.join(' ')}`);
  const result = await run('vitest', args, { extraEnv: { NO_COLOR: '1', VITEST_WATCHDOG_REPORT: path.relative(root, watchdogJson) }, timeoutMs: 10 * MINUTE });
  const report = readJson(json);
  const stalledAgain = readJson(watchdogJson)?.stalled ?? [];
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + stalledAgain.length;
  const clean = Boolean(report) && result.code === 0 && !result.timedOut && failed === 0 && report.success !== false;
  const summary = stalledAgain.length ? 'stalled again' : `${passed} passed, ${failed} failed${report ? '' : ', no report'}`;
  return { passed, failed, clean, summary };
}

let chromiumChecked = null;

function ensureChromium() {
  // A prerequisite, not a test of the app: it is not counted; size and Playwright fail if it fails.
  // Runs once, before the first step that needs it (the lanes share the one run).
  if (interrupted) return Promise.resolve();
  chromiumChecked ??= (async () => {
    banner('ensure-chromium', 'node scripts/ensure-chromium.mjs');
    const result = await run(process.execPath, ['scripts/ensure-chromium.mjs'], { timeoutMs: 10 * MINUTE });
    status.chromium = result.code === 0;
  })();
  return chromiumChecked;
}

/** A Playwright run counted from its JSON report: the production build's specs, or the mock build's own. */
async function runPlaywrightWith({ id, runner, args, json, needs }) {
  const specs = existsSync('e2e')
    ? readdirSync('e2e', { recursive: true }).filter((name) => String(name).endsWith('.spec.ts'))
    : [];
  if (interrupted) return record(id, runner, 0, 1, 0, 'interrupted');
  if (specs.length === 0) {
    banner(runner, 'no e2e/**/*.spec.ts yet; not run');
    rows.push({ id, runner, passed: 0, failed: 0, ms: 0, note: 'no specs yet' });
    return;
  }
  await ensureChromium();
  const blockers = blockedBy(needs, 'chromium');
  if (blockers) return skipped(id, runner, blockers.map((blocker) => (blocker === 'chromium' ? 'ensure-chromium' : blocker)));
  banner(runner, ['playwright', ...args].join(' '));
  rmSync(json, { force: true });
  const result = await run('playwright', args, { timeoutMs: 30 * MINUTE });
  const report = readJson(json);
  let passed = 0;
  let failed = 0;
  const notes = [];
  if (report?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped: skippedTests = 0 } = report.stats;
    passed = expected + flaky;
    failed = unexpected;
    if (flaky) notes.push(`${flaky} flaky (passed on retry)`);
    if (skippedTests) notes.push(`${skippedTests} skipped`);
    const globalErrors = (report.errors ?? []).length;
    if (globalErrors) notes.push(`${globalErrors} global error(s)`);
  } else {
    notes.push('no JSON report');
  }
  if ((result.code !== 0 || result.timedOut) && failed === 0) {
    failed = 1;
    notes.push(describeExit(result) || 'failed');
  }
  return record(id, runner, passed, failed, result.ms, notes.join('; '));
}

/** 692000 -> '11m 32s' (and '8.2s' under a minute). */
function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${(ms / 1000).toFixed(1)}s`;
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

async function main() {
  const started = Date.now();
  mkdirSync(RESULTS, { recursive: true });
  const selected = selectedSteps(process.argv.slice(2));
  // Steps left out by --only/--skip count as done for the steps that need them.
  for (const id of STEPS) if (!selected.has(id)) status[id] = true;

  const steps = {
    // TypeScript's native compiler (tsgo): the same checks as tsc in a tenth of the time (decision record 054).
    typecheck: () => gate('typecheck', 'typecheck', 'tsgo', ['--noEmit', '-p', 'tsconfig.json'], { timeoutMs: 5 * MINUTE }),
    // ESLint, then knip: a file, export or type nobody imports fails (knip.jsonc).
    lint: () => gate('lint', 'lint', 'npm', ['run', '--silent', 'lint'], { timeoutMs: 5 * MINUTE }),
    vitest: runVitest,
    // The production build's pages carry their first data, asked from the mock backend (decision record
    // 039); --e2e configures it as the end-to-end suite's deployment (scripts/lib/e2e-build-env.mjs).
    build: () => gate('build', 'build (dist/)', 'node', ['scripts/build-with-data.mjs', '--e2e'], { timeoutMs: 5 * MINUTE }),
    size: async () => {
      const blockers = blockedBy('build');
      if (blockers) return skipped('size', 'size', blockers);
      // The budget is measured in Chromium (what a browser fetches).
      await ensureChromium();
      return gate('size', 'size', 'node', ['scripts/check-size.mjs'], { timeoutMs: 2 * MINUTE });
    },
    'mock-build': () => gate('mock-build', 'mock build (dist-mock/)', 'vite', ['build', '--mode', 'mock'], { timeoutMs: 5 * MINUTE }),
    // The end-to-end suite on the build players get: dist/ with its headers file and service worker,
    // beside the mock backend over HTTP (playwright.config.ts).
    playwright: () =>
      runPlaywrightWith({ id: 'playwright', runner: 'playwright (production build, dist/)', args: ['test'], json: E2E_JSON, needs: 'build' }),
    // The specs about the mock build itself: its QA panel, in-page mock and URL switches (playwright.mock.config.ts).
    'playwright-mock': () =>
      runPlaywrightWith({ id: 'playwright-mock', runner: 'playwright (mock build, dist-mock/)', args: ['test', '-c', 'playwright.mock.config.ts'], json: path.join(RESULTS, 'e2e-mock.json'), needs: 'mock-build' }),
  };
  // Two lanes on the 2 cores, so that neither core waits (every step is CPU-bound, and the wall time
  // is the CPU the steps need when both cores stay busy):
  //   lint (one thread) -> size -> the mock build's own Playwright specs (two workers)
  //   typecheck -> build -> mock build -> Vitest (two workers) -> the production build's Playwright specs (three workers)
  // A step waits for the steps it needs (`after`), whichever lane ran them. Their output interleaves;
  // lint prints only on failure.
  const lanes = [['lint', 'size', 'playwright-mock'], ['typecheck', 'build', 'mock-build', 'vitest', 'playwright']];
  const after = { size: ['build'], playwright: ['build'], 'playwright-mock': ['mock-build'] };
  const finished = Object.fromEntries(STEPS.map((id) => {
    let resolve;
    const promise = new Promise((done) => { resolve = done; });
    return [id, { promise, resolve }];
  }));
  for (const id of STEPS) if (!selected.has(id)) finished[id].resolve();
  await Promise.all(lanes.map(async (lane) => {
    for (const id of lane) {
      if (!selected.has(id)) continue;
      await Promise.all((after[id] ?? []).map((need) => finished[need].promise));
      await steps[id]();
      finished[id].resolve();
    }
  }));
  // The summary in STEPS order, whatever finished first.
  rows.sort((a, b) => STEPS.indexOf(a.id) - STEPS.indexOf(b.id));

  // Summary
  const totalPassed = rows.reduce((sum, row) => sum + row.passed, 0);
  const totalFailed = rows.reduce((sum, row) => sum + row.failed, 0);
  const table = [
    ['runner', 'passed', 'failed', 'time', 'note'],
    ...rows.map((row) => [
      row.runner,
      String(row.passed),
      String(row.failed),
      `${(row.ms / 1000).toFixed(1)}s`,
      row.note,
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  const format = (line) =>
    line
      .map((cell, column) => (column === 1 || column === 2 || column === 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(`\n${'='.repeat(78)}\n[test-all] summary\n`);
  console.log(format(table[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of table.slice(1)) console.log(format(line));
  console.log('');
  console.log(`total ${formatDuration(Date.now() - started)}`);
  console.log(`${totalPassed} passed, ${totalFailed} failed`);
  return totalFailed > 0 || interrupted ? 1 : 0;
}

process.exitCode = await main();
