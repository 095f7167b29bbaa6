/**
 * Third parties under their real names. The browser asks each vendor's real hosts (the chat
 * widgets' script, API and WebSocket hosts, the identity check's SDK and frame, the tag manager...)
 * and Playwright answers them with local stand-ins, so the production build's policy and
 * permissions are tried with the host names a player's browser meets. A host no stand-in serves is
 * refused and recorded: the machine has no network, and a test must not depend on one.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface StandIn {
  /** The vendor, as docs/third-parties.md names it. */
  name: string;
  /** Answers the vendor's hosts in this browser context (context.route, context.routeWebSocket). */
  install(context: BrowserContext): Promise<void>;
}

/** The site's own hosts: everything else is a third party. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isThirdParty(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') && !LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Refuses every third-party request no stand-in answers (installed first: Playwright tries the
 * routes added last first) and returns the list of refused addresses.
 */
export async function refuseUnlistedHosts(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route(
    (url) => isThirdParty(url.href),
    async (route) => {
      refused.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return refused;
}

/**
 * Installs stand-ins in the page's context, after a route that refuses every other third-party
 * host; returns the refused addresses. (Without this a third-party request simply fails: the
 * machine has no network. Routing is not on by default, as it costs every request a round trip.)
 */
export async function serveStandIns(context: BrowserContext, standIns: readonly StandIn[]): Promise<string[]> {
  const refused = await refuseUnlistedHosts(context);
  for (const standIn of standIns) await standIn.install(context);
  return refused;
}

export interface PolicyViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Every `securitypolicyviolation` of every document the page loads (frames of the site included). */
export async function watchPolicyViolations(page: Page): Promise<PolicyViolation[]> {
  const violations: PolicyViolation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: PolicyViolation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (violation: PolicyViolation) => void }).__reportCspViolation;
      report?.({ page: location.pathname, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return violations;
}
