import type { Locale } from '@/lib/i18n/locales';
import { localizeLink } from '@/lib/i18n/localize-link';
import { type NavigationTarget, resolveNavigationTarget } from '@/lib/navigation/safe-url';

/**
 * Where a popup's button or link may take the player (the content side's URLs are untrusted): a
 * same-origin path, put under the current language when it has no prefix of its own, or another
 * http(s) site (opened in a new tab). Script and data schemes, protocol-relative and backslash
 * tricks give null, and the button is not shown.
 */
export function popupLinkTarget(raw: string | null, locale: Locale, origin: string): NavigationTarget | null {
  if (!raw) return null;
  const target = resolveNavigationTarget(raw, { origin, allowExternal: true });
  return target?.kind === 'internal' ? { kind: 'internal', path: localizeLink(locale, target.path) } : target;
}

/** The popup's picture address, when it is a same-origin or http(s) one; null otherwise. */
export function popupImageSrc(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  const target = resolveNavigationTarget(raw, { origin, allowExternal: true });
  if (!target) return null;
  return target.kind === 'internal' ? target.path : target.url;
}
