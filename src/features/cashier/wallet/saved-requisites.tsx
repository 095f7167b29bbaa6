import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { formatDate } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { MethodIcon } from '../shared/method-icon';
import type { SavedGroup } from './saved-groups';
import styles from './wallet.module.css';

/** The saved requisites grouped by method, each with links to use it; an explained empty state. */
export function SavedRequisites({ groups }: { groups: readonly SavedGroup[] }) {
  const { t } = useTranslation('withdraw');
  const locale = useLocale();
  if (groups.length === 0) return <EmptyState title={t('wallet.emptyTitle')} text={t('wallet.emptyText')} compact />;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <SavedGroupView key={group.sysname} group={group} locale={locale} />
      ))}
    </div>
  );
}

function SavedGroupView({ group, locale }: { group: SavedGroup; locale: ReturnType<typeof useLocale> }) {
  const { t } = useTranslation('withdraw');
  const titleId = useId();
  const name = group.method?.name ?? group.sysname;
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {group.method ? <MethodIcon method={group.method} /> : null}
        {name}
      </h3>
      <ul className={styles.items}>
        {group.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <div className={styles.itemText}>
              <span className={styles.itemLabel}>{item.label}</span>
              <span className={styles.muted}>{t('wallet.added', { date: formatDate(item.created_at * 1000) })}</span>
            </div>
            <div className={styles.itemLinks}>
              {group.depositable ? (
                <Link
                  className={styles.link}
                  to={href(locale, 'cashierDepositMethod', { sysname: group.sysname }, { requisite: item.id })}
                  aria-label={t('wallet.useDepositLabel', { method: name, label: item.label })}
                >
                  {t('wallet.useDeposit')}
                </Link>
              ) : null}
              {group.withdrawable ? (
                <Link
                  className={styles.link}
                  to={href(locale, 'cashierWithdraw', undefined, { method: group.sysname, requisite: item.id })}
                  aria-label={t('wallet.useWithdrawLabel', { method: name, label: item.label })}
                >
                  {t('wallet.useWithdraw')}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
