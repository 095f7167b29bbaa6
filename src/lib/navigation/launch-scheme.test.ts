import { launchSchemeRefusal } from './launch-scheme';

const at = (address: string) => new URL(address);

describe('launchSchemeRefusal', () => {
  it('takes https in every build', () => {
    expect(launchSchemeRefusal(at('https://provider.example/game'), false)).toBeNull();
    expect(launchSchemeRefusal(at('https://127.0.0.1:4321/game'), true)).toBeNull();
  });

  it('refuses plain http outside mock builds, on a loopback host too', () => {
    for (const address of ['http://provider.example/game', 'http://127.0.0.1:4321/game', 'http://localhost/game', 'http://[::1]:4321/game']) {
      expect(launchSchemeRefusal(at(address), false)).toBe('plain http is refused outside mock builds');
    }
  });

  it('takes plain http in mock builds from a loopback host only', () => {
    for (const address of ['http://127.0.0.1:4321/game', 'http://localhost/game', 'http://[::1]:4321/game']) expect(launchSchemeRefusal(at(address), true)).toBeNull();
    for (const address of ['http://provider.example/game', 'http://127.0.0.1.example/game', 'http://192.168.1.20:5173/game', 'http://0.0.0.0:4321/game']) {
      expect(launchSchemeRefusal(at(address), true)).toBe('plain http is taken from a loopback host only');
    }
  });

  it('refuses every other scheme', () => {
    expect(launchSchemeRefusal(at('data:text/html,x'), true)).toBe('data: is not https');
    expect(launchSchemeRefusal(at('javascript:alert(1)'), true)).toBe('javascript: is not https');
    expect(launchSchemeRefusal(at('ftp://provider.example/game'), false)).toBe('ftp: is not https');
  });
});
