import type { TOptions } from 'i18next';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The namespace of every text in this feature. */
export const SYSTEM_NS = 'system';

/**
 * A translator for texts that may legitimately be absent (SPEC §2: a missing translation
 * hides its text). Returns undefined instead of echoing the key, and treats an empty
 * translation as missing too.
 */
export function useOptionalText(): (key: string, options?: TOptions) => string | undefined {
  const { t, i18n } = useTranslation(SYSTEM_NS);
  return (key, options) => {
    if (!i18n.exists(key, { ns: SYSTEM_NS })) return undefined;
    const text = t(key, { ...options, interpolation: { escapeValue: false } });
    return typeof text === 'string' && text.trim() !== '' ? text : undefined;
  };
}
