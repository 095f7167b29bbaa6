import { useId, type ReactNode } from 'react';
import { ButtonLink } from './button-link';
import styles from './system-page.module.css';
import { useDocumentTitle } from './use-document-title';

export interface SystemPageAction {
  label: string;
  to: string;
  reloadDocument?: boolean;
}

interface SystemPageViewProps {
  /** The icon or loader above the header. */
  visual: ReactNode;
  header?: string;
  description?: string;
  details?: string;
  action?: SystemPageAction;
}

/** The centred layout shared by every system page: visual, h1, description, details, button. */
export function SystemPageView({ visual, header, description, details, action }: SystemPageViewProps) {
  const headingId = useId();
  useDocumentTitle(header);

  return (
    <section className={styles.page} aria-labelledby={header ? headingId : undefined}>
      <div className={styles.card}>
        <div className={styles.visual}>{visual}</div>
        {header && (
          <h1 id={headingId} className={styles.header}>
            {header}
          </h1>
        )}
        {description && <p className={styles.description}>{description}</p>}
        {details && <p className={styles.details}>{details}</p>}
        {action && (
          <ButtonLink to={action.to} reloadDocument={action.reloadDocument}>
            {action.label}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
