import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './payment-pages.module.css';

const QrCode = lazy(() => import('@/components/ui/qr-code/qr-code'));

export interface CryptoAddressProps {
  address: string;
  amount: string;
  method: string;
}

/** Where to send a crypto deposit: the address as text, a copy button and a QR code of it. */
export function CryptoAddress({ address, amount, method }: CryptoAddressProps) {
  const { t } = useTranslation('deposit');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = () => {
    // Without a secure context (plain http) the clipboard API is missing.
    if (typeof navigator.clipboard?.writeText !== 'function') {
      setCopy('failed');
      return;
    }
    navigator.clipboard.writeText(address).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <div className={styles.crypto}>
      <h2 className={styles.cryptoTitle}>{t('pending.crypto.title')}</h2>
      <p className={styles.cryptoText}>{t('pending.crypto.text', { amount, method })}</p>
      <Suspense fallback={<span className={styles.qrPlaceholder} aria-hidden="true" />}>
        <QrCode className={styles.qr} value={address} label={t('pending.crypto.qr')} />
      </Suspense>
      <p className={styles.addressLabel}>{t('pending.crypto.addressLabel')}</p>
      <code className={styles.address}>{address}</code>
      <button type="button" className={styles.copy} onClick={onCopy}>
        {t('pending.crypto.copy')}
      </button>
      <p role="status" className={styles.copyStatus} data-state={copy}>
        {copy === 'copied' ? t('pending.crypto.copied') : copy === 'failed' ? t('pending.crypto.copyFailed') : ''}
      </p>
    </div>
  );
}
