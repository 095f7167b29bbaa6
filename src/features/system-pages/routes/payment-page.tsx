import { useId, type ReactNode } from 'react';
import { useLocale } from '@/lib/i18n/use-locale';
import { href } from '@/lib/router/paths';
import { ButtonLink } from '../button-link';
import { SystemPageIcon } from '../system-page-icon';
import { SystemPageLoader } from '../system-page-loader';
import { SYSTEM_PAGE_TARGETS, type SystemPageType } from '../system-page-types';
import styles from '../system-page.module.css';
import { useDocumentTitle } from '../use-document-title';
import { useOptionalText } from '../use-optional-text';

export interface PaymentPageProps {
  type: Extract<SystemPageType, 'paymentPending' | 'paymentSuccess' | 'paymentNewWindow' | 'paymentMobile'>;
  details?: string;
  /** Replaces the page's own button (e.g. the payment-success back url). */
  action?: { label: string; to: string };
  /** What the payment pages add under the description: the amount, a crypto address, a note. */
  children?: ReactNode;
}

/**
 * A payment result page with the SystemPage look (icon or loader, h1, description, details,
 * button), plus room for the payment's own content. Texts are the `system` namespace's, and a
 * missing one is hidden, as on every system page (SPEC §2).
 */
export function PaymentPage({ type, details, action, children }: PaymentPageProps) {
  const text = useOptionalText();
  const locale = useLocale();
  const headingId = useId();
  const header = text(`${type}.header`);
  useDocumentTitle(header);
  const target = SYSTEM_PAGE_TARGETS[type];
  const label = target ? text(`${type}.button`) : undefined;
  const button = action ?? (target && label ? { label, to: href(locale, target) } : undefined);
  const description = text(`${type}.description`);
  return (
    <section className={styles.page} aria-labelledby={header ? headingId : undefined}>
      <div className={styles.card}>
        <div className={styles.visual}>
          {type === 'paymentPending' ? <SystemPageLoader label={text('loading') ?? header ?? ''} /> : <SystemPageIcon name={type} />}
        </div>
        {header ? (
          <h1 id={headingId} className={styles.header}>
            {header}
          </h1>
        ) : null}
        {description ? <p className={styles.description}>{description}</p> : null}
        {details ? <p className={styles.details}>{details}</p> : null}
        {children}
        {button ? <ButtonLink to={button.to}>{button.label}</ButtonLink> : null}
      </div>
    </section>
  );
}
