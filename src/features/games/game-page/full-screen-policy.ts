import type { FullScreenMode } from '@/api/cms/cms-config.types';
import type { PlatformType } from '@/lib/device/device';

export interface FullScreenContext {
  platform: PlatformType;
  /** Inside the messaging-app mini-application. */
  inMessagingApp: boolean;
}

/**
 * SPEC §4 full-screen visibility mode: 'none' never, 'all' always, 'telegram' only inside the
 * messaging app, 'product' only in the installed web app or an embedded web view.
 */
export function fullScreenAllowed(mode: FullScreenMode, context: FullScreenContext): boolean {
  switch (mode) {
    case 'none':
      return false;
    case 'telegram':
      return context.inMessagingApp;
    case 'product':
      return context.platform === 'pwa' || context.platform === 'webview';
    default:
      return true;
  }
}

/** The mini-application: its script's WebApp object, or the tgWebAppData launch hash (SPEC §1). */
export function isInMessagingApp(win: Window = window): boolean {
  const telegram = (win as Window & { Telegram?: { WebApp?: { initData?: string } } }).Telegram;
  if (telegram?.WebApp && telegram.WebApp.initData !== '') return true;
  return win.location.hash.includes('tgWebAppData');
}

/** Whether the real Fullscreen API can be used (iPhone Safari has none: the page fakes it with CSS). */
export function nativeFullScreenAvailable(doc: Document = document): boolean {
  return doc.fullscreenEnabled === true && typeof doc.documentElement.requestFullscreen === 'function';
}
