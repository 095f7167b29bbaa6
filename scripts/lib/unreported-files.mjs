// The test files a Vitest run never reached: when the watchdog ends a run (a stuck worker it cannot
// kill alone), the files not yet started are in no report, and would silently not count.
import path from 'node:path';

/**
 * `all`: every test file (absolute, from `vitest list --filesOnly --json`); `reported`: the files the
 * run's JSON report holds (absolute); `stalled`: the files the watchdog stopped (relative to `root`).
 * Returns the files neither reported nor stalled, relative to `root`, in the listed order.
 */
export function unreportedFiles({ root, all, reported, stalled }) {
  const seen = new Set([...reported, ...stalled.map((file) => path.resolve(root, file))]);
  return [...new Set(all)].filter((file) => !seen.has(file)).map((file) => path.relative(root, file));
}
