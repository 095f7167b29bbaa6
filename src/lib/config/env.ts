import { configuredBase as base, DEFAULT_BASES } from './configured-base';

/** Validated build-time settings (documented in README.md and .env.example). */
export const ENV = {
  apiUrl: base(import.meta.env.VITE_API_URL, DEFAULT_BASES.api),
  cmsUrl: base(import.meta.env.VITE_CMS_URL, DEFAULT_BASES.cms),
  authUrl: base(import.meta.env.VITE_AUTH_URL, DEFAULT_BASES.auth),
  mocking: import.meta.env.VITE_API_MOCKING === 'true',
  siteOrigin: (import.meta.env.VITE_SITE_ORIGIN ?? '').replace(/\/$/, ''),
  /** The messaging-app mini-application script, loaded only inside the messaging app (SPEC §7). */
  telegramScriptUrl: import.meta.env.VITE_TELEGRAM_SCRIPT_URL?.trim() || 'https://telegram.org/js/telegram-web-app.js',
  /** Social login providers, comma-separated, in button order. */
  socialProviders: (import.meta.env.VITE_SOCIAL_PROVIDERS?.trim() || 'google,facebook,telegram')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => /^[a-z0-9_-]+$/.test(name)),
  /** 'popup' (default; falls back to a redirect when the browser blocks it) or 'redirect'. */
  socialLoginMode: import.meta.env.VITE_SOCIAL_LOGIN_MODE === 'redirect' ? 'redirect' : 'popup',
} as const;

/** The API version sent with every main-API call (SPEC §9). */
export const API_VERSION = '2.34';

/** Absolute URL for a configured base: fetch under jsdom cannot take relative URLs. */
export function absoluteUrl(path: string): URL {
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(path, origin);
}
