import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './receipt.module.css';

function Block({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.blockTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The operator's name, registration and address (receipt flag `address`). */
export function ReceiptAddress() {
  const { t } = useTranslation('withdraw');
  return (
    <Block title={t('receipt.operator')}>
      <address className={styles.address}>
        <span>{t('receipt.operatorName')}</span>
        <span>{t('receipt.operatorAddress')}</span>
        <span>{t('receipt.operatorRegistration')}</span>
      </address>
    </Block>
  );
}

/** Support email and phone (receipt flag `contacts`). */
export function ReceiptContacts() {
  const { t } = useTranslation('withdraw');
  const email = t('receipt.emailValue');
  const phone = t('receipt.phoneValue');
  return (
    <Block title={t('receipt.contacts')}>
      <p className={styles.blockText}>{t('receipt.contactsText')}</p>
      <dl className={styles.contacts}>
        <div>
          <dt>{t('receipt.email')}</dt>
          <dd>
            <a className={styles.link} href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('receipt.phone')}</dt>
          <dd>
            <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </dd>
        </div>
      </dl>
    </Block>
  );
}

/** The terms in short, with the way to the full text (receipt flag `rules`). */
export function ReceiptRules() {
  const { t } = useTranslation('withdraw');
  const locale = useLocale();
  return (
    <Block title={t('receipt.rules')}>
      <p className={styles.blockText}>{t('receipt.rulesText')}</p>
      <Link className={styles.link} to={href(locale, 'contentPage', { slug: 'terms' })}>
        {t('receipt.rulesLink')}
      </Link>
    </Block>
  );
}
