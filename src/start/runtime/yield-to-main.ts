interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so a long start is several short tasks the
 * browser can answer input (and paint) between, instead of one long task.
 * `scheduler.yield()` where the browser has it (the continuation keeps its priority), a zero
 * timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
