// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { server as inProcessMock } from '../node';
import { parseArgs } from './cli';
import { headerNames, withoutHeaders } from './drop-headers';
import { type MockServer, startMockServer } from './server';

// The requests must cross the socket, not meet the test setup's in-process MSW server (server.test.ts).
beforeAll(() => inProcessMock.close());
afterAll(() => inProcessMock.listen({ onUnhandledRequest: 'error' }));

describe('the --drop-header test switch', () => {
  it('leaves the named headers out, whatever their case', () => {
    const reply = { status: 200, headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Type': 'text/plain' }, body: null };
    expect(withoutHeaders(reply, ['x-content-type-options']).headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(headerNames(' X-A, x-b  X-C,')).toEqual(['X-A', 'x-b', 'X-C']);
  });

  it('is read from the command line and MOCK_DROP_HEADERS', () => {
    expect(parseArgs(['--drop-header', 'Referrer-Policy', '--drop-header=X-A,X-B'], { MOCK_DROP_HEADERS: 'Permissions-Policy' })).toEqual({
      dropHeaders: ['Permissions-Policy', 'Referrer-Policy', 'X-A', 'X-B'],
    });
    expect(() => parseArgs(['--drop-header'], {})).toThrow(/needs a value/);
  });

  describe('on a running server', () => {
    let site: string;
    let mock: MockServer;

    beforeAll(async () => {
      site = mkdtempSync(path.join(tmpdir(), 'mock-server-drop-'));
      writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>app shell</title>');
      writeFileSync(path.join(site, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n');
      mock = await startMockServer({ port: 0, staticDir: site, dropHeaders: ['x-content-type-options'] });
    });

    afterAll(async () => {
      await mock.close();
      rmSync(site, { recursive: true, force: true });
    });

    it("sends the build's other headers and not the dropped one", async () => {
      const response = await fetch(`${mock.url}/en/`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.has('x-content-type-options')).toBe(false);
    });
  });
});
