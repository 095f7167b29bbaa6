import { useId, type ReactNode } from 'react';
import { useCashierGetDepositSettingsQuery, useCashierGetWithdrawSettingsQuery } from '@/api/cashier/cashier-api';
import type { DepositInfo } from '@/api/cashier/cashier.types';
import { Button } from '@/components/ui/button/button';
import { formatDate, formatMoney, formatTime } from '@/lib/format/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { requisiteNameLabel } from '../shared/requisites/requisite-texts';
import { TransactionStatusBadge } from '../shared/transaction-status';
import { useCashierConfig } from '../shared/use-cashier-config';
import { ReceiptAddress, ReceiptContacts, ReceiptRules } from './receipt-blocks';
import styles from './receipt.module.css';

/** The method's display name from the settings of its side of the cashier; its system name until then. */
function useMethodName(info: DepositInfo): string {
  const deposit = useCashierGetDepositSettingsQuery(undefined, { skip: info.type !== 'deposit' });
  const withdraw = useCashierGetWithdrawSettingsQuery(undefined, { skip: info.type !== 'withdrawal' });
  const methods = (info.type === 'deposit' ? deposit.data : withdraw.data)?.methods ?? [];
  return methods.find((method) => method.sysname === info.method)?.name ?? info.method;
}

/** One transaction as a printable receipt, with the operator, support and terms blocks the configuration shows. */
export function ReceiptView({ info }: { info: DepositInfo }) {
  const { t, i18n } = useTranslation(['withdraw', 'cashier']);
  const config = useCashierConfig();
  const method = useMethodName(info);
  const titleId = useId();
  const created = info.created_at * 1000;
  const requisites = Object.entries(info.requisites ?? {}).filter(([, value]) => value);
  const requisiteLabel = (name: string) => requisiteNameLabel(t, i18n, name);

  return (
    <article className={styles.receipt} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('receipt.heading')}
        </h2>
        <Button variant="secondary" size="sm" className={styles.noPrint} onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
      </header>
      <dl className={styles.rows}>
        <Row label={t('receipt.number')}>{info.id}</Row>
        <Row label={t('receipt.type')}>{t(`cashier:type.${info.type}`)}</Row>
        <Row label={t('receipt.date')}>
          <time dateTime={new Date(created).toISOString()}>{`${formatDate(created)} ${formatTime(created)}`}</time>
        </Row>
        <Row label={t('receipt.method')}>{method}</Row>
        {requisites.map(([name, value]) => (
          <Row key={name} label={requisiteLabel(name)}>
            {value}
          </Row>
        ))}
        <Row label={t('receipt.amount')} strong>
          {formatMoney(info.amount.amount, info.amount.currency, { decimals: 'always' })}
        </Row>
        <Row label={t('receipt.status')}>
          <TransactionStatusBadge status={info.status} />
        </Row>
        {info.domain ? <Row label={t('receipt.domain')}>{info.domain}</Row> : null}
      </dl>
      {config.receipt.address ? <ReceiptAddress /> : null}
      {config.receipt.contacts ? <ReceiptContacts /> : null}
      {config.receipt.rules ? <ReceiptRules /> : null}
    </article>
  );
}

function Row({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={strong ? styles.rowStrong : styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
