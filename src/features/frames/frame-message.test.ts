import { parsePartnerOrigins } from '@/lib/config/partner-origins';
import { acceptFramePath, MAX_PATH_LENGTH, readPartnerCommand, reportTarget, safeSitePath, type AcceptContext, type PartnerContext } from './frame-message';
import { FRAME_NAVIGATE_MESSAGE, FRAME_PATH_MESSAGE } from './frame-protocol';

const ORIGIN = 'https://casino.example';
const CHILD = { name: 'child frame' };
const context: AcceptContext = { origin: ORIGIN, partners: ['https://partner.example'], isChildFrame: (source) => source === CHILD };
const report = (path: unknown) => ({ type: FRAME_PATH_MESSAGE, path });

describe('frame path reports (SPEC §4 Frames)', () => {
  it('accepts a report of a site path from a child frame of this origin or a partner', () => {
    expect(acceptFramePath({ origin: ORIGIN, source: CHILD, data: report('/en/promotions?tab=1#top') }, context)).toBe('/en/promotions?tab=1#top');
    expect(acceptFramePath({ origin: 'https://partner.example', source: CHILD, data: report('/') }, context)).toBe('/');
    expect(acceptFramePath({ origin: ORIGIN, source: CHILD, data: Object.assign(Object.create(null) as object, report('/it/gamehall')) }, context)).toBe('/it/gamehall');
  });

  // Each input is a message that must change nothing (null: no navigation).
  const hostile: Array<[string, { origin: unknown; source: unknown; data: unknown }]> = [
    ['another origin', { origin: 'https://evil.example', source: CHILD, data: report('/en/promotions') }],
    ['a look-alike origin', { origin: 'https://casino.example.evil.com', source: CHILD, data: report('/en') }],
    ['the null origin (sandboxed frame, file:)', { origin: 'null', source: CHILD, data: report('/en') }],
    ['http instead of https', { origin: 'http://casino.example', source: CHILD, data: report('/en') }],
    ['another port', { origin: 'https://casino.example:8443', source: CHILD, data: report('/en') }],
    ['a sender that is not a child frame (the parent, a popup)', { origin: ORIGIN, source: { name: 'parent' }, data: report('/en') }],
    ['no sender', { origin: ORIGIN, source: null, data: report('/en') }],
    ['a string payload', { origin: ORIGIN, source: CHILD, data: JSON.stringify(report('/en')) }],
    ['null data', { origin: ORIGIN, source: CHILD, data: null }],
    ['an array', { origin: ORIGIN, source: CHILD, data: [FRAME_PATH_MESSAGE, '/en'] }],
    ['an unknown type', { origin: ORIGIN, source: CHILD, data: { type: 'navigate', path: '/en' } }],
    ['a missing type', { origin: ORIGIN, source: CHILD, data: { path: '/en' } }],
    ['extra keys', { origin: ORIGIN, source: CHILD, data: { ...report('/en'), replace: true } }],
    ['an own __proto__ key', { origin: ORIGIN, source: CHILD, data: JSON.parse(`{"type":"${FRAME_PATH_MESSAGE}","__proto__":{"path":"/en"}}`) as unknown }],
    ['a class instance', { origin: ORIGIN, source: CHILD, data: Object.assign(new Date(), report('/en')) }],
    ['a number path', { origin: ORIGIN, source: CHILD, data: report(42) }],
    ['an absolute URL to another site', { origin: ORIGIN, source: CHILD, data: report('https://evil.example/') }],
    ['a protocol-relative URL', { origin: ORIGIN, source: CHILD, data: report('//evil.example/x') }],
    ['a backslash trick', { origin: ORIGIN, source: CHILD, data: report('/\\evil.example') }],
    ['javascript:', { origin: ORIGIN, source: CHILD, data: report('javascript:alert(1)') }],
    ['java\\tscript:', { origin: ORIGIN, source: CHILD, data: report('java\tscript:alert(1)') }],
    ['data:', { origin: ORIGIN, source: CHILD, data: report('data:text/html,<script>alert(1)</script>') }],
    ['a tab hiding "//"', { origin: ORIGIN, source: CHILD, data: report('/\t/evil.example') }],
    ['a newline', { origin: ORIGIN, source: CHILD, data: report('/en\n/promotions') }],
    ['an empty path', { origin: ORIGIN, source: CHILD, data: report('') }],
    ['an oversized path (> 2 KB)', { origin: ORIGIN, source: CHILD, data: report(`/${'a'.repeat(MAX_PATH_LENGTH)}`) }],
    ['a getter that throws', { origin: ORIGIN, source: CHILD, data: Object.defineProperty({ type: FRAME_PATH_MESSAGE }, 'path', { enumerable: true, get: () => { throw new Error('boom'); } }) }],
    ['a non-string origin', { origin: 42, source: CHILD, data: report('/en') }],
  ];

  it.each(hostile)('ignores %s', (_label, event) => {
    expect(() => acceptFramePath(event as never, context)).not.toThrow();
    expect(acceptFramePath(event as never, context)).toBeNull();
  });

  it('has at least 15 hostile inputs', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(15);
  });

  it('normalises dot segments within the site', () => {
    expect(safeSitePath('/en/../it/gamehall', ORIGIN)).toBe('/it/gamehall');
  });
});

describe('messages a partner page sends into the frame (docs/partners.md)', () => {
  const PARENT = { name: 'partner page' };
  const partnerContext: PartnerContext = { origin: ORIGIN, partners: ['https://partner.example'], parent: PARENT };
  const navigate = (path: unknown) => ({ type: FRAME_NAVIGATE_MESSAGE, path });

  it('opens a site path the partner page asks for', () => {
    expect(readPartnerCommand({ origin: 'https://partner.example', source: PARENT, data: navigate('/it/gamehall?sort=new#top') }, partnerContext)).toEqual({ kind: 'navigate', path: '/it/gamehall?sort=new#top' });
  });

  it('leaves alone messages that are not addressed to the site (another sender, another protocol)', () => {
    expect(readPartnerCommand({ origin: 'https://partner.example', source: { name: 'a popup' }, data: navigate('/en') }, partnerContext)).toBeNull();
    expect(readPartnerCommand({ origin: 'https://partner.example', source: PARENT, data: { type: 'analytics:ping' } }, partnerContext)).toBeNull();
    expect(readPartnerCommand({ origin: 'https://partner.example', source: PARENT, data: 'hello' }, partnerContext)).toBeNull();
  });

  it("leaves the messaging app's web client alone: its events are its own script's, and it gets no path", () => {
    // Telegram's web client frames the mini-application and sends its script JSON text events.
    const client = 'https://web.telegram.org';
    const event = { origin: client, source: PARENT, data: JSON.stringify({ eventType: 'theme_changed', eventData: { theme_params: {} } }) };
    expect(readPartnerCommand(event, partnerContext)).toBeNull();
    const framed = {
      location: { origin: ORIGIN, ancestorOrigins: Object.assign([client], { item: (index: number) => [client][index] ?? null }) },
      parent: {
        get location(): never {
          throw new DOMException('cross-origin', 'SecurityError');
        },
      },
      document: { referrer: `${client}/k/` },
    } as unknown as Window;
    expect(reportTarget(framed, ['https://partner.example'])).toBeNull();
  });

  // Each is a message of this protocol from the parent that must be refused with a reason.
  const refused: Array<[string, { origin: unknown; source: unknown; data: unknown }, RegExp]> = [
    ['an origin off the partner list', { origin: 'https://evil.example', source: PARENT, data: navigate('/en') }, /not on the partner list/],
    ['a type off the allow-list', { origin: 'https://partner.example', source: PARENT, data: { type: 'lucky-orbit:frame-eval', code: '1' } }, /not one a partner may send/],
    ['the frame\'s own report type', { origin: 'https://partner.example', source: PARENT, data: { type: FRAME_PATH_MESSAGE, path: '/en' } }, /not one a partner may send/],
    ['extra keys', { origin: 'https://partner.example', source: PARENT, data: { ...navigate('/en'), replace: true } }, /exactly type and path/],
    ['a script address', { origin: 'https://partner.example', source: PARENT, data: navigate('javascript:alert(1)') }, /not a path on this site/],
    ['another site', { origin: 'https://partner.example', source: PARENT, data: navigate('//evil.example/') }, /not a path on this site/],
    ['a class instance', { origin: 'https://partner.example', source: PARENT, data: Object.assign(new Date(), navigate('/en')) }, /plain object/],
  ];

  it.each(refused)('refuses %s', (_label, event, reason) => {
    const command = readPartnerCommand(event as never, partnerContext);
    expect(command).toEqual({ kind: 'refused', reason: expect.stringMatching(reason) as unknown });
  });
});

describe('partner list (VITE_FRAME_PARTNERS)', () => {
  it('keeps exact https origins (http only for localhost) and drops the rest', () => {
    expect(
      parsePartnerOrigins(' https://partner.example , https://a.example:8443,http://localhost:4000,http://plain.example,https://*.example,https://p.example/path,javascript:alert(1),https://u:p@x.example,,'),
    ).toEqual(['https://partner.example', 'https://a.example:8443', 'http://localhost:4000']);
    expect(parsePartnerOrigins(undefined)).toEqual([]);
  });
});
