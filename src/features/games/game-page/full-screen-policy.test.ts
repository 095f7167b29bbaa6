import { describe, expect, it } from 'vitest';
import { fullScreenAllowed, isInMessagingApp } from './full-screen-policy';

const browser = { platform: 'default', inMessagingApp: false } as const;
const app = { platform: 'pwa', inMessagingApp: false } as const;
const webview = { platform: 'webview', inMessagingApp: false } as const;
const telegram = { platform: 'webview', inMessagingApp: true } as const;

describe('full-screen visibility mode (SPEC §4)', () => {
  it('none hides and all shows the button everywhere', () => {
    for (const context of [browser, app, webview, telegram]) {
      expect(fullScreenAllowed('none', context)).toBe(false);
      expect(fullScreenAllowed('all', context)).toBe(true);
    }
  });

  it('telegram shows it only inside the messaging app', () => {
    expect(fullScreenAllowed('telegram', telegram)).toBe(true);
    expect(fullScreenAllowed('telegram', webview)).toBe(false);
    expect(fullScreenAllowed('telegram', browser)).toBe(false);
  });

  it('product shows it only in the installed app or a web view', () => {
    expect(fullScreenAllowed('product', app)).toBe(true);
    expect(fullScreenAllowed('product', webview)).toBe(true);
    expect(fullScreenAllowed('product', browser)).toBe(false);
  });

  it('detects the messaging app by its WebApp object or the launch hash', () => {
    const fake = (hash: string, telegramObject?: unknown) => ({ location: { hash }, Telegram: telegramObject }) as unknown as Window;
    expect(isInMessagingApp(fake(''))).toBe(false);
    expect(isInMessagingApp(fake('#tgWebAppData=abc'))).toBe(true);
    expect(isInMessagingApp(fake('', { WebApp: { initData: 'query_id=1' } }))).toBe(true);
    // The script loaded in a plain browser has an empty initData.
    expect(isInMessagingApp(fake('', { WebApp: { initData: '' } }))).toBe(false);
  });
});
