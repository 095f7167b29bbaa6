// The checks of `npm run check:deployment` (scripts/check-deployment.mjs) against a deployed site:
// its headers and the files it must not serve (plain HTTP requests), then in Chromium the policy
// violations of its public pages and its service worker, which must let the backends' navigations
// through. Every wait has a limit: a hung site fails, it does not hang the check. Typed in
// deployment-checks.d.mts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  buildFileVerdict,
  entryScriptOf,
  gameOfHall,
  groupProblems,
  isHtml,
  navigationVerdicts,
  violationText,
} from './deployment-answers.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './chromium.mjs';
import {
  checkCsp,
  checkImmutable,
  checkNosniff,
  checkPermissionsPolicy,
  checkReferrerPolicy,
  checkRevalidated,
  headersFor,
  parseHeadersFile,
} from './deployment-headers.mjs';

/** Build outputs for the host, never for visitors (docs/static-hosting.md, "Files not to serve"). */
export const BUILD_ONLY_FILES = ['/.vite/manifest.json', '/_headers', '/nginx-headers.conf', '/csp-script-hashes.txt'];
/** Where the social login popup starts (src/features/auth/social/social-login-url.ts). */
export const OAUTH_INIT_PATH = '/oauth/init';

const LIMITS = {
  requestMs: 15_000,
  launchMs: 30_000,
  navigationMs: 30_000,
  /** The app starts once the page has settled: after its load event and a quiet moment. */
  appStartMs: 30_000,
  /** Late refusals (the custom code runs once the page has settled). */
  afterStartMs: 1_500,
  /** Installing the worker downloads its precache (some megabytes). */
  workerMs: 60_000,
};

const SECTIONS = {
  headers: 'Headers',
  files: 'Files not to serve',
  violations: 'Policy violations on load',
  worker: 'Service worker',
};

/** The build's expectations: its `_headers` rules and its build-only files, from the folder it was built in. */
export function readBuild(distDir) {
  const headersFile = path.join(distDir, '_headers');
  if (!existsSync(headersFile)) throw new Error(`${headersFile} not found: --dist names the folder of the build that was deployed`);
  const files = new Map();
  for (const address of BUILD_ONLY_FILES) {
    const file = path.join(distDir, ...address.split('/').filter(Boolean));
    if (existsSync(file)) files.set(address, readFileSync(file, 'utf8'));
  }
  return { rules: parseHeadersFile(readFileSync(headersFile, 'utf8')), files };
}

/** A GET with a time limit on the whole answer; never throws (an error is the answer). */
async function get(url, accept) {
  try {
    const response = await fetch(url, { headers: { Accept: accept }, redirect: 'follow', signal: AbortSignal.timeout(LIMITS.requestMs) });
    const body = await response.text();
    return { status: response.status, headers: response.headers, body, error: null };
  } catch (error) {
    const reason = error?.name === 'TimeoutError' ? `no answer within ${LIMITS.requestMs / 1000} s` : (error?.cause?.message ?? error?.message ?? String(error));
    return { status: 0, headers: new Headers(), body: '', error: reason };
  }
}

const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A check over several addresses: one result, its problems grouped by address. */
function combined(name, entries, section) {
  const problems = groupProblems(entries);
  const notes = [...new Set(entries.flatMap((entry) => entry.notes ?? []))];
  const where = entries.length === 1 ? entries[0].where : `${entries.length} addresses`;
  return { section, name, ok: problems === '', detail: problems === '' ? `as strict as required on ${where}` : problems, notes };
}

/**
 * Headers of the pages, of /sw.js and of the entry script; the pages' HTML is kept for what the
 * browser checks need (the entry script, a game of the hall).
 */
async function headerChecks({ origin, pages, game, expected }, report) {
  const section = SECTIONS.headers;
  const expectedFor = (pathname) => (expected ? headersFor(expected.rules, pathname) : {});
  let chosenGame = game;
  if (pages.some((page) => page.includes('{game}')) && !chosenGame) {
    const hall = await get(`${origin}/en/gamehall`, HTML_ACCEPT);
    chosenGame = gameOfHall(hall.body, 'en');
    const why = hall.error ? `the hall (/en/gamehall) did not answer (${hall.error})` : `the hall (/en/gamehall, ${hall.status}) links to no game`;
    if (!chosenGame) report({ section, name: 'a game page', ok: false, detail: `${why}: name one with --game SYSNAME` });
  }
  const addresses = pages.flatMap((page) => (page.includes('{game}') ? (chosenGame ? [page.replaceAll('{game}', encodeURIComponent(chosenGame))] : []) : [page]));

  const answers = [];
  for (const address of addresses) answers.push({ where: address, ...(await get(`${origin}${address}`, HTML_ACCEPT)) });
  const broken = answers.filter((answer) => answer.error || answer.status !== 200 || !isHtml(answer.headers.get('content-type'), answer.body));
  report({
    section,
    name: 'the pages answer',
    ok: broken.length === 0,
    detail:
      broken.length === 0
        ? `${answers.length} pages, 200 with HTML`
        : broken.map((answer) => `${answer.where}: ${answer.error ?? `${answer.status} ${answer.headers.get('content-type') ?? ''}`.trim()}`).join(', '),
  });
  const pagesOk = answers.filter((answer) => !broken.includes(answer));
  const entryScript = pagesOk.map((answer) => entryScriptOf(answer.body)).find(Boolean) ?? null;

  const worker = { where: '/sw.js', ...(await get(`${origin}/sw.js`, '*/*')) };
  const asset = entryScript ? { where: entryScript, ...(await get(`${origin}${entryScript}`, '*/*')) } : null;
  const everything = [...pagesOk, worker, ...(asset ? [asset] : [])].filter((answer) => !answer.error);

  const verdicts = (list, name, check) =>
    list.map((answer) => ({ where: answer.where, ...check(answer.headers.get(name), expectedFor(new URL(answer.where, origin).pathname)[name.toLowerCase()]) }));

  const csp = verdicts(pagesOk, 'Content-Security-Policy', checkCsp).map((entry, index) => {
    const onlyReport = entry.problems[0] === 'missing' && pagesOk[index].headers.has('content-security-policy-report-only');
    return onlyReport ? { ...entry, problems: ['only Content-Security-Policy-Report-Only, which enforces nothing'] } : entry;
  });
  const results = [
    combined('Content-Security-Policy', csp, section),
    combined('X-Content-Type-Options', verdicts(everything, 'X-Content-Type-Options', checkNosniff), section),
    combined('Referrer-Policy', verdicts(everything, 'Referrer-Policy', checkReferrerPolicy), section),
    combined('Permissions-Policy', verdicts(pagesOk, 'Permissions-Policy', checkPermissionsPolicy), section),
  ];
  for (const result of results) {
    // No page answered: nothing was checked, which is no pass.
    if (pagesOk.length === 0) report({ ...result, ok: false, detail: 'no page to check' });
    else report(result);
  }
  cacheChecks({ worker, asset, expectedFor }, report);
  return { addresses, entryScript };
}

/** sw.js revalidated at every use, the hashed entry script kept long and immutable. */
function cacheChecks({ worker, asset, expectedFor }, report) {
  const section = SECTIONS.headers;
  if (worker.error || worker.status !== 200) {
    report({ section, name: 'Cache-Control of /sw.js', ok: false, detail: worker.error ?? `/sw.js answers ${worker.status}` });
  } else {
    const { problems } = checkRevalidated(worker.headers.get('cache-control'));
    report({ section, name: 'Cache-Control of /sw.js', ok: problems.length === 0, detail: problems.join('; ') || worker.headers.get('cache-control') });
  }
  if (!asset || asset.error || asset.status !== 200) {
    const detail = !asset ? 'no page names its /assets/ entry script' : (asset.error ?? `${asset.where} answers ${asset.status}`);
    report({ section, name: 'Cache-Control of /assets/', ok: false, detail });
  } else {
    const { problems } = checkImmutable(asset.headers.get('cache-control'), expectedFor(asset.where)['cache-control']);
    const detail = problems.length === 0 ? `${asset.headers.get('cache-control')} (${asset.where})` : `${asset.where}: ${problems.join('; ')}`;
    report({ section, name: 'Cache-Control of /assets/', ok: problems.length === 0, detail });
  }
}

async function fileChecks({ origin, expected }, report) {
  for (const address of BUILD_ONLY_FILES) {
    const answer = await get(`${origin}${address}`, '*/*');
    const verdict = answer.error
      ? { ok: false, detail: answer.error }
      : buildFileVerdict({ status: answer.status, contentType: answer.headers.get('content-type'), body: answer.body, buildFile: expected?.files.get(address) });
    report({ section: SECTIONS.files, name: address, ...verdict });
  }
}

/** `promise`, or `fallback` once `ms` have passed. */
function within(promise, ms, fallback) {
  let timer;
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}

const appStarted = (page) =>
  page
    .waitForFunction(() => document.documentElement.dataset.webApp === 'started', undefined, { timeout: LIMITS.appStartMs })
    .then(() => true)
    .catch(() => false);

/** Each page in a context without service workers: its refusals as the host serves it. */
async function violationChecks(browser, { origin, addresses }, report) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    let events = [];
    let consoleErrors = [];
    await page.exposeFunction('__deploymentCheckViolation', (violation) => events.push(violationText(violation)));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__deploymentCheckViolation?.({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, source: event.sourceFile ? `${event.sourceFile.replace(location.origin, '')}:${event.lineNumber}` : '' });
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) consoleErrors.push(`console: ${message.text().slice(0, 160)}`);
    });
    for (const address of addresses) {
      events = [];
      consoleErrors = [];
      const problems = [];
      const response = await page.goto(`${origin}${address}`, { waitUntil: 'load', timeout: LIMITS.navigationMs }).catch((error) => {
        problems.push(`did not load: ${error.message.split('\n')[0]}`);
        return null;
      });
      if (response && response.status() >= 400) problems.push(`answers ${response.status()}`);
      if (problems.length === 0 && !(await appStarted(page))) problems.push(`the app did not start within ${LIMITS.appStartMs / 1000} s`);
      if (problems.length === 0) await page.waitForTimeout(LIMITS.afterStartMs);
      // Chromium logs each refusal the event reports too: the console counts only where no event came.
      const refusals = [...new Set(events.length > 0 ? events : consoleErrors)];
      if (refusals.length > 0) problems.unshift(`${refusals.length} refused: ${refusals.slice(0, 3).join(' | ')}${refusals.length > 3 ? ' | …' : ''}`);
      report({ section: SECTIONS.violations, name: address, ok: problems.length === 0, detail: problems.join('; ') || 'none, the app started' });
    }
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The backends' navigations to try: `/oauth/init?...` and each base on the site's own origin. */
function backendNavigations(origin, { apiBase, cmsBase }) {
  const oauth = new URL(OAUTH_INIT_PATH, origin);
  oauth.searchParams.set('service', 'google');
  oauth.searchParams.set('redirect_url', `${origin}/en/`);
  oauth.searchParams.set('type_auth', 'login');
  return [
    { label: `${OAUTH_INIT_PATH}?service=google&…`, url: oauth.href },
    ...[apiBase, cmsBase].filter((base) => base !== null).map((base) => ({ label: base, url: new URL(base, origin).href })),
  ];
}

/** The navigation's first answer (before redirects), within the time limit. */
async function firstAnswer(page, url) {
  const sameAddress = (candidate) => candidate.split('#')[0] === url;
  let seen = null;
  const listener = (response) => {
    if (!seen && response.request().isNavigationRequest() && sameAddress(response.url())) seen = response;
  };
  page.on('response', listener);
  let final = null;
  let error = null;
  try {
    final = await page.goto(url, { waitUntil: 'commit', timeout: LIMITS.navigationMs });
  } catch (caught) {
    error = caught;
  } finally {
    page.off('response', listener);
  }
  if (final) {
    let request = final.request();
    while (request.redirectedFrom()) request = request.redirectedFrom();
    seen = (await within(request.response(), LIMITS.requestMs, null)) ?? seen;
  }
  return { response: seen, error };
}

/** The worker: registered at /sw.js for `/`, in control, and out of the backends' way. */
async function workerChecks(browser, { origin, addresses, entryScript, apiBase, cmsBase }, report) {
  const section = SECTIONS.worker;
  const context = await browser.newContext();
  const navigations = backendNavigations(origin, { apiBase, cmsBase });
  const skipAll = (reason) => {
    for (const { label } of navigations) report({ section, name: `${label} passes the service worker`, ok: false, detail: `not checked: ${reason}` });
  };
  try {
    const page = await context.newPage();
    const start = addresses.find((address) => address.startsWith('/en')) ?? addresses[0] ?? '/';
    const loaded = await page.goto(`${origin}${start}`, { waitUntil: 'load', timeout: LIMITS.navigationMs }).then(
      () => null,
      (error) => error.message.split('\n')[0],
    );
    if (loaded !== null) {
      report({ section, name: '/sw.js is registered with scope /', ok: false, detail: `${start} did not load: ${loaded}` });
      return skipAll('no page');
    }
    // The app registers the worker once the page has settled (src/lib/pwa/start-web-app.ts).
    if (!(await appStarted(page))) {
      report({ section, name: '/sw.js is registered with scope /', ok: false, detail: `the app did not start on ${start}, so nothing registers the worker` });
      return skipAll('no worker');
    }
    const registration = await page.evaluate(async (ms) => {
      if (!('serviceWorker' in navigator)) return { error: 'the page has no service worker API (not a secure context: https)' };
      const ready = await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(() => resolve(null), ms))]);
      if (!ready) return { error: `no worker became active within ${ms / 1000} s` };
      const worker = ready.active ?? ready.waiting ?? ready.installing;
      return { scope: ready.scope, script: worker?.scriptURL ?? null };
    }, LIMITS.workerMs);
    if ('error' in registration) {
      report({ section, name: '/sw.js is registered with scope /', ok: false, detail: registration.error });
      return skipAll('no worker');
    }
    const registeredOk = registration.scope === `${origin}/` && registration.script === `${origin}/sw.js`;
    report({
      section,
      name: '/sw.js is registered with scope /',
      ok: registeredOk,
      detail: registeredOk ? 'registered' : `registered ${registration.script} with scope ${registration.scope}`,
    });
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: LIMITS.workerMs })
      .then(() => true)
      .catch(() => false);
    report({
      section,
      name: 'the worker controls the page',
      ok: controlled,
      detail: controlled ? start : `${start} had no controller after ${LIMITS.workerMs / 1000} s`,
    });
    if (!controlled) return skipAll('no worker controls the page');

    for (const { label, url } of navigations) {
      const { response, error } = await firstAnswer(page, url);
      if (!response) {
        const reason = error ? error.message.split('\n')[0] : 'no answer';
        report({ section, name: `${label} passes the service worker`, ok: false, detail: reason });
        continue;
      }
      const headers = await within(response.allHeaders(), LIMITS.requestMs, {});
      const redirect = response.status() >= 300 && response.status() < 400;
      const body = redirect ? '' : await within(response.text().catch(() => ''), LIMITS.requestMs, '');
      const { worker, backend } = navigationVerdicts({
        fromServiceWorker: response.fromServiceWorker(),
        status: response.status(),
        contentType: headers['content-type'] ?? '',
        body,
        location: headers.location ?? null,
        entryScript,
      });
      report({ section, name: `${label} passes the service worker`, ...worker });
      report({ section, name: `${label} reaches the backend`, ...backend });
    }
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The headless shell the tests use, or the full browser when the shell is not installed. */
function chromiumPath() {
  return existsSync(TEST_CHROMIUM_PATH) ? TEST_CHROMIUM_PATH : CHROMIUM_PATH;
}

/**
 * Runs every check against `origin` and hands each result to `report` as it is known; resolves
 * with all of them. `expected` is readBuild()'s, or null for the baseline alone.
 */
export async function runDeploymentChecks({ origin, pages, game = null, expected = null, browser: useBrowser = true, apiBase, cmsBase }, report = () => {}) {
  const results = [];
  const add = (result) => {
    results.push(result);
    report(result);
  };
  const { addresses, entryScript } = await headerChecks({ origin, pages, game, expected }, add);
  await fileChecks({ origin, expected }, add);
  if (!useBrowser) return results;

  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], timeout: LIMITS.launchMs });
  } catch (error) {
    add({ section: SECTIONS.violations, name: 'Chromium starts', ok: false, detail: `${chromiumPath()}: ${error.message.split('\n')[0]}` });
    return results;
  }
  try {
    await violationChecks(browser, { origin, addresses }, add);
    const sameOrigin = (base) => new URL(base, origin).origin === origin;
    for (const base of [apiBase, cmsBase].filter((base) => !sameOrigin(base))) {
      add({ section: SECTIONS.worker, name: `${base} passes the service worker`, ok: true, detail: "another origin: the site's worker never sees it" });
    }
    await workerChecks(browser, { origin, addresses, entryScript, apiBase: sameOrigin(apiBase) ? apiBase : null, cmsBase: sameOrigin(cmsBase) ? cmsBase : null }, add);
  } finally {
    await browser.close().catch(() => undefined);
  }
  return results;
}
