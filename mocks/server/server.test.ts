// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { server as inProcessMock } from '../node';
import { APP_WRITE_HEADERS } from '../core/test-utils';
import { parseArgs } from './cli';
import { type MockServer, startMockServer } from './server';

// These requests must really cross the socket: the in-process MSW server of the test setup would
// otherwise answer them before they leave fetch(). It is switched back on for the setup's afterAll.
beforeAll(() => inProcessMock.close());
afterAll(() => inProcessMock.listen({ onUnhandledRequest: 'error' }));

let site: string;
let mock: MockServer;

/** The build's headers file (scripts/lib/security-headers.ts writes it). */
const HEADERS_FILE = `# comment
/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='; frame-src 'self' https:
  X-Content-Type-Options: nosniff
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/it/*
  X-Test: it
`;

const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'mock-server-site-'));
  mkdirSync(path.join(site, 'assets'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
  mkdirSync(path.join(site, 'it'));
  writeFileSync(path.join(site, 'it', 'gamehall.html'), '<!doctype html><title>Sala giochi</title>');
  mkdirSync(path.join(site, 'it', 'game'));
  writeFileSync(path.join(site, 'it', 'game', '_page.html'), '<!doctype html><title>Gioco</title>');
  writeFileSync(path.join(site, 'assets', 'index-AbCd123.js'), BIG_SCRIPT);
  writeFileSync(path.join(site, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(site, '_headers'), HEADERS_FILE);
  mkdirSync(path.join(site, 'locales', 'AbCd-12345', 'en'), { recursive: true });
  writeFileSync(path.join(site, 'locales', 'AbCd-12345', 'en', 'home.json'), '{"hero":{"title":"Welcome"}}');
  mock = await startMockServer({ port: 0, staticDir: site });
});

afterAll(async () => {
  await mock.close();
  rmSync(site, { recursive: true, force: true });
});

const api = (call: string, query = '') => `${mock.url}/api/${call.replace('.', '/')}?v=2.34&locale=en${query}`;

function sessionCookie(response: Response): string | null {
  const line = response.headers.getSetCookie().find((item) => item.startsWith('mock_session='));
  return line ? line.split(';')[0] : null;
}

async function login(email: string): Promise<string> {
  const body = new FormData();
  body.append('login', email);
  body.append('password', 'demo1234');
  const response = await fetch(api('auth.login'), { method: 'POST', body, headers: APP_WRITE_HEADERS });
  expect(response.status).toBe(200);
  const cookie = sessionCookie(response);
  expect(cookie).toMatch(/^mock_session=[0-9a-f-]{36}$/);
  return cookie!;
}

/** A form POST to an admin action, as the admin page's forms send it. */
function adminPost(action: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const body = new URLSearchParams(fields);
  return fetch(`${mock.url}/__mock/${action}`, { method: 'POST', body, headers, redirect: 'manual' });
}

/** A GET with a Host header of our choosing (fetch keeps the real one). */
function rawGet(address: string, host: string, port = mock.port): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: address, headers: { host } }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function accountLogin(cookie?: string): Promise<string | null> {
  const response = await fetch(api('account.getInfo'), { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { login: string | null } }).data.login;
}

describe('mock backend over HTTP', () => {
  it('answers main-API calls over the socket', async () => {
    const response = await fetch(api('metadata.get'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-mock-backend')).toBe('http');
    const body = (await response.json()) as { data: { languages: Array<{ code: string }> } };
    expect(body.data.languages.map((language) => language.code).sort()).toEqual(['en', 'es', 'it', 'ru']);
  });

  it('keeps a session per browser through the mock_session cookie', async () => {
    const demo = await login('demo@example.com');
    const kyc = await login('kyc@example.com');
    expect(await accountLogin(demo)).toBe('demo@example.com');
    expect(await accountLogin(kyc)).toBe('kyc@example.com');
    expect(await accountLogin()).toBeNull();

    const logout = await fetch(api('auth.logout'), { headers: { cookie: demo } });
    expect(logout.headers.getSetCookie().join()).toContain('Max-Age=0');
    expect(await accountLogin(demo)).toBeNull();
    expect(await accountLogin(kyc)).toBe('kyc@example.com');
  });

  it('applies QA switches through /__mock/scenario with the browser parser', async () => {
    const applied = await fetch(`${mock.url}/__mock/scenario?mock_error=account.getInfo:UserBanned`, { method: 'POST' });
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as { scenarios: { forcedErrors: unknown[] } }).scenarios.forcedErrors).toEqual([
      { match: 'account.getInfo', type: 'UserBanned' },
    ]);

    const banned = await fetch(api('account.getInfo'));
    expect(banned.status).toBe(403);
    expect(await banned.json()).toMatchObject({ error: { type: 'UserBannedException' } });
    expect((await fetch(api('metadata.get'))).status).toBe(200);

    const rejected = await fetch(`${mock.url}/__mock/scenario?mock_error=account.getInfoo:UserBanned`);
    const state = (await rejected.json()) as { warnings: Array<{ param: string }> };
    expect(state.warnings.map((warning) => warning.param)).toEqual(['mock_error=account.getInfoo:UserBanned']);
  });

  it('signs the calling browser in and out from the admin endpoint', async () => {
    const signIn = await adminPost('login', { email: 'demo@example.com', next: '/en/' }, { origin: mock.url });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toBe('/en/');
    const cookie = sessionCookie(signIn)!;
    expect(await accountLogin(cookie)).toBe('demo@example.com');

    const state = (await (await fetch(`${mock.url}/__mock/state`, { headers: { cookie } })).json()) as { session: { email: string } };
    expect(state.session.email).toBe('demo@example.com');
    expect((await adminPost('login', { email: 'nobody@example.com' })).status).toBe(404);
    expect((await adminPost('login', { email: 'demo@example.com', next: '//evil.example/' })).status).toBe(200);

    await adminPost('logout', {}, { cookie });
    expect(await accountLogin(cookie)).toBeNull();
    const page = await fetch(`${mock.url}/__mock/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Reset the mock backend');
  });

  it('serves the mock payment page and settles pending withdrawals through /__mock/scenario', async () => {
    const cookie = await login('demo@example.com');
    const post = async (call: string, fields: Record<string, string>) => {
      const body = new FormData();
      Object.entries(fields).forEach(([name, value]) => body.append(name, value));
      const response = await fetch(api(call), { method: 'POST', body, headers: { ...APP_WRITE_HEADERS, cookie } });
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };
    const back = `${mock.url}/en/cashier`;
    const paid = await post('cashier.makeDeposit', { method: 'redirect_pay', amount: '30', campaign_offer_id: '-1', return_url: back });
    const page = await fetch(String(paid.redirect_url));
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('Redirecta Pay');
    const pay = await fetch(`${mock.url}/mock-pay/${String(paid.transaction_id)}/decide?decision=pay&lang=en&return=${encodeURIComponent(back)}`, { redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`${back}/paysuccess/${String(paid.transaction_id)}`);

    const requisites = JSON.stringify({ card_number: '4242424242424242', card_holder: 'Alex Demo' });
    const taken = await post('cashier.makeWithdrawal', { method: 'card', amount: '100', requisites });
    await fetch(`${mock.url}/__mock/scenario?mock_withdrawals=approve`, { headers: { cookie } });
    const info = await fetch(api('cashier.getDepositInfo', `&id=${String(taken.transaction_id)}`), { headers: { cookie } });
    expect(((await info.json()) as { data: { status: string } }).data.status).toBe('success');
    const state = (await (await fetch(`${mock.url}/__mock/state`, { headers: { cookie } })).json()) as { session: { balance_main: number } };
    expect(state.session.balance_main).toBe(1000 + 30 - 100);
  });

  it('signs every browser out on reset', async () => {
    const demo = await login('demo@example.com');
    await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
    expect(await accountLogin(demo)).toBeNull();

    // The browser's order: reset first, then the sign-in of the same call.
    const both = await adminPost('scenario', { mock_reset: '1', mock_login: 'kyc@example.com' });
    expect(await accountLogin(sessionCookie(both)!)).toBe('kyc@example.com');
  });

  it('drops the connection while offline', async () => {
    await fetch(`${mock.url}/__mock/scenario?mock_offline=1`);
    await expect(fetch(api('metadata.get'))).rejects.toThrow();
    await fetch(`${mock.url}/__mock/scenario?mock_offline=0`);
    expect((await fetch(api('metadata.get'))).status).toBe(200);
  });

  it('serves the built app with SPA fallback, gzip and cache headers', async () => {
    const shell = await fetch(`${mock.url}/en/gamehall`, { headers: { accept: 'text/html' } });
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(await shell.text()).toContain('app shell');
    // A prerendered page is served for its clean address.
    expect(await (await fetch(`${mock.url}/it/gamehall`, { headers: { accept: 'text/html' } })).text()).toContain('Sala giochi');
    // A page shell for any last segment in its folder (decision record 040), not deeper, not elsewhere.
    const page = async (address: string) => (await fetch(`${mock.url}${address}`, { headers: { accept: 'text/html' } })).text();
    expect(await page('/it/game/book-of-orbit')).toContain('Gioco');
    expect(await page('/it/game/book-of-orbit/more')).toContain('app shell');
    expect(await page('/en/game/book-of-orbit')).toContain('app shell');
    expect(await page('/it/unknown')).toContain('app shell');

    const script = await fetch(`${mock.url}/assets/index-AbCd123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(await script.text()).toBe(BIG_SCRIPT);

    const again = await fetch(`${mock.url}/assets/index-AbCd123.js`, { headers: { 'if-none-match': script.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${mock.url}/robots.txt`)).headers.get('content-type')).toBe('text/plain; charset=utf-8');

    // The translations of a release (decision record 045): cached for good, and a release that is
    // gone is a 404 even for a browser that accepts HTML, so the page reloads instead of parsing HTML.
    const texts = await fetch(`${mock.url}/locales/AbCd-12345/en/home.json`);
    expect(texts.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await texts.json()).toEqual({ hero: { title: 'Welcome' } });
    expect((await fetch(`${mock.url}/locales/Old-123456/en/home.json`, { headers: { accept: 'text/html,*/*' } })).status).toBe(404);

    // Missing files, unknown API paths and escapes from the folder never get the app shell.
    expect((await fetch(`${mock.url}/assets/missing-AbCd1234.js`)).status).toBe(404);
    expect((await fetch(`${mock.url}/api/nothing/here/at/all`, { headers: { accept: 'text/html' } })).status).toBe(404);
    expect(await (await fetch(`${mock.url}/..%2f..%2fetc%2fpasswd`)).text()).not.toContain('root:');
  });

  it('signs in, signs out and resets by POST only', async () => {
    for (const action of ['login?email=demo@example.com', 'logout', 'reset']) {
      const refused = await fetch(`${mock.url}/__mock/${action}`, { redirect: 'manual' });
      expect(refused.status).toBe(405);
      expect(refused.headers.get('allow')).toBe('POST');
      expect(sessionCookie(refused)).toBeNull();
    }
    // The switches' address-bar form cannot sign in or reset either.
    const viaScenario = await fetch(`${mock.url}/__mock/scenario?mock_reset=1&mock_login=demo@example.com`);
    expect(viaScenario.status).toBe(405);
    expect(sessionCookie(viaScenario)).toBeNull();
  });

  it("refuses a POST from another site's page, and a cross-site navigation to the switches", async () => {
    const demo = await login('demo@example.com');
    for (const origin of ['https://evil.example', 'null', 'http://localhost:1']) {
      const signIn = await adminPost('login', { email: 'kyc@example.com' }, { origin });
      expect(signIn.status).toBe(403);
      expect(((await signIn.json()) as { error: string }).error).toMatch(/Origin/);
      expect(sessionCookie(signIn)).toBeNull();
      expect((await adminPost('reset', {}, { origin })).status).toBe(403);
    }
    expect(await accountLogin(demo)).toBe('demo@example.com');
    const navigated = await fetch(`${mock.url}/__mock/scenario?mock_offline=1`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(navigated.status).toBe(403);
    expect((await fetch(api('metadata.get'))).status).toBe(200);
  });

  it('refuses a foreign Host header (DNS rebinding), on every address', async () => {
    for (const address of ['/__mock/state', '/api/metadata/get?v=2.34&locale=en', '/en/']) {
      const refused = await rawGet(address, 'rebind.evil.example');
      expect(refused.status).toBe(421);
      expect(refused.body).toContain('rebind.evil.example');
      expect(refused.body).not.toContain('password');
    }
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect((await rawGet('/__mock/state', `${host}:${mock.port}`)).status).toBe(200);
    }
    const named = await startMockServer({ port: 0, allowedHosts: ['qa-box.lan'] });
    try {
      expect((await rawGet('/__mock/state', 'qa-box.lan:8080', named.port)).status).toBe(200);
      expect((await rawGet('/__mock/state', 'other.lan', named.port)).status).toBe(421);
    } finally {
      await named.close();
    }
  });

  it("sends the build's headers file with what it serves from the build, as a static host does", async () => {
    const page = await fetch(`${mock.url}/it/gamehall`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' 'sha256-abc='; frame-src 'self' https: ${mock.gameUrl}`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-test')).toBe('it');
    const fallback = await fetch(`${mock.url}/en/unknown`, { headers: { accept: 'text/html' } });
    expect(fallback.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(fallback.headers.get('x-test')).toBeNull();
    // The mock backend's own answers are another site's on a real deployment: not the app's policy.
    expect((await fetch(api('metadata.get'))).headers.get('content-security-policy')).toBeNull();
  });

  it('answers the social login addresses with the mock provider page, in the return address language, as a backend does', async () => {
    const popup = await fetch(`${mock.url}/oauth/init?service=google&redirect_url=${encodeURIComponent('/it/gamehall?social_state=n0nce')}&type_auth=login`, { headers: { accept: 'text/html' } });
    expect(popup.status).toBe(200);
    const html = await popup.text();
    expect(html).toContain('<html lang="it">');
    // the attempt's nonce goes back with the token
    expect(html).toContain('"state":"n0nce"');
    expect(html).toMatch(/data-token="mock-google-token\.demo@example\.com"/);
    expect(popup.headers.get('content-security-policy')).toBeNull();
    const redirect = await fetch(`${mock.url}/cms/api/connect/facebook?callback=${encodeURIComponent('/en/')}`, { headers: { accept: 'text/html' } });
    expect(await redirect.text()).toContain('data-token="mock-facebook-token.demo@example.com"');
    const foreign = await fetch(`${mock.url}/oauth/init?service=google&redirect_url=${encodeURIComponent('https://evil.example/')}`);
    expect(foreign.status).toBe(400);
  });

  it("takes Sumsub's webhooks: the documents sent, then the review as mock_verification says", async () => {
    const cookie = await login('kyc@example.com');
    const created = await fetch(api('verification.createApplicant'), { method: 'POST', headers: { cookie, ...APP_WRITE_HEADERS } });
    const applicantId = ((await created.json()) as { data: { applicant_id: string } }).data.applicant_id;
    await fetch(api('verification.getAccessToken'), { method: 'POST', headers: { cookie, ...APP_WRITE_HEADERS } });
    expect((await adminPost('sumsub-webhook', { type: 'applicantPending', applicantId })).status).toBe(200);
    const reviewed = await adminPost('sumsub-webhook', { type: 'applicantReviewed', applicantId });
    expect(await reviewed.json()).toMatchObject({ reviewAnswer: 'GREEN' });
    const info = await fetch(api('account.getInfo'), { headers: { cookie } });
    expect(JSON.stringify(await info.json())).toMatch(/"is_verified":true/);
    expect((await adminPost('sumsub-webhook', { type: 'applicantReviewed', applicantId: 'nobody' })).status).toBe(404);
    expect((await adminPost('sumsub-webhook', { type: 'other', applicantId })).status).toBe(400);
    expect((await fetch(`${mock.url}/__mock/sumsub-webhook?type=applicantPending&applicantId=${applicantId}`)).status).toBe(405);
  });

  it('never sends the files the build writes for the host (its headers file, the manifest of .vite/)', async () => {
    mkdirSync(path.join(site, '.vite'), { recursive: true });
    writeFileSync(path.join(site, '.vite', 'manifest.json'), '{}');
    for (const address of ['/_headers', '/.vite/manifest.json', '/.vite/']) {
      const response = await fetch(`${mock.url}${address}`, { headers: { accept: 'text/html' } });
      expect(response.status, address).toBe(404);
    }
  });

  it('serves the mock games on an origin of their own: launch addresses point there, and spins move the same wallet', async () => {
    expect(mock.gameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(mock.gameUrl).not.toBe(mock.url);
    const cookie = await login('demo@example.com');
    const launch = await fetch(api('games.get', `&sysname=lucky-orbit-fruits&fields=url&options=${encodeURIComponent('{"mode":"real"}')}`), { headers: { cookie } });
    const url = new URL(((await launch.json()) as { data: { items: Array<{ url: string }> } }).data.items[0].url);
    expect(url.origin).toBe(mock.gameUrl);
    expect(url.pathname).toBe('/mock-games/lucky-orbit-fruits');

    const page = await fetch(url, { headers: { cookie } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Lucky Orbit Fruits');
    const spin = await fetch(`${mock.gameUrl}/mock-games/api/spin`, {
      method: 'POST',
      headers: { cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: url.searchParams.get('session'), sysname: 'lucky-orbit-fruits', bet: 100, force: 'lose' }),
    });
    expect(spin.status).toBe(200);
    const state = (await (await fetch(`${mock.url}/__mock/state`, { headers: { cookie } })).json()) as { session: { balance_main: number } };
    expect(state.session.balance_main * 100).toBe(((await spin.json()) as { balance: number }).balance);

    // The games' origin serves nothing of the site, and the site no game page.
    for (const address of ['/api/metadata/get?v=2.34&locale=en', '/__mock/state', '/en/']) {
      expect((await fetch(`${mock.gameUrl}${address}`)).status).toBe(404);
    }
    expect((await fetch(`${mock.url}/mock-games/lucky-orbit-fruits?mode=demo`)).status).toBe(404);
    // A request cannot choose the games' port for the launch addresses.
    const forged = await fetch(api('games.get', `&sysname=lucky-orbit-fruits&fields=url&options=${encodeURIComponent('{"mode":"demo"}')}`), { headers: { 'x-mock-game-port': '1' } });
    expect(new URL(((await forged.json()) as { data: { items: Array<{ url: string }> } }).data.items[0].url).origin).toBe(mock.gameUrl);
    // The build's policy lets the site frame that origin.
    const hall = await fetch(`${mock.url}/it/gamehall`, { headers: { accept: 'text/html' } });
    expect(hall.headers.get('content-security-policy')).toContain(`frame-src 'self' https: ${mock.gameUrl}`);
  });

  it('points the launch addresses at the game origin it was given, and lets the site frame it', async () => {
    const provider = await startMockServer({ port: 0, staticDir: site, gameOrigin: 'https://games.orbit-forge.example' });
    try {
      const launch = await fetch(`${provider.url}/api/games/get?v=2.34&locale=en&sysname=lucky-orbit-fruits&fields=url&options=${encodeURIComponent('{"mode":"demo"}')}`);
      const url = new URL(((await launch.json()) as { data: { items: Array<{ url: string }> } }).data.items[0].url);
      expect(url.origin).toBe('https://games.orbit-forge.example');
      expect(url.pathname).toBe('/mock-games/lucky-orbit-fruits');
      const hall = await fetch(`${provider.url}/it/gamehall`, { headers: { accept: 'text/html' } });
      expect(hall.headers.get('content-security-policy')).toContain('https://games.orbit-forge.example');
    } finally {
      await provider.close();
    }
  });

  it('refuses a port that is taken', async () => {
    await expect(startMockServer({ port: mock.port })).rejects.toThrow(/already in use/);
  });
});

describe('mock server arguments', () => {
  it('takes flags over MOCK_PORT over the default', () => {
    expect(parseArgs([], {})).toEqual({});
    expect(parseArgs([], { MOCK_PORT: '5000' })).toEqual({ port: 5000 });
    expect(parseArgs(['--port', '6000', '--static=dist'], { MOCK_PORT: '5000' })).toEqual({ port: 6000, staticDir: 'dist' });
    expect(parseArgs(['--allow-host', 'qa-box.lan,Other.LAN', '--allow-host=third'], { MOCK_ALLOWED_HOSTS: 'from-env' })).toEqual({
      allowedHosts: ['from-env', 'qa-box.lan', 'other.lan', 'third'],
    });
    expect(parseArgs(['--game-port', '7001'], { MOCK_GAME_PORT: '5001' })).toEqual({ gamePort: 7001 });
    expect(parseArgs([], { MOCK_GAME_PORT: '0' })).toEqual({ gamePort: 0 });
    expect(parseArgs(['--game-origin', 'https://games.orbit-forge.example/'], {})).toEqual({ gameOrigin: 'https://games.orbit-forge.example' });
    expect(() => parseArgs([], { MOCK_GAME_ORIGIN: 'ftp://x' })).toThrow(/not an http\(s\) origin/);
    expect(() => parseArgs(['--port', 'abc'], {})).toThrow(/not a port/);
    expect(() => parseArgs(['--nope'], {})).toThrow(/unknown argument/);
  });
});
