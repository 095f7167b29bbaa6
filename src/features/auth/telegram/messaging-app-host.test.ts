import { messagingAppHost } from './messaging-app-host';

type FakeWindow = Parameters<typeof messagingAppHost>[0];

function page({ framedBy, proxy }: { framedBy?: string; proxy?: unknown } = {}): FakeWindow {
  const win: Record<string, unknown> = {
    location: { ancestorOrigins: framedBy ? { length: 1, item: () => framedBy } : { length: 0, item: () => null } },
    TelegramWebviewProxy: proxy,
  };
  win.parent = framedBy ? {} : win;
  return win as unknown as FakeWindow;
}

describe('messagingAppHost', () => {
  it('finds the native clients by the bridge they inject', () => {
    expect(messagingAppHost(page({ proxy: { postEvent: () => {} } }), '')).toBe('native');
    expect(messagingAppHost(page({ proxy: {} }), '')).toBeNull();
  });

  it('finds the web clients by the origin that frames the page', () => {
    expect(messagingAppHost(page({ framedBy: 'https://web.telegram.org' }), '')).toBe('web');
    expect(messagingAppHost(page({ framedBy: 'https://evil.example' }), 'https://web.telegram.org/k/')).toBeNull();
  });

  it('finds nothing in an ordinary tab, whatever the hash or referrer says', () => {
    expect(messagingAppHost(page(), 'https://web.telegram.org/k/')).toBeNull();
  });
});
