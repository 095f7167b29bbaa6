import { useSyncExternalStore } from 'react';

/** The eight device classes of SPEC §2, narrowest first. */
export const DEVICE_CLASSES = [
  'mobile',
  'tablet',
  'laptop',
  'laptopLarge',
  'desktopSmall',
  'desktop',
  'desktopMedium',
  'desktopLarge',
] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The smallest viewport width (px) of each class; a class runs up to the next one's minimum minus 1. */
export const DEVICE_CLASS_MIN_WIDTH: Readonly<Record<DeviceClass, number>> = {
  mobile: 0,
  tablet: 768,
  laptop: 992,
  laptopLarge: 1280,
  desktopSmall: 1366,
  desktop: 1440,
  desktopMedium: 1696,
  desktopLarge: 1920,
};

/** The device class of a viewport width in CSS pixels. */
export function getDeviceClass(width: number): DeviceClass {
  for (let i = DEVICE_CLASSES.length - 1; i > 0; i -= 1) {
    const name = DEVICE_CLASSES[i];
    if (width >= DEVICE_CLASS_MIN_WIDTH[name]) return name;
  }
  return 'mobile';
}

/**
 * True when `current` is `min` or wider: isAtLeast('laptop', 'tablet') === true.
 * @internal a seam for tests
 */
export function isAtLeast(current: DeviceClass, min: DeviceClass): boolean {
  return DEVICE_CLASSES.indexOf(current) >= DEVICE_CLASSES.indexOf(min);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

// Returns a string, so React re-renders only when the class changes, not on every resize.
const getSnapshot = (): DeviceClass => getDeviceClass(window.innerWidth);
const getServerSnapshot = (): DeviceClass => 'desktop';

/** The current device class; re-renders when a resize crosses a class boundary. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** How the site is being shown (SPEC §2): a normal browser tab, an installed web app, or an in-app web view. */
export type PlatformType = 'default' | 'pwa' | 'webview';

/** What platform detection reads; injectable so it can be tested without touching globals. */
export interface PlatformEnvironment {
  userAgent: string;
  standaloneDisplay: boolean;
  iosStandalone: boolean;
  telegramWebView: boolean;
  locationHash: string;
}

function readEnvironment(): PlatformEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  const win = window as Window & { TelegramWebviewProxy?: unknown; Telegram?: { WebView?: unknown } };
  return {
    userAgent: nav.userAgent,
    standaloneDisplay: typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches,
    iosStandalone: nav.standalone === true,
    telegramWebView: win.TelegramWebviewProxy !== undefined || win.Telegram?.WebView !== undefined,
    locationHash: window.location.hash,
  };
}

// Android marks its WebView with "; wv)"; iOS web views are WebKit without the "Safari" token.
const ANDROID_WEBVIEW = /; wv\)/;
const IOS_WEBVIEW = /(iPhone|iPod|iPad).*AppleWebKit(?!.*Safari)/i;

/**
 * 'pwa' when installed (display-mode standalone or iOS navigator.standalone), 'webview' inside
 * an app's web view (Android wv, iOS WebKit without Safari, Telegram), otherwise 'default'.
 * The installed check goes first: an iOS home-screen app also lacks the Safari token.
 */
export function getPlatformType(env: PlatformEnvironment = readEnvironment()): PlatformType {
  if (env.standaloneDisplay || env.iosStandalone) return 'pwa';
  if (env.telegramWebView || env.locationHash.includes('tgWebAppData')) return 'webview';
  if (ANDROID_WEBVIEW.test(env.userAgent) || IOS_WEBVIEW.test(env.userAgent)) return 'webview';
  return 'default';
}
