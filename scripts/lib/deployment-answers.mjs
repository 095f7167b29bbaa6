// What `npm run check:deployment` makes of the bodies a site answers, without I/O: is it one of the
// app's pages, which entry script and game does a page name, was a build-only file served, did a
// backend navigation reach the backend. Typed in deployment-answers.d.mts.

/** An HTML document, by its type or by how it starts. */
export function isHtml(contentType, body) {
  if (/\btext\/html\b/i.test(contentType ?? '')) return true;
  return /^\s*(<!doctype html|<html[\s>])/i.test(body.slice(0, 200));
}

/**
 * The app's entry script named by a page: the module script of the shells (`src`) or the one the
 * prerendered pages start after their first paint (`data-src`).
 */
export function entryScriptOf(html) {
  return /<script\b[^>]*?\s(?:data-)?src="(\/assets\/[^"?#]+\.m?js)"/i.exec(html)?.[1] ?? null;
}

/** One of the app's pages (a shell, a prerendered page, its not-found page): it starts the app. */
export function isAppPage(body, entryScript) {
  return (entryScript !== null && body.includes(`"${entryScript}"`)) || /<div id="root"/.test(body);
}

/** The first game a prerendered hall links to, e.g. `lucky-orbit-fruits`. */
export function gameOfHall(html, locale) {
  const match = new RegExp(`href="/${locale}/game/([^"/?#]+)`).exec(html);
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * A build-only file asked for by its address: refused (4xx), or answered with an HTML page (a
 * static host's SPA fallback), is not served; anything else is, or may be.
 */
export function buildFileVerdict({ status, contentType, body, buildFile }) {
  if (status >= 400 && status < 500) return { ok: true, detail: `${status}` };
  if (status >= 500) return { ok: false, detail: `answers ${status}: refuse it with 404` };
  if (isHtml(contentType, body)) return { ok: true, detail: `${status} with an HTML page (the SPA fallback), not the file` };
  const same = buildFile !== null && buildFile !== undefined && body === buildFile;
  return { ok: false, detail: `served: ${status}, ${contentType || 'no type'}, ${body.length} bytes${same ? " (the build's file)" : ''}` };
}

/**
 * A navigation to a backend address (`/oauth/init?...`, the API's base) in a page the service
 * worker controls: the worker must let it through, and the network must answer with something
 * else than the app (which would mean the host does not send the address to the backend).
 */
export function navigationVerdicts({ fromServiceWorker, status, contentType, body, location, entryScript }) {
  const appPage = status < 300 && isHtml(contentType, body) && isAppPage(body, entryScript);
  const what =
    status >= 300 && status < 400
      ? `${status} to ${location ?? 'nowhere'}`
      : `${status}${appPage ? ", the app's page" : contentType ? `, ${contentType.split(';')[0]}` : ''}`;
  let worker = { ok: true, detail: `from the network (${what})` };
  if (fromServiceWorker && appPage) {
    worker = { ok: false, detail: `the service worker answered with the app's page (its navigation fallback, ${status}): it must leave this address to the network` };
  } else if (fromServiceWorker) {
    worker = { ok: false, detail: `went through the service worker (one of its routes handled it, ${what}): it must leave this address to the network` };
  }
  let backend;
  if (fromServiceWorker) backend = { ok: false, detail: 'not reached: the service worker answered' };
  else if (appPage) {
    backend = { ok: false, detail: "the host answered with the app's page (its SPA fallback): send this address to the backend" };
  } else backend = { ok: true, detail: what };
  return { worker, backend };
}

/** A `securitypolicyviolation` event or CSP console error, as one line. */
export function violationText({ directive, blocked, sample, source }) {
  const what = blocked && blocked !== 'inline' && blocked !== 'eval' ? blocked : `${blocked || 'inline'} code`;
  const at = source ? ` at ${source}` : '';
  return `${directive} refused ${what}${sample ? ` ("${sample.slice(0, 40)}")` : ''}${at}`;
}

/**
 * Problems found at several addresses, grouped: `/, /en/: missing; /sw.js: is "x"`. Addresses
 * without problems are left out.
 */
export function groupProblems(entries) {
  const groups = new Map();
  for (const { where, problems } of entries) {
    if (problems.length === 0) continue;
    const key = problems.join('; ');
    groups.set(key, [...(groups.get(key) ?? []), where]);
  }
  return [...groups].map(([problems, places]) => `${places.join(', ')}: ${problems}`).join(' | ');
}
