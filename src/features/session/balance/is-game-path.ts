/**
 * SPEC §2: pages under a path containing /game get no automatic balance refresh. Read per path
 * segment like the canonical-address rule (decision 003), so /gamehall is not a game page while
 * /game/x and /en/game/x are; routes flagged `handle.gamePage` count too.
 */
export function isGamePath(pathname: string, handles: readonly unknown[] = []): boolean {
  if (/(^|\/)game(\/|$)/.test(pathname)) return true;
  return handles.some((handle) => typeof handle === 'object' && handle !== null && (handle as { gamePage?: unknown }).gamePage === true);
}
