/**
 * The scheme of a launch address: a page of another site the app frames (a game provider's launch
 * address, a sportsbook vendor's page) or a vendor script it loads. https always. Plain http can be
 * read and rewritten anywhere between the player and that site, so production builds refuse it.
 * Mock builds take it from a loopback host only: the developer's own machine, which browsers treat
 * as a secure context (an https page frames it without mixed content, and no network sees it).
 */

/** Host names as the URL parser writes them (`[::1]` keeps its brackets). */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why `url` may not be launched for its scheme, or null when it may. `mockBuild`: VITE_API_MOCKING. */
export function launchSchemeRefusal(url: URL, mockBuild: boolean): string | null {
  if (url.protocol === 'https:') return null;
  if (url.protocol !== 'http:') return `${url.protocol} is not https`;
  if (!mockBuild) return 'plain http is refused outside mock builds';
  return LOOPBACK_HOSTS.has(url.hostname) ? null : 'plain http is taken from a loopback host only';
}
