import { describe, expect, it } from 'vitest';
import { backendBase, DEFAULT_PAGES, formatResult, parseDeploymentArgs, verdictLine } from './deployment-cli.mjs';

describe('check:deployment arguments', () => {
  it('take the origin of the address and the defaults', () => {
    expect(parseDeploymentArgs(['https://casino.example/en/?x=1'])).toEqual({
      origin: 'https://casino.example',
      dist: null,
      game: null,
      pages: DEFAULT_PAGES,
      browser: true,
      timeoutS: 300,
      help: false,
    });
  });

  it('read the options', () => {
    const options = parseDeploymentArgs(['--dist', 'dist', 'http://127.0.0.1:4750', '--pages=/en/, /en/game/{game}', '--game', 'x', '--no-browser', '--timeout=60']);
    expect(options).toMatchObject({ origin: 'http://127.0.0.1:4750', dist: 'dist', game: 'x', pages: ['/en/', '/en/game/{game}'], browser: false, timeoutS: 60 });
  });

  it('refuse what they cannot use', () => {
    expect(() => parseDeploymentArgs([])).toThrow(/site to check is missing/);
    expect(() => parseDeploymentArgs(['casino.example'])).toThrow(/not an address/);
    expect(() => parseDeploymentArgs(['ftp://casino.example'])).toThrow(/not an http/);
    expect(() => parseDeploymentArgs(['https://a.example', 'https://b.example'])).toThrow(/unknown argument/);
    expect(() => parseDeploymentArgs(['https://a.example', '--pages', 'en'])).toThrow(/starts with \//);
    expect(() => parseDeploymentArgs(['https://a.example', '--timeout', '0'])).toThrow(/seconds/);
    expect(() => parseDeploymentArgs(['https://a.example', '--dist'])).toThrow(/needs a value/);
    expect(parseDeploymentArgs(['--help']).help).toBe(true);
  });

  it('read the backend bases as the build does', () => {
    expect(backendBase(undefined, '/api/')).toBe('/api/');
    expect(backendBase(' /v2/api ', '/api/')).toBe('/v2/api/');
    expect(backendBase('https://api.example/', '/api/')).toBe('https://api.example/');
  });
});

describe('check:deployment output', () => {
  const passed = { section: 'Headers', name: 'Referrer-Policy', ok: true, detail: 'as strict as required on 3 addresses' };
  const failed = { section: 'Headers', name: 'X-Content-Type-Options', ok: false, detail: '/, /en/: missing', notes: ['one note'] };

  it('prints each check with its mark, reason and notes', () => {
    expect(formatResult(passed)).toBe('  ✓ Referrer-Policy: as strict as required on 3 addresses');
    expect(formatResult(failed)).toBe('  ✗ X-Content-Type-Options: /, /en/: missing\n      note: one note');
  });

  it('ends with a verdict naming the failed checks', () => {
    expect(verdictLine([passed])).toBe('Verdict: PASSED, all 1 checks passed');
    expect(verdictLine([passed, failed])).toBe('Verdict: FAILED, 1 of 2 checks failed (X-Content-Type-Options)');
    expect(verdictLine([])).toBe('Verdict: FAILED, no check ran');
  });
});
