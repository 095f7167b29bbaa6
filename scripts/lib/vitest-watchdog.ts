import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportedHookContext, Reporter, TestCase, TestModule, TestSuite, Vitest } from 'vitest/node';

/**
 * A test file whose worker stops making progress (a render loop inside React's act(), any
 * `while (true)`) never reaches its test timeout: the timeout is a timer of the worker's own event
 * loop, which the loop keeps busy, and vmMemoryLimit recycles a child only between files (decision
 * record 032). This reporter watches from Vitest's main process instead: a file that reports
 * nothing (no test, hook or suite started or finished) for `limitSeconds` is named on stderr and
 * failed. Its worker process is killed, so Vitest reports it as an error, fails the run and goes on
 * with the other files; without a known process (a worker thread, or a file stuck before its first
 * hook) the run ends there, after the other reporters have written their reports.
 */
export const WATCHDOG_SECONDS_ENV = 'VITEST_WATCHDOG_SECONDS';
/** Where the names of the failed files are written (JSON: `{ "stalled": [...] }`), for scripts/test-all.mjs. */
export const WATCHDOG_REPORT_ENV = 'VITEST_WATCHDOG_REPORT';
export const DEFAULT_WATCHDOG_SECONDS = 120;

/** The folder where each forked worker writes the file it runs (vitest-watchdog-beacon.ts): one per main process. */
export function beaconDir(mainPid: number): string {
  return path.join(tmpdir(), `vitest-watchdog-${mainPid}`);
}

export interface WatchdogOptions {
  /** Seconds without progress before a file fails; default from VITEST_WATCHDOG_SECONDS, else 120. */
  limitSeconds?: number;
  /** Where to write the stalled files; default from VITEST_WATCHDOG_REPORT, else nowhere. */
  reportFile?: string;
}

function secondsFromEnv(): number {
  const value = Number(process.env[WATCHDOG_SECONDS_ENV]);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_WATCHDOG_SECONDS;
}

/** The direct children of this process (Linux /proc; elsewhere none are known). */
function childPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** The beacon folders of runs that are gone (killed before they could remove their own). */
function removeStaleBeacons(): void {
  try {
    for (const entry of readdirSync(tmpdir())) {
      const pid = /^vitest-watchdog-(\d+)$/.exec(entry)?.[1];
      if (pid && !isAlive(Number(pid))) rmSync(path.join(tmpdir(), entry), { recursive: true, force: true });
    }
  } catch {
    // an unreadable temporary folder: nothing to tidy
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export default class VitestWatchdog implements Reporter {
  private readonly limitMs: number;
  private readonly reportFile: string | undefined;
  /** Running file -> when it last reported progress. */
  private readonly lastProgress = new Map<string, number>();
  private readonly stalled: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private vitest: Vitest | undefined;

  constructor(options: WatchdogOptions = {}) {
    this.limitMs = (options.limitSeconds ?? secondsFromEnv()) * 1000;
    this.reportFile = options.reportFile ?? process.env[WATCHDOG_REPORT_ENV];
  }

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    removeStaleBeacons();
    rmSync(beaconDir(process.pid), { recursive: true, force: true });
    mkdirSync(beaconDir(process.pid), { recursive: true });
    if (this.reportFile) rmSync(this.reportFile, { force: true });
    // Checked often enough that a file fails within a few seconds of its limit.
    this.timer = setInterval(() => this.check(), Math.min(5_000, Math.max(500, this.limitMs / 10)));
    this.timer.unref();
  }

  onTestModuleQueued(module: TestModule): void {
    this.progress(module);
  }

  onTestModuleCollected(module: TestModule): void {
    this.progress(module);
  }

  onTestModuleStart(module: TestModule): void {
    this.progress(module);
  }

  onTestSuiteReady(suite: TestSuite): void {
    this.progress(suite.module);
  }

  onTestSuiteResult(suite: TestSuite): void {
    this.progress(suite.module);
  }

  onTestCaseReady(test: TestCase): void {
    this.progress(test.module);
  }

  onTestCaseResult(test: TestCase): void {
    this.progress(test.module);
  }

  onHookStart(hook: ReportedHookContext): void {
    this.progress(hook.entity.type === 'module' ? hook.entity : hook.entity.module);
  }

  onHookEnd(hook: ReportedHookContext): void {
    this.progress(hook.entity.type === 'module' ? hook.entity : hook.entity.module);
  }

  onTestModuleEnd(module: TestModule): void {
    this.lastProgress.delete(module.moduleId);
  }

  onTestRunEnd(): void {
    clearInterval(this.timer);
    this.lastProgress.clear();
    rmSync(beaconDir(process.pid), { recursive: true, force: true });
  }

  private progress(module: TestModule): void {
    if (this.stalled.includes(module.moduleId)) return;
    this.lastProgress.set(module.moduleId, Date.now());
  }

  private check(): void {
    const now = Date.now();
    for (const [file, last] of this.lastProgress) {
      if (now - last < this.limitMs) continue;
      this.lastProgress.delete(file);
      void this.fail(file, Math.round((now - last) / 1000));
    }
  }

  private async fail(file: string, seconds: number): Promise<void> {
    const name = path.relative(this.vitest?.config.root ?? process.cwd(), file);
    process.stderr.write(`\n[watchdog] ${name} made no progress for ${seconds} s; failing it\n`);
    this.stalled.push(file);
    this.writeReport();
    const worker = this.workerOf(file);
    if (worker !== undefined) {
      // Vitest sees the worker exit, reports an error (which fails the run) and carries on.
      process.stderr.write(`[watchdog] killing its worker process ${worker}\n`);
      try {
        process.kill(worker, 'SIGKILL');
        return;
      } catch {
        // already gone: end the run below
      }
    }
    await this.endRun(name);
  }

  /** The forked worker that wrote this file into its beacon last (vitest-watchdog-beacon.ts). */
  private workerOf(file: string): number | undefined {
    const dir = beaconDir(process.pid);
    const children = new Set(childPids());
    try {
      for (const entry of readdirSync(dir)) {
        const pid = Number(entry);
        if (children.has(pid) && readFileSync(path.join(dir, entry), 'utf8') === file) return pid;
      }
    } catch {
      // no beacons
    }
    return undefined;
  }

  /** No worker to kill: the other reporters write what they have (the JSON report too), then the run ends. */
  private async endRun(name: string): Promise<void> {
    process.stderr.write(`[watchdog] no worker process known for ${name}; ending the run\n`);
    const vitest = this.vitest;
    if (vitest) {
      const modules = vitest.state.getFiles().map((task) => vitest.state.getReportedEntity(task) as TestModule);
      // Vitest's list of reporters is not in its public types; without it nothing more is written.
      const reporters = (vitest as unknown as { reporters?: Reporter[] }).reporters ?? [];
      const others = reporters.filter((reporter) => reporter !== this);
      const written = Promise.allSettled(others.map(async (reporter) => reporter.onTestRunEnd?.(modules, [], 'failed')));
      // A reporter that waits on the stuck worker must not hold the exit.
      await Promise.race([written, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    }
    // A worker left spinning would keep a core busy after the run.
    for (const pid of childPids()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(beaconDir(process.pid), { recursive: true, force: true });
    process.exit(1);
  }

  private writeReport(): void {
    if (!this.reportFile) return;
    const root = this.vitest?.config.root ?? process.cwd();
    mkdirSync(path.dirname(this.reportFile), { recursive: true });
    writeFileSync(this.reportFile, `${JSON.stringify({ stalled: this.stalled.map((file) => path.relative(root, file)) }, null, 2)}\n`);
  }
}
