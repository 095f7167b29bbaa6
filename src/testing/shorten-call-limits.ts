/**
 * Calls' time limits (the base query's `AbortSignal.timeout`), shortened so a test need not wait
 * for them: every limit asked for fires after `ms`. Returns the limits the code asked for. Undone by
 * `vi.restoreAllMocks()`.
 */
export function shortenCallLimits(ms = 50): number[] {
  const asked: number[] = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((limit: number) => {
    asked.push(limit);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
    return controller.signal;
  });
  return asked;
}
