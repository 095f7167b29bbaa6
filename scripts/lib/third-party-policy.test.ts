import { CHAT_VENDOR_NAMES, chatVendorRow, THIRD_PARTIES } from '../../src/lib/config/third-parties.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { declaredThirdParties, permissionsPolicy, thirdPartySources } from './third-party-policy.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

/** Whether a directive's list allows a source: listed, under a `*.` wildcard of its scheme, or an https source under `https:`. */
function allows(list: readonly string[], source: string): boolean {
  if (list.includes(source)) return true;
  const match = /^([a-z]+):\/\/([^/:]+)$/.exec(source);
  if (!match) return false;
  const [, scheme, host] = match;
  if (scheme === 'https' && list.includes('https:')) return true;
  return list.some((entry) => entry.startsWith(`${scheme}://*.`) && host.endsWith(entry.slice(`${scheme}://*`.length)));
}

const HASH = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
const policyOf = (env: Parameters<typeof declaredThirdParties>[0]) =>
  contentSecurityPolicy({ scriptHashes: [HASH], scriptHosts: [], connectHosts: [], frameAncestors: [], thirdParties: thirdPartySources(declaredThirdParties(env)) });

describe('the table of third parties', () => {
  it('names each chat vendor once, cites the vendor or says where the hosts come from, and uses only https and wss hosts', () => {
    expect(THIRD_PARTIES.filter((row) => row.kind === 'chat').map((row) => row.name)).toEqual([...CHAT_VENDOR_NAMES]);
    for (const row of THIRD_PARTIES) {
      expect(row.cspPage !== null || Boolean(row.hostsFrom), row.name).toBe(true);
      for (const host of row.scriptHosts) expect(host, row.name).toMatch(/^[a-z0-9.-]+$/);
      for (const [name, values] of Object.entries(row.sources)) {
        for (const value of values) expect(value, `${row.name} ${name}`).toMatch(/^(https:\/\/|wss:\/\/|https:$|blob:$)/);
      }
    }
  });
});

describe('the policy the build writes from the table', () => {
  const policy = policyOf({});

  it("holds every row's hosts in their directives when the build declares nothing", () => {
    for (const party of declaredThirdParties({})) {
      for (const host of party.scriptHosts) expect(allows(directive(policy, 'script-src'), `https://${host}`), `${party.name} ${host}`).toBe(true);
      for (const [name, values] of Object.entries(party.sources)) {
        for (const value of values) expect(allows(directive(policy, name), value), `${party.name} ${name} ${value}`).toBe(true);
      }
    }
    // The chat widgets reach their APIs and open their sockets.
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(['wss://client.relay.crisp.chat', 'wss://*.zendesk.com', 'wss://*.tawk.to', 'wss://*.livechatinc.com']));
    // The identity check's builder script, and the tag manager, the fraud agent and the messaging-app script.
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://static.sumsub.com', 'https://*.googletagmanager.com', 'https://cdn.seondf.com', 'https://telegram.org']),
    );
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('keeps scripts to the site, their hashes and hosts: no inline script, no eval, no scheme or wildcard of all hosts', () => {
    const scripts = directive(policy, 'script-src');
    expect(scripts.slice(0, 2)).toEqual(["'self'", HASH]);
    for (const source of scripts.slice(2)) expect(source).toMatch(/^https:\/\/[a-z0-9*.-]+\.[a-z]+$/);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it('with VITE_CHAT_VENDORS=crisp, leaves the other chat vendors out', () => {
    const narrow = policyOf({ VITE_CHAT_VENDORS: 'crisp' });
    expect(directive(narrow, 'script-src')).toContain('https://client.crisp.chat');
    expect(directive(narrow, 'connect-src')).toContain('wss://client.relay.crisp.chat');
    for (const name of CHAT_VENDOR_NAMES.filter((vendor) => vendor !== 'crisp')) {
      const row = chatVendorRow(name);
      for (const host of row.scriptHosts) expect(narrow, `${name} ${host}`).not.toContain(host);
      for (const value of row.sources['connect-src'] ?? []) expect(directive(narrow, 'connect-src'), `${name} ${value}`).not.toContain(value);
    }
    expect(narrow.length).toBeLessThan(policy.length);
    // The rows that do not depend on the chat vendor stay.
    expect(directive(narrow, 'script-src')).toContain('https://static.sumsub.com');
  });

  it('with VITE_CHAT_VENDORS=none, has no chat vendor at all', () => {
    const none = policyOf({ VITE_CHAT_VENDORS: 'none' });
    for (const name of CHAT_VENDOR_NAMES) for (const host of chatVendorRow(name).scriptHosts) expect(none).not.toContain(host);
  });

  it("takes the sportsbook of VITE_SPORTSBOOK_VENDOR only, with its address's origin", () => {
    expect(policy).not.toContain('sptpub.com');
    const betby = policyOf({ VITE_SPORTSBOOK_VENDOR: 'betby', VITE_SPORTSBOOK_URL: 'https://brand.sptpub.com/bt-renderer.min.js' });
    expect(directive(betby, 'script-src')).toContain('https://brand.sptpub.com');
    expect(directive(betby, 'connect-src')).toEqual(expect.arrayContaining(['https://*.sptpub.com', 'wss://*.sptpub.com']));
    // A frame page is a frame, never a script.
    const frame = policyOf({ VITE_SPORTSBOOK_VENDOR: 'iframe', VITE_SPORTSBOOK_URL: 'https://sports.example/frame' });
    expect(directive(frame, 'script-src')).not.toContain('https://sports.example');
    expect(allows(directive(frame, 'frame-src'), 'https://sports.example')).toBe(true);
  });

  it('takes the messaging-app script origin from VITE_TELEGRAM_SCRIPT_URL, and none for a path on the site', () => {
    expect(directive(policyOf({ VITE_TELEGRAM_SCRIPT_URL: 'https://tg.example/js/web-app.js' }), 'script-src')).toContain('https://tg.example');
    expect(directive(policyOf({ VITE_TELEGRAM_SCRIPT_URL: 'https://tg.example/js/web-app.js' }), 'script-src')).not.toContain('https://telegram.org');
    expect(policyOf({ VITE_TELEGRAM_SCRIPT_URL: '/mock-telegram/web-app.js' })).not.toContain('telegram.org');
  });

  it("admits the messaging app's web client to frame-ancestors when VITE_MESSAGING_APP names it, beside the partners", () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policyOf({ VITE_MESSAGING_APP: 'none' }), 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policyOf({ VITE_MESSAGING_APP: 'telegram' }), 'frame-ancestors')).toEqual(["'self'", 'https://web.telegram.org']);
    const partners = contentSecurityPolicy({
      scriptHashes: [],
      scriptHosts: [],
      connectHosts: [],
      frameAncestors: ['https://partner-one.example'],
      thirdParties: thirdPartySources(declaredThirdParties({ VITE_MESSAGING_APP: 'telegram', VITE_TELEGRAM_SCRIPT_URL: 'https://tg.example/js/web-app.js' })),
    });
    expect(directive(partners, 'frame-ancestors')).toEqual(["'self'", 'https://partner-one.example', 'https://web.telegram.org']);
    // Its script is allowed either way: the native clients open the site in a web view, not a frame.
    expect(directive(policy, 'script-src')).toContain('https://telegram.org');
  });

  it('fails the build on an unknown vendor name, saying which and what is known', () => {
    expect(() => declaredThirdParties({ VITE_CHAT_VENDORS: 'crisp,intercom' })).toThrow(
      "The build's third parties: VITE_CHAT_VENDORS names unknown chat vendors: intercom (known: livechat, jivo, tawk, freshchat, zendesk, crisp; or none)",
    );
    expect(() => declaredThirdParties({ VITE_SPORTSBOOK_VENDOR: 'kambi' })).toThrow(
      'VITE_SPORTSBOOK_VENDOR names an unknown sportsbook vendor: kambi (known: betby, iframe; or empty for none)',
    );
    expect(() => declaredThirdParties({ VITE_MESSAGING_APP: 'whatsapp' })).toThrow('VITE_MESSAGING_APP names an unknown messaging app: whatsapp (known: telegram; or none)');
  });

  it('loads nothing from a social login provider into the page', () => {
    for (const row of THIRD_PARTIES.filter((party) => party.kind === 'social-login')) {
      expect(row.scriptHosts).toEqual([]);
      expect(row.sources).toEqual({});
    }
  });
});

describe('the Permissions-Policy the build writes from the table', () => {
  const header = permissionsPolicy(declaredThirdParties({}));

  it('grants camera and microphone to the identity check’s frame origins only, and geolocation to nobody', () => {
    expect(header).toBe(
      'camera=(self "https://in.sumsub.com" "https://api.sumsub.com"), microphone=(self "https://in.sumsub.com" "https://api.sumsub.com"), geolocation=(), fullscreen=*',
    );
    const sumsub = THIRD_PARTIES.find((row) => row.name === 'sumsub');
    expect(THIRD_PARTIES.filter((row) => row.frames?.permissions.includes('camera'))).toEqual([sumsub]);
  });

  it('keeps fullscreen to the site without a row whose frames need it', () => {
    expect(permissionsPolicy([])).toBe('camera=(), microphone=(), geolocation=(), fullscreen=(self)');
  });
});
