// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { server as inProcessMock } from '../node';
import { APP_WRITE_HEADERS } from '../core/test-utils';
import { parseArgs } from './cli';
import { type MockServer, startMockServer } from './server';

// Real sockets: the in-process MSW server of the test setup would answer first (see server.test.ts).
beforeAll(() => inProcessMock.close());
afterAll(() => inProcessMock.listen({ onUnhandledRequest: 'error' }));

let site: string;
let mock: MockServer;

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'mock-partner-site-'));
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>app shell</title>');
  writeFileSync(path.join(site, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'self'\n");
  mock = await startMockServer({ port: 0, partnerPort: 0, staticDir: site });
});

afterAll(async () => {
  await fetch(`${mock.url}/__mock/scenario?mock_partners=clear`, { method: 'POST' });
  await mock.close();
  rmSync(site, { recursive: true, force: true });
});

describe('partner pages and the mock HTTP server (docs/partners.md)', () => {
  it('gives a session cookie a partner frame of another site keeps: SameSite=None; Secure; Partitioned on loopback', async () => {
    const body = new FormData();
    body.append('login', 'demo@example.com');
    body.append('password', 'demo1234');
    const response = await fetch(`${mock.url}/api/auth/login?v=2.34&locale=en`, { method: 'POST', body, headers: APP_WRITE_HEADERS });
    const line = response.headers.getSetCookie().find((item) => item.startsWith('mock_session='));
    expect(line?.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=None', 'Secure', 'Partitioned']));
  });

  it('serves a partner demo page on its own port that frames the site on the other loopback name', async () => {
    expect(mock.partnerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const demo = await fetch(`${mock.partnerUrl!.replace('127.0.0.1', 'localhost')}/`);
    expect(demo.status).toBe(200);
    const html = await demo.text();
    expect(html).toContain(`const SITE = ${JSON.stringify(`http://127.0.0.1:${mock.port}`)}`);
    expect(html).toContain('<iframe');
    // Nothing of the site on the partner's origin.
    expect((await fetch(`${mock.partnerUrl}/api/metadata/get?v=2.34&locale=en`)).status).toBe(404);
    expect((await fetch(`${mock.partnerUrl}/?site=javascript:alert(1)`)).status).toBe(400);
  });

  it('adds the origins of mock_partners to the frame-ancestors it sends with the build', async () => {
    const before = await fetch(`${mock.url}/`, { headers: { accept: 'text/html' } });
    expect(before.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'self'");
    expect((await fetch(`${mock.url}/__mock/scenario?mock_partners=http://localhost:4415`, { method: 'POST' })).status).toBe(200);
    const after = await fetch(`${mock.url}/`, { headers: { accept: 'text/html' } });
    expect(after.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'self' http://localhost:4415");
  });

  it('takes --partner-port and MOCK_PARTNER_PORT', () => {
    expect(parseArgs(['--partner-port', '4415'], {})).toEqual({ partnerPort: 4415 });
    expect(parseArgs([], { MOCK_PARTNER_PORT: '4416' })).toEqual({ partnerPort: 4416 });
  });
});
