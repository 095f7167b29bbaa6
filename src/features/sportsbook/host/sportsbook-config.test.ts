import { describe, expect, it } from 'vitest';
import { widgetPathFrom } from '@/api/sportsbook/widget-path';
import { adapterFromEnv } from './sportsbook-config';

const base = { origin: 'http://localhost:4321', frameTitle: 'Sportsbook' };

describe('sportsbook configuration', () => {
  it('picks the adapter the environment names', () => {
    expect(adapterFromEnv({ ...base, vendor: 'betby', url: 'https://b.test/bt-renderer.min.js', brand: '1' })?.id).toBe('betby');
    expect(adapterFromEnv({ ...base, vendor: 'iframe', url: 'https://sports.test/frame/' })?.id).toBe('iframe');
    expect(adapterFromEnv({ ...base, mocking: true })?.id).toBe('iframe');
  });

  it('has no sportsbook when the configuration is missing or unsafe', () => {
    expect(adapterFromEnv(base)).toBeNull();
    expect(adapterFromEnv({ ...base, vendor: 'betby', url: 'https://b.test/x.js' })).toBeNull();
    expect(adapterFromEnv({ ...base, vendor: 'iframe', url: 'javascript:alert(1)' })).toBeNull();
    expect(adapterFromEnv({ ...base, vendor: 'kambi', url: 'https://k.test', mocking: true })).toBeNull();
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
