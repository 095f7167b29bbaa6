/**
 * Whether an address may carry a social login's return (see social-auth-result.ts): a cheap test
 * the app shell runs on every page, kept apart so the social watcher's code loads only when there
 * is something to finish.
 */
export function mayCarrySocialResult(pathname: string, search: string): boolean {
  return new URLSearchParams(search).has('access_token') || /\/connect\/[^/]+\/redirect\/?$/.test(pathname);
}
