import { describe, expect, it } from 'vitest';
import { buildFileVerdict, entryScriptOf, gameOfHall, groupProblems, isAppPage, isHtml, navigationVerdicts, violationText } from './deployment-answers.mjs';

const SHELL = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-Cj1z8--.js"></script></head><body><div id="root"></div></body></html>';
const PRERENDERED = '<!doctype html><html><body><main>Hall</main><a href="/en/game/lucky-orbit-fruits#real">Play</a><script type="module" data-src="/assets/index-Cj1z8--.js"></script></body></html>';

describe("the app's pages", () => {
  it('name their entry script, in a shell or a prerendered page', () => {
    expect(entryScriptOf(SHELL)).toBe('/assets/index-Cj1z8--.js');
    expect(entryScriptOf(PRERENDERED)).toBe('/assets/index-Cj1z8--.js');
    expect(entryScriptOf('<p>Not found</p>')).toBeNull();
  });

  it('are told from a backend answer', () => {
    expect(isAppPage(PRERENDERED, '/assets/index-Cj1z8--.js')).toBe(true);
    expect(isAppPage(SHELL, null)).toBe(true);
    expect(isAppPage('<html><body>Sign in with Google</body></html>', '/assets/index-Cj1z8--.js')).toBe(false);
    expect(isHtml('text/html; charset=utf-8', '')).toBe(true);
    expect(isHtml('application/octet-stream', '\n<!DOCTYPE html><html>')).toBe(true);
    expect(isHtml('text/plain', 'Not found')).toBe(false);
  });

  it("give the hall's first game", () => {
    expect(gameOfHall(PRERENDERED, 'en')).toBe('lucky-orbit-fruits');
    expect(gameOfHall(PRERENDERED, 'it')).toBeNull();
  });
});

describe('a build-only file', () => {
  const file = '/*\n  X-Content-Type-Options: nosniff\n';
  it('is not served when refused or answered with the SPA fallback', () => {
    expect(buildFileVerdict({ status: 404, contentType: 'text/plain', body: 'Not found' })).toEqual({ ok: true, detail: '404' });
    expect(buildFileVerdict({ status: 403, contentType: null, body: '' }).ok).toBe(true);
    expect(buildFileVerdict({ status: 200, contentType: 'text/html', body: SHELL, buildFile: file })).toEqual({
      ok: true,
      detail: '200 with an HTML page (the SPA fallback), not the file',
    });
  });

  it('is served when a 200 carries anything else, and a server error fails too', () => {
    expect(buildFileVerdict({ status: 200, contentType: 'application/octet-stream', body: file, buildFile: file })).toEqual({
      ok: false,
      detail: "served: 200, application/octet-stream, 37 bytes (the build's file)",
    });
    expect(buildFileVerdict({ status: 200, contentType: null, body: 'older build' }).detail).toBe('served: 200, no type, 11 bytes');
    expect(buildFileVerdict({ status: 502, contentType: 'text/html', body: SHELL }).ok).toBe(false);
  });
});

describe('a backend navigation in a page the worker controls', () => {
  const base = { contentType: 'text/html', location: null, entryScript: '/assets/index-Cj1z8--.js' };
  it("fails when the worker answers with the app's page, or handles it at all", () => {
    const fallback = navigationVerdicts({ ...base, fromServiceWorker: true, status: 200, body: SHELL });
    expect(fallback.worker.ok).toBe(false);
    expect(fallback.worker.detail).toMatch(/^the service worker answered with the app's page \(its navigation fallback/);
    expect(fallback.backend).toEqual({ ok: false, detail: 'not reached: the service worker answered' });
    const routed = navigationVerdicts({ ...base, contentType: 'text/plain', fromServiceWorker: true, status: 404, body: 'Not found' });
    expect(routed.worker.detail).toMatch(/^went through the service worker \(one of its routes handled it, 404, text\/plain\)/);
  });

  it("passes a network answer of the backend; the host's SPA fallback fails the backend half", () => {
    expect(navigationVerdicts({ ...base, fromServiceWorker: false, status: 302, body: '', location: 'https://accounts.google.com/o/oauth2' })).toEqual({
      worker: { ok: true, detail: 'from the network (302 to https://accounts.google.com/o/oauth2)' },
      backend: { ok: true, detail: '302 to https://accounts.google.com/o/oauth2' },
    });
    const spa = navigationVerdicts({ ...base, fromServiceWorker: false, status: 200, body: SHELL });
    expect(spa.worker.ok).toBe(true);
    expect(spa.backend.ok).toBe(false);
    expect(spa.backend.detail).toMatch(/SPA fallback/);
  });
});

describe('the report', () => {
  it('writes a refusal as one line', () => {
    expect(violationText({ directive: 'script-src-elem', blocked: 'inline', sample: 'alert(1)', source: '/en/:3' })).toBe(
      'script-src-elem refused inline code ("alert(1)") at /en/:3',
    );
    expect(violationText({ directive: 'connect-src', blocked: 'https://evil.example/x' })).toBe('connect-src refused https://evil.example/x');
  });

  it('groups addresses with the same problems', () => {
    expect(
      groupProblems([
        { where: '/', problems: ['missing'] },
        { where: '/en/', problems: [] },
        { where: '/it/', problems: ['missing'] },
        { where: '/sw.js', problems: ['is "x", not nosniff'] },
      ]),
    ).toBe('/, /it/: missing | /sw.js: is "x", not nosniff');
    expect(groupProblems([{ where: '/', problems: [] }])).toBe('');
  });
});
