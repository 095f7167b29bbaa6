// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import {
  DEVICE_CLASSES,
  getDeviceClass,
  getPlatformType,
  isAtLeast,
  type PlatformEnvironment,
  useDeviceClass,
} from './device';

describe('getDeviceClass', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'laptop'],
    [1279, 'laptop'],
    [1280, 'laptopLarge'],
    [1365, 'laptopLarge'],
    [1366, 'desktopSmall'],
    [1439, 'desktopSmall'],
    [1440, 'desktop'],
    [1695, 'desktop'],
    [1696, 'desktopMedium'],
    [1919, 'desktopMedium'],
    [1920, 'desktopLarge'],
    [3840, 'desktopLarge'],
    [767.5, 'mobile'],
  ])('%s px -> %s', (width, expected) => {
    expect(getDeviceClass(width)).toBe(expected);
  });

  it('lists eight classes in order and compares them', () => {
    expect(DEVICE_CLASSES).toHaveLength(8);
    expect(isAtLeast('laptop', 'tablet')).toBe(true);
    expect(isAtLeast('mobile', 'tablet')).toBe(false);
    expect(isAtLeast('desktop', 'desktop')).toBe(true);
  });
});

describe('useDeviceClass', () => {
  const original = window.innerWidth;
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: original });
  });

  function resizeTo(width: number) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  }

  it('follows window resizes across class boundaries', () => {
    resizeTo(500);
    const { result } = renderHook(() => useDeviceClass());
    expect(result.current).toBe('mobile');
    act(() => resizeTo(1000));
    expect(result.current).toBe('laptop');
    act(() => resizeTo(1920));
    expect(result.current).toBe('desktopLarge');
  });
});

describe('getPlatformType', () => {
  const CHROME_DESKTOP =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const ANDROID_WV =
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
  const IOS_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const IOS_WEBVIEW =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
  const IOS_CHROME =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';

  const env = (over: Partial<PlatformEnvironment>): PlatformEnvironment => ({
    userAgent: CHROME_DESKTOP,
    standaloneDisplay: false,
    iosStandalone: false,
    telegramWebView: false,
    locationHash: '',
    ...over,
  });

  it.each<[string, Partial<PlatformEnvironment>, string]>([
    ['desktop browser', {}, 'default'],
    ['iOS Safari', { userAgent: IOS_SAFARI }, 'default'],
    ['iOS Chrome', { userAgent: IOS_CHROME }, 'default'],
    ['installed (display-mode)', { standaloneDisplay: true }, 'pwa'],
    ['installed on iOS home screen', { userAgent: IOS_WEBVIEW, iosStandalone: true }, 'pwa'],
    ['Android WebView', { userAgent: ANDROID_WV }, 'webview'],
    ['iOS WebView', { userAgent: IOS_WEBVIEW }, 'webview'],
    ['Telegram proxy object', { telegramWebView: true }, 'webview'],
    ['Telegram mini-app hash', { locationHash: '#tgWebAppData=query_id%3D1' }, 'webview'],
  ])('%s -> %s', (_name, over, expected) => {
    expect(getPlatformType(env(over))).toBe(expected);
  });

  it('reads the real environment by default', () => {
    expect(getPlatformType()).toBe('default');
  });
});
