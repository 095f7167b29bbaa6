import type { Locale } from '@/lib/i18n/locales';
import { localizeLink } from '@/lib/i18n/localize-link';
import { safeInternalPath } from '@/lib/navigation/safe-url';

/**
 * Where a banner's CMS link may take the player: a same-origin path, put under the current
 * language when it has no prefix of its own. External and dangerous targets give null
 * (SPEC §8: no external navigation without explicit permission), so the banner shows no link.
 */
export function bannerLinkTarget(raw: string | null, locale: Locale, origin: string): string | null {
  if (!raw) return null;
  const path = safeInternalPath(raw, origin);
  return path === null ? null : localizeLink(locale, path);
}
