import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { resolveNavigationTarget } from '@/lib/navigation/safe-url';
import { PaymentPage } from './payment-page';
import styles from './payment-pages.module.css';

/** The router state the deposit page leaves: the provider's page, and whether its tab was blocked. */
function providerPage(state: unknown): { url: string; blocked: boolean } | null {
  if (!state || typeof state !== 'object') return null;
  const { paymentUrl, blocked } = state as { paymentUrl?: unknown; blocked?: unknown };
  const target = resolveNavigationTarget(paymentUrl, { origin: window.location.origin, allowExternal: true });
  if (!target) return null;
  return { url: target.kind === 'internal' ? target.path : target.url, blocked: blocked === true };
}

/**
 * /cashier/paynewwindow: the payment goes on in the provider's tab. When the browser blocked that
 * tab, a link opens it (a click the browser allows).
 */
export function Component() {
  const { t } = useTranslation('deposit');
  const page = providerPage(useLocation().state);
  return (
    <PaymentPage type="paymentNewWindow">
      {page?.blocked ? (
        <p role="alert" className={styles.note}>
          {t('newWindow.blocked')}
        </p>
      ) : null}
      {page ? (
        <a className={styles.link} href={page.url} target="_blank" rel="noopener noreferrer">
          {t('newWindow.open')}
        </a>
      ) : null}
    </PaymentPage>
  );
}
