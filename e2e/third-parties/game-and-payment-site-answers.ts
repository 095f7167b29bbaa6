/**
 * What the game and payment stand-ins share: the site's API answers rewritten on their way to the
 * page (the mock backend names its own origins where a deployment's API names a provider's host),
 * and a provider's host answered from the mock backend. Both send the site's cookies themselves:
 * Playwright shows an intercepted request without its HttpOnly cookies, and its request context sends
 * no partitioned cookie, while the mock server knows the player only by its partitioned session cookie.
 */
import type { APIResponse, BrowserContext, Route } from '@playwright/test';

type FetchOptions = NonNullable<Parameters<Route['fetch']>[0]>;

/**
 * `route.fetch`, once more when the connection was reset: Node's agent keeps sockets alive, and one
 * the mock server has just closed as idle resets before the server read the request.
 */
export async function fetchForRoute(route: Route, options: FetchOptions): Promise<APIResponse> {
  try {
    return await route.fetch(options);
  } catch (error) {
    if (!(error instanceof Error) || !/ECONNRESET|socket hang up/.test(error.message)) throw error;
    return route.fetch(options);
  }
}

/** The browser's cookies for `url`, as one Cookie header. */
async function cookiesFor(context: BrowserContext, url: string): Promise<string> {
  return (await context.cookies(url)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Answers the site's API calls whose path ends with `pathEnd` with the backend's answer, its text rewritten. */
export async function rewriteSiteAnswers(context: BrowserContext, siteUrl: string, pathEnd: string, rewrite: (text: string) => string): Promise<void> {
  const site = new URL(siteUrl).origin;
  await context.route(
    (url) => url.origin === site && url.pathname.endsWith(pathEnd),
    async (route) => {
      const request = route.request();
      const headers = { ...(await request.allHeaders()), cookie: await cookiesFor(context, request.url()) };
      const response = await fetchForRoute(route, { headers });
      await route.fulfill({ response, body: rewrite(await response.text()) });
    },
  );
}

/**
 * Answers a provider's request from `origin` (the same path and query), with the browser's cookies
 * of that origin; a redirect is passed on for the browser to follow.
 */
export async function answerFrom(route: Route, context: BrowserContext, origin: string): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const target = `${origin}${url.pathname}${url.search}`;
  const headers = { ...(await request.allHeaders()), cookie: await cookiesFor(context, target) };
  const response = await fetchForRoute(route, { url: target, headers, maxRedirects: 0 });
  const { location } = response.headers();
  await route.fulfill({
    status: response.status(),
    headers: { 'content-type': response.headers()['content-type'] ?? 'text/plain', 'cache-control': 'no-store', ...(location ? { location } : {}) },
    body: await response.body(),
  });
}
