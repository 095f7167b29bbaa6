// A setup file (listed first in the Vitest config): a forked worker writes the test file it runs
// where the watchdog reporter of the main process finds it (scripts/lib/vitest-watchdog.ts), so a
// file that stops progressing costs only its own worker. Worker threads share the main process's
// id and cannot be killed alone: they write nothing, and the watchdog ends the run instead.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { beaconDir } from './vitest-watchdog';

function tell(file: string | undefined): void {
  if (!file) return;
  try {
    writeFileSync(path.join(beaconDir(process.ppid), String(process.pid)), file);
  } catch {
    // No watchdog in this run (its folder is missing): nothing to tell.
  }
}

if (isMainThread && typeof process.send === 'function') {
  // Setup files run for every test file before it is imported: a file that stops while its
  // modules load (before any hook) is named too.
  tell(expect.getState().testPath);
  // The file's own suite is the hook's second argument (the first is the fixtures' context).
  beforeAll(({}, suite) => {
    tell('filepath' in suite ? suite.filepath : suite.file.filepath);
  });
}
