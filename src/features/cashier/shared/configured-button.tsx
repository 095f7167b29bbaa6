import type { ReactNode } from 'react';
import type { WithdrawErrorButton } from '@/api/cms/cms-config.types';
import { Button } from '@/components/ui/button/button';
import type { Locale } from '@/lib/i18n/locales';
import { localizeLink } from '@/lib/i18n/localize-link';
import { useLocale } from '@/lib/i18n/use-locale';
import { type NavigationTarget, resolveNavigationTarget } from '@/lib/navigation/safe-url';
import styles from './cashier-shared.module.css';

/**
 * Where a configured button (SPEC §3 "withdraw-error buttons") leads: a site path gets the locale
 * prefix (unless it names one), and every address goes through the safe-navigation helper; null
 * when it is hidden, has no link or the link is unsafe.
 */
export function configuredButtonTarget(button: WithdrawErrorButton | null | undefined, locale: Locale): NavigationTarget | null {
  if (!button?.show || !button.link) return null;
  return resolveNavigationTarget(localizeLink(locale, button.link), { origin: window.location.origin, allowExternal: true });
}

export interface ConfiguredButtonProps {
  button: WithdrawErrorButton | null | undefined;
  children: ReactNode;
}

/** A configured button: a router link for a site path, a new tab for another site; nothing when not shown. */
export function ConfiguredButton({ button, children }: ConfiguredButtonProps) {
  const locale = useLocale();
  const target = configuredButtonTarget(button, locale);
  if (!target) return null;
  return target.kind === 'internal' ? (
    <Button variant="secondary" size="sm" href={target.path}>
      {children}
    </Button>
  ) : (
    <a className={styles.errorLink} href={target.url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
