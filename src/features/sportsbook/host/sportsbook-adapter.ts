import type { Locale } from '@/lib/i18n/locales';

/**
 * The vendor-neutral contract between the host page and a sportsbook vendor.
 * Paths are the widget's internal paths: '/' or '/segment/segment', never a full address.
 */
export interface SportsbookSession {
  /** Null for visitors. */
  token: string | null;
  lang: Locale;
}

/** What the vendor may ask of the host. */
export interface SportsbookCallbacks {
  onLoginRequest: () => void;
  onRegisterRequest: () => void;
  onDepositRequest: () => void;
  /** The widget moved to another internal path (the host mirrors it in the address). */
  onRouteChange: (path: string) => void;
  /** A bet was placed or settled: the host refreshes its balances. */
  onBalanceHint: () => void;
  /** The vendor refused the token: the host mints a new one (null when nobody is signed in any more). */
  onTokenExpired: () => Promise<string | null>;
  onReady: () => void;
  onError: (error: { code: 'load_failed' | 'restricted' | 'unknown'; message?: string }) => void;
}

export interface SportsbookAdapter {
  readonly id: 'betby' | 'iframe';
  /** Loads the vendor's code (idempotent). */
  load: () => Promise<void>;
  mount: (element: HTMLElement, session: SportsbookSession, initialPath: string, callbacks: SportsbookCallbacks) => void;
  /** A new token or language: the adapter decides between a hot update and a restart. */
  update: (session: SportsbookSession) => void;
  navigate: (path: string) => void;
  setBalance?: (amount: number, currency: string) => void;
  /** Removes the widget, its frames and every listener it added. */
  destroy: () => void;
}

export { isWidgetPath, widgetPathFrom } from '@/api/sportsbook/widget-path';
