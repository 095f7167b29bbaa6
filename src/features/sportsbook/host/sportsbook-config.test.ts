import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetPathFrom } from '@/api/sportsbook/widget-path';
import { adapterFromEnv } from './sportsbook-config';

const base = { origin: 'http://localhost:4321', frameTitle: 'Sportsbook' };

describe('sportsbook configuration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('picks the adapter the environment names', () => {
    expect(adapterFromEnv({ ...base, vendor: 'betby', url: 'https://b.test/bt-renderer.min.js', brand: '1' })?.id).toBe('betby');
    expect(adapterFromEnv({ ...base, vendor: 'iframe', url: 'https://sports.test/frame/' })?.id).toBe('iframe');
    expect(adapterFromEnv({ ...base, mocking: true })?.id).toBe('iframe');
  });

  it('has no sportsbook when the configuration is missing or unsafe', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(adapterFromEnv(base)).toBeNull();
    expect(adapterFromEnv({ ...base, vendor: 'betby', url: 'https://b.test/x.js' })).toBeNull();
    expect(adapterFromEnv({ ...base, vendor: 'iframe', url: 'javascript:alert(1)' })).toBeNull();
    expect(adapterFromEnv({ ...base, vendor: 'kambi', url: 'https://k.test', mocking: true })).toBeNull();
  });

  it('launches https vendors only outside mock builds, plain http not even from a loopback host', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(adapterFromEnv({ ...base, vendor: 'iframe', url: 'http://sports.test/frame/' })).toBeNull();
    expect(adapterFromEnv({ ...base, vendor: 'iframe', url: 'http://127.0.0.1:4400/frame/' })).toBeNull();
    expect(adapterFromEnv({ ...base, vendor: 'betby', url: 'http://b.test/bt-renderer.min.js', brand: '1' })).toBeNull();
    expect(adapterFromEnv({ ...base, vendor: 'iframe', url: '/frame/' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('[sportsbook] refused the vendor address http://sports.test/frame/: plain http is refused outside mock builds');
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('takes plain http in mock builds from a loopback host only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(adapterFromEnv({ ...base, mocking: true, vendor: 'iframe', url: 'http://127.0.0.1:4400/frame/' })?.id).toBe('iframe');
    expect(adapterFromEnv({ ...base, mocking: true, vendor: 'iframe', url: 'http://[::1]:4400/frame/' })?.id).toBe('iframe');
    expect(adapterFromEnv({ ...base, mocking: true, vendor: 'iframe', url: 'http://sports.test/frame/' })).toBeNull();
    // The mock sportsbook on the site's origin: a plain-http site that is not the developer's machine.
    expect(adapterFromEnv({ ...base, mocking: true, origin: 'http://192.168.1.20:5173' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('[sportsbook] refused the vendor address http://sports.test/frame/: plain http is taken from a loopback host only');
  });

  it('reads only safe widget paths from the address', () => {
    expect(widgetPathFrom('/event/12')).toBe('/event/12');
    expect(widgetPathFrom('event/12')).toBe('/event/12');
    expect(widgetPathFrom(null)).toBe('/');
    expect(widgetPathFrom('//evil.test')).toBe('/');
    expect(widgetPathFrom('/a/../b')).toBe('/');
    expect(widgetPathFrom('/x?y=1')).toBe('/');
  });
});
