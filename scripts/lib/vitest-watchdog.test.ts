import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Runs Vitest on two fixture files written to a temporary folder (outside the project's test globs):
// one never ends (its thread blocks for ever, which no test timeout can stop; blocked rather than
// spinning, so the two runs do not take two cores from the rest of the suite), one passes. Each run must end
// within the watchdog's 10 seconds plus start-up, name the stuck file and exit with a failure.
const ROOT = path.resolve(import.meta.dirname, '../..');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const WATCHDOG = path.join(ROOT, 'scripts/lib/vitest-watchdog.ts');
const BEACON = path.join(ROOT, 'scripts/lib/vitest-watchdog-beacon.ts');
const LIMIT_SECONDS = 10;

const STUCK = `test('never ends', () => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
});
`;
// Blocks while the file's modules load, before any hook of its own runs.
const STUCK_LOADING = `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
test('never collected', () => {});
`;
const PASSING = `test('passes', async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(1 + 1).toBe(2);
});
`;

interface Run {
  code: number | null;
  output: string;
  report: { numPassedTests?: number; testResults?: { name: string; status: string }[] } | null;
  watchdog: { stalled?: string[] } | null;
  seconds: number;
}

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** `vitest run` in a fresh folder with the watchdog at 10 s, in the given pool; stopped after 50 s whatever happens. */
function runFixtures(pool: 'forks' | 'threads', stuck = STUCK): Promise<Run> {
  const dir = mkdtempSync(path.join(tmpdir(), `watchdog-${pool}-`));
  folders.push(dir);
  writeFileSync(path.join(dir, 'stuck.fixture.ts'), stuck);
  writeFileSync(path.join(dir, 'passing.fixture.ts'), PASSING);
  const config = {
    test: {
      globals: true,
      include: ['*.fixture.ts'],
      pool,
      maxWorkers: 2,
      setupFiles: [BEACON],
      reporters: ['default', 'json', [WATCHDOG, { limitSeconds: LIMIT_SECONDS, reportFile: path.join(dir, 'watchdog.json') }]],
      outputFile: { json: path.join(dir, 'vitest.json') },
    },
  };
  writeFileSync(path.join(dir, 'vitest.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  // The outer Vitest's variables would tell the inner one it runs inside a worker.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST'));
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', '--root', dir, '--config', path.join(dir, 'vitest.config.mjs')], {
      cwd: dir,
      env: { ...env, NO_COLOR: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const stop = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 50_000);
    child.once('exit', (code) => {
      clearTimeout(stop);
      resolve({
        code,
        output,
        report: readJson(path.join(dir, 'vitest.json')),
        watchdog: readJson(path.join(dir, 'watchdog.json')),
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

// The two cases spawn their Vitest runs side by side: the runs mostly wait for the watchdog's limit.
describe('the Vitest watchdog', () => {
  it.concurrent('fails a file whose worker never returns, by name, and the run ends with the other files reported', async ({ expect }) => {
    const [forks, threads] = await Promise.all([runFixtures('forks'), runFixtures('threads')]);
    for (const run of [forks, threads]) {
      expect(run.output).toMatch(/\[watchdog\] stuck\.fixture\.ts made no progress for 1\d s; failing it/);
      expect(run.code).not.toBe(0);
      expect(run.code).not.toBeNull();
      expect(run.watchdog).toEqual({ stalled: ['stuck.fixture.ts'] });
      // The passing file still counts in the JSON report that scripts/test-all.mjs reads.
      expect(run.report?.numPassedTests).toBe(1);
    }
    // A forked worker is killed alone; a worker thread cannot be, so that run ends at once.
    expect(forks.output).toContain('[watchdog] killing its worker process');
    expect(threads.output).toContain('[watchdog] no worker process known for stuck.fixture.ts; ending the run');
  }, 60_000);

  it.concurrent('kills the worker of a file that stops while its modules load, so the run goes on with the other files', async ({ expect }) => {
    const run = await runFixtures('forks', STUCK_LOADING);
    expect(run.output).toMatch(/\[watchdog\] stuck\.fixture\.ts made no progress for 1\d s; failing it/);
    expect(run.output).toContain('[watchdog] killing its worker process');
    expect(run.output).not.toContain('ending the run');
    expect(run.code).not.toBe(0);
    expect(run.report?.numPassedTests).toBe(1);
  }, 60_000);
});
