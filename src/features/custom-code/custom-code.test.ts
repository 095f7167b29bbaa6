// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { ANALYTICS_COOKIE, analyticsPlan, loadAnalytics, resetAnalytics } from './analytics-scripts';
import { injectCustomCode, resetCustomCode } from './inject-custom-code';
import { wantsAnalytics, wantsCustomCode } from './wants-site-scripts';

afterEach(() => {
  resetCustomCode();
  resetAnalytics();
  document.querySelectorAll('[data-custom-code]').forEach((node) => node.remove());
  Cookies.remove(ANALYTICS_COOKIE, { path: '/' });
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('custom code (SPEC §3, §4, §8)', () => {
  const entries = [
    { isEnabled: true, position: 'head' as const, code: '<meta name="operator" content="1"><script>window.x = 1</script>' },
    { isEnabled: true, position: 'bodyStart' as const, code: '<div id="operator-start">start</div>' },
    { isEnabled: true, position: 'bodyEnd' as const, code: '<script src="https://tags.example/t.js"></script>' },
    { isEnabled: false, position: 'bodyEnd' as const, code: '<div id="disabled-code"></div>' },
  ];

  it('injects each enabled entry at its position, as runnable scripts', () => {
    const results = injectCustomCode(entries);
    expect(results).toEqual([
      { position: 'head', ok: true },
      { position: 'bodyStart', ok: true },
      { position: 'bodyEnd', ok: true },
    ]);
    expect(document.head.querySelector('meta[name="operator"]')).not.toBeNull();
    const headScript = document.head.querySelector<HTMLScriptElement>('script[data-custom-code="head"]');
    expect(headScript?.text).toBe('window.x = 1');
    expect(document.body.firstElementChild?.id).toBe('operator-start');
    expect(document.body.lastElementChild?.getAttribute('src')).toBe('https://tags.example/t.js');
    expect(document.getElementById('disabled-code')).toBeNull();
  });

  it('injects each position once, however often it is called', () => {
    injectCustomCode(entries);
    injectCustomCode(entries);
    expect(document.querySelectorAll('#operator-start')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="operator"]')).toHaveLength(1);
  });

  it('logs a failure with its position and still injects the other positions', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(document.body, 'prepend').mockImplementation(() => {
      throw new Error('blocked');
    });
    const results = injectCustomCode(entries);
    expect(results).toContainEqual({ position: 'bodyStart', ok: false });
    expect(results).toContainEqual({ position: 'bodyEnd', ok: true });
    expect(error).toHaveBeenCalledWith('[custom-code] bodyStart: injection failed', expect.any(Error));
  });

  it('loads the custom code and the analytics components only when each is configured', () => {
    expect(wantsCustomCode([])).toBe(false);
    expect(wantsCustomCode(undefined)).toBe(false);
    expect(wantsCustomCode([{ isEnabled: false, position: 'head', code: '<script></script>' }])).toBe(false);
    expect(wantsCustomCode([{ isEnabled: true, position: 'head', code: '  ' }])).toBe(false);
    expect(wantsCustomCode(entries)).toBe(true);
    expect(wantsAnalytics({})).toBe(false);
    expect(wantsAnalytics(null)).toBe(false);
    expect(wantsAnalytics({ gtm: 'GTM-ABCD12' })).toBe(true);
  });
});

describe('analytics scripts (SPEC §7, §9 cookie)', () => {
  it('takes only well-formed ids', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(analyticsPlan({ gtm: 'GTM-ABCD12', ga4: 'G-XYZ1234' })).toEqual({ gtm: 'GTM-ABCD12', ga4: 'G-XYZ1234' });
    expect(analyticsPlan({ gtm: 'GTM-1"></script><script>alert(1)', ga4: 'https://evil.example/x.js' })).toEqual({ gtm: null, ga4: null });
    expect(analyticsPlan(null)).toEqual({ gtm: null, ga4: null });
  });

  it('sets the 365-day client cookie and loads each script once', () => {
    const set = vi.spyOn(Cookies, 'set');
    const urls = loadAnalytics({ gtm: 'GTM-ABCD12', ga4: null });
    expect(urls).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABCD12']);
    expect(set).toHaveBeenCalledWith(ANALYTICS_COOKIE, expect.any(String), expect.objectContaining({ expires: 365, path: '/' }));
    expect(document.head.querySelector('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-ABCD12"]')).not.toBeNull();
    expect(window.dataLayer?.[0]).toEqual({ event: 'analytics_client', client_id: Cookies.get(ANALYTICS_COOKIE) });
    expect(loadAnalytics({ gtm: 'GTM-ABCD12', ga4: null })).toEqual([]);
    document.head.querySelectorAll('script[src*="googletagmanager"]').forEach((node) => node.remove());
  });

  it('fetches no vendor script in mock builds', () => {
    loadAnalytics({ gtm: null, ga4: 'G-XYZ1234' }, { mock: true });
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.dataLayer).toContainEqual({ event: 'analytics_mock_scripts', urls: ['https://www.googletagmanager.com/gtag/js?id=G-XYZ1234'] });
  });
});
