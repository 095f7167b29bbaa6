import type { ReactNode } from 'react';
import { ENV } from '@/lib/config/env';

/** Brand names are not translated; unknown providers show their name capitalised. */
const BRAND_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', telegram: 'Telegram', apple: 'Apple', vk: 'VK' };

export function providerName(provider: string): string {
  return BRAND_NAMES[provider] ?? `${provider.charAt(0).toUpperCase()}${provider.slice(1)}`;
}

/** The configured providers (VITE_SOCIAL_PROVIDERS, default google, facebook, telegram). */
export function socialProviders(): readonly string[] {
  return ENV.socialProviders;
}

/** Decorative marks (the button's text names the provider). */
export function ProviderMark({ provider }: { provider: string }): ReactNode {
  const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
  switch (provider) {
    case 'google':
      return (
        <svg {...common}>
          <path fill="#4285F4" d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z" />
          <path fill="#34A853" d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z" />
          <path fill="#FBBC05" d="M6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9z" />
          <path fill="#EA4335" d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5L6.4 10C7.2 7.8 9.4 6 12 6z" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="10" fill="#1877F2" />
          <path fill="#fff" d="M13.2 22v-7h2.3l.4-2.8h-2.7v-1.8c0-.8.3-1.4 1.4-1.4h1.4V6.5a18 18 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v2.2H8v2.8h2.4v7z" />
        </svg>
      );
    case 'telegram':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="10" fill="#29A9EB" />
          <path fill="#fff" d="m6.3 11.8 9.9-3.8c.5-.2.9.1.7.9l-1.7 7.9c-.1.6-.5.7-1 .4l-2.6-1.9-1.3 1.2c-.1.1-.3.3-.6.3l.2-2.7 4.9-4.4c.2-.2 0-.3-.3-.1l-6 3.8-2.6-.8c-.6-.2-.6-.6.1-.8z" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.3" />
        </svg>
      );
  }
}
