import { getDomain as realGetDomain } from 'tldts';
import { getDomain } from './registrable-domain';

const OPTIONS = { allowIcannDomains: true, allowPrivateDomains: true };

describe('getDomain, the mock bundle’s stand-in for tldts (decision record 033)', () => {
  it.each(['localhost', '127.0.0.1', '10.0.0.12', '::1', '[::1]', 'example.com', 'a.b.example.com', 'qa.casino.test', 'lucky-orbit.example', 'app.localhost', 'com', '', 'Example.COM', 'demo.lucky-orbit.example.'])(
    'answers like tldts for %j',
    (host) => {
      expect(getDomain(host, OPTIONS)).toBe(realGetDomain(host, OPTIONS));
    },
  );

  it('does not know multi-label public suffixes (the one difference, harmless in a mock)', () => {
    expect(realGetDomain('x.co.uk', OPTIONS)).toBe('x.co.uk');
    expect(getDomain('x.co.uk', OPTIONS)).toBe('co.uk');
  });
});
