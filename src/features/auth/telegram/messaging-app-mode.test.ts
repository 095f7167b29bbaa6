// @vitest-environment jsdom
import { enterMessagingAppMode, safeColor, themeFromHash } from './messaging-app-mode';

describe('messaging-app mode (SPEC §1, §4)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.messagingApp;
    document.querySelector('meta[name="theme-color"]')?.remove();
  });

  it('takes the viewport, theme and full screen from the mini-application', () => {
    const handlers: Record<string, () => void> = {};
    const api = {
      version: '8.0',
      themeParams: { bg_color: '#112233', text_color: '#fafafa', hint_color: 'red; background:url(x)' },
      viewportStableHeight: 600.4,
      expand: vi.fn(),
      requestFullscreen: vi.fn(),
      disableVerticalSwipes: vi.fn(),
      setBackgroundColor: vi.fn(),
      setHeaderColor: vi.fn(),
      onEvent: (name: string, handler: () => void) => void (handlers[name] = handler),
    };
    enterMessagingAppMode(api, '');
    const root = document.documentElement;
    expect(root.dataset.messagingApp).toBe('true');
    expect(api.expand).toHaveBeenCalled();
    expect(api.requestFullscreen).toHaveBeenCalled();
    expect(root.style.getPropertyValue('--color-bg')).toBe('#112233');
    expect(root.style.getPropertyValue('--color-text')).toBe('#fafafa');
    expect(root.style.getPropertyValue('--color-text-muted')).toBe('');
    expect(root.style.getPropertyValue('--app-viewport-height')).toBe('600px');
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toBe('#112233');
    api.viewportStableHeight = 500;
    handlers.viewportChanged();
    expect(root.style.getPropertyValue('--app-viewport-height')).toBe('500px');
    api.themeParams.bg_color = '#000000';
    handlers.themeChanged();
    expect(root.style.getPropertyValue('--color-bg')).toBe('#000000');
  });

  it('does not ask older clients for full screen, and survives a failing client API', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = { version: '6.0', requestFullscreen: vi.fn(), expand: () => { throw new Error('no'); } };
    expect(() => enterMessagingAppMode(api, '')).not.toThrow();
    expect(api.requestFullscreen).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('reads the theme of the launch hash and validates colours', () => {
    const hash = `#tgWebAppData=x&tgWebAppThemeParams=${encodeURIComponent(JSON.stringify({ bg_color: '#abc' }))}`;
    expect(themeFromHash(hash)).toEqual({ bg_color: '#abc' });
    expect(themeFromHash('#tgWebAppThemeParams=%7Bnot-json')).toEqual({});
    expect(safeColor('#abc')).toBe('#abc');
    expect(safeColor('url(javascript:alert(1))')).toBeNull();
  });
});
