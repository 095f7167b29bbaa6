/**
 * Messaging-app mode (SPEC §1 app modes, §4 full-screen visibility; decision record 026): inside
 * the mini-application the page takes the whole height (expand, and full screen where the client
 * offers it), follows the client's viewport height (`--app-viewport-height`, updated on
 * viewportChanged) and its theme (the page background and text colours, updated on themeChanged),
 * and marks <html data-messaging-app>. Only #rgb/#rrggbb colours are taken.
 */
export interface ThemeParams {
  bg_color?: string;
  secondary_bg_color?: string;
  text_color?: string;
  hint_color?: string;
  header_bg_color?: string;
}

export interface MiniAppApi {
  version?: string;
  themeParams?: ThemeParams;
  colorScheme?: 'light' | 'dark';
  viewportHeight?: number;
  viewportStableHeight?: number;
  isExpanded?: boolean;
  expand?: () => void;
  requestFullscreen?: () => void;
  disableVerticalSwipes?: () => void;
  setHeaderColor?: (color: string) => void;
  setBackgroundColor?: (color: string) => void;
  onEvent?: (event: string, handler: () => void) => void;
}

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The app's colour tokens the client theme replaces (the brand's gold and violet stay). */
const THEME_TOKENS: Array<[keyof ThemeParams, string]> = [
  ['bg_color', '--color-bg'],
  ['secondary_bg_color', '--color-bg-elevated'],
  ['text_color', '--color-text'],
  ['hint_color', '--color-text-muted'],
];

export function safeColor(value: unknown): string | null {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : null;
}

/** The theme of the launch hash (`tgWebAppThemeParams`), before the script loads; {} when absent or malformed. */
export function themeFromHash(hash: string): ThemeParams {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppThemeParams');
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function applyTheme(theme: ThemeParams | undefined, root: HTMLElement = document.documentElement): void {
  if (!theme) return;
  for (const [param, token] of THEME_TOKENS) {
    const color = safeColor(theme[param]);
    if (color) root.style.setProperty(token, color);
  }
  const bg = safeColor(theme.bg_color);
  if (bg) {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.append(meta);
    }
    meta.content = bg;
  }
}

export function applyViewport(api: MiniAppApi, root: HTMLElement = document.documentElement): void {
  const height = api.viewportStableHeight ?? api.viewportHeight;
  if (typeof height === 'number' && Number.isFinite(height) && height > 0) root.style.setProperty('--app-viewport-height', `${Math.round(height)}px`);
}

function versionAtLeast(version: string | undefined, wanted: number): boolean {
  const value = Number.parseFloat(version ?? '');
  return Number.isFinite(value) && value >= wanted;
}

/** Applies the mode once the mini-application API is there; every call of the client API may fail and is only logged. */
export function enterMessagingAppMode(api: MiniAppApi | null, hash: string = window.location.hash, root: HTMLElement = document.documentElement): void {
  root.dataset.messagingApp = 'true';
  applyTheme(themeFromHash(hash), root);
  if (!api) return;
  const attempt = (label: string, call: () => void) => {
    try {
      call();
    } catch (error) {
      console.warn(`[telegram] ${label} failed`, error);
    }
  };
  attempt('expand', () => api.expand?.());
  // Full screen (Bot API 8.0+): the page then owns the whole screen, like an installed app.
  if (versionAtLeast(api.version, 8)) attempt('requestFullscreen', () => api.requestFullscreen?.());
  if (versionAtLeast(api.version, 7.7)) attempt('disableVerticalSwipes', () => api.disableVerticalSwipes?.());
  applyTheme(api.themeParams, root);
  const bg = safeColor(api.themeParams?.bg_color);
  if (bg && versionAtLeast(api.version, 6.1)) {
    attempt('setBackgroundColor', () => api.setBackgroundColor?.(bg));
    attempt('setHeaderColor', () => api.setHeaderColor?.(bg));
  }
  applyViewport(api, root);
  attempt('onEvent', () => {
    api.onEvent?.('viewportChanged', () => applyViewport(api, root));
    api.onEvent?.('themeChanged', () => applyTheme(api.themeParams, root));
  });
}
