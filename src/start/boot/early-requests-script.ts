/**
 * The inline script first in a prerendered page's <head>: it starts the GET requests the first
 * screen waits for before any script of the app has arrived, and leaves their promises in
 * `window.__earlyResponses` for adoptEarlyResponses (src/start/runtime/early-responses.ts).
 *
 * Not a module of the app: the build compiles this file and what it imports into one minified
 * script (the `?inline-script` import of early-requests.ts, scripts/prerender/inline-script-plugin.ts),
 * the same text on every page, so a Content-Security-Policy allows it by one hash. It reads the
 * page's requests from the data block before it, which is data, not script, for the policy. So it
 * imports constants and the address rule only, and never throws into the page.
 *
 * Which requests: the page's own when the address is the page's (the `plain` ones only without a
 * query; a shell's for any one last segment, put in the URLs' SEGMENT_SLOT; the address rule of
 * src/lib/router/page-address.ts), the shell's of the
 * address's locale when the file is served for another address, none in a frame (the app adds
 * `non_strict` there). A page with early texts also gets `window.__earlyTexts`, settled once they
 * are written (or cannot be): the loader of the app's scripts waits for it (scripts/prerender/page-html.ts).
 */
import { addressMatches, ANY_SEGMENT, withoutTrailingSlash } from '@/lib/router/page-address';
import { APP_STARTED_ATTRIBUTE } from '@/start/runtime/early-responses';
import { EARLY_REQUESTS_ID, type EarlyRequestsBlock, type EarlyText, SEGMENT_SLOT } from './early-requests-block';

type Json = unknown;

interface EarlyWindow {
  __earlyResponses?: Record<string, Promise<Response>>;
  __earlyTexts?: Promise<unknown>;
}

/** The first non-empty string at one of `paths` in `json`. */
function pick(json: Json, paths: (string | number)[][]): string | undefined {
  for (const path of paths) {
    let value = json;
    for (let i = 0; i < path.length && value != null; i++) value = (value as Record<string | number, Json>)[path[i]];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** Writes one answer's texts into their empty elements, once the markup is parsed, unless the app has started. */
function writeTexts(text: EarlyText, answer: Promise<Response> | undefined): Promise<void> {
  const doc = document;
  if (!answer) return Promise.resolve();
  return (
    answer
      .then((response) => (response.ok ? (response.clone().json() as Promise<Json>) : null))
      .then(
        (json) =>
          new Promise<void>((done) => {
            const put = () => {
              if (json && !doc.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)) {
                for (const id in text.fill) {
                  const element = doc.getElementById(id);
                  const value = pick(json, text.fill[id]);
                  if (element && !element.firstChild && value) element.textContent = value;
                }
              }
              done();
            };
            if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', put);
            else put();
          }),
      )
      .catch(() => undefined)
  );
}

function startEarlyRequests(): void {
  try {
    if (self !== top || !window.fetch) return;
    const early = window as EarlyWindow;
    const block = JSON.parse(document.getElementById(EARLY_REQUESTS_ID)!.textContent) as EarlyRequestsBlock;
    const path = withoutTrailingSlash(location.pathname);
    const pagePath = block.path ?? '';
    const own = addressMatches(pagePath, path);
    // A shell's requests name the address's last segment (its SEGMENT_SLOT).
    const segment = own && pagePath.endsWith(`/${ANY_SEGMENT}`) ? encodeURIComponent(decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))) : '';
    const urls = own ? block.always.concat(location.search ? [] : block.plain) : block.fallback[path.split('/')[1]];
    if (!urls) return;
    const started: Record<string, Promise<Response>> = (early.__earlyResponses = {});
    const absolute = (url: string) => new URL(url.split(SEGMENT_SLOT).join(segment), location.href).href;
    urls.forEach((url) => {
      const href = absolute(url);
      (started[href] = fetch(href, { credentials: 'same-origin' })).catch(() => undefined);
    });
    if (own && block.texts) early.__earlyTexts = Promise.all(block.texts.map((text) => writeTexts(text, started[absolute(text.url)])));
  } catch {
    // The app asks for everything itself.
  }
}

startEarlyRequests();
