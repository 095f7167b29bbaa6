import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useCashbacksGetPagesInfiniteQuery, useCashbacksPayoutMutation, useCashbacksRemoveMutation } from '@/api/cashbacks/cashbacks-api';
import type { Cashback } from '@/api/cashbacks/cashbacks.types';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from '../bonuses.module.css';
import { BONUSES_PAGE_SIZE } from '../components/page-size';
import { useConfirmRemove } from '../use-confirm-remove';
import { useRunWrite } from '../use-run-write';
import { CashbackCard, useCashbackName } from './cashback-card';

/** /profile/cashback: the player's cashbacks, newest first; take an active one, remove any after a confirm. */
export function CashbackPage() {
  const { t } = useTranslation('bonuses');
  const locale = useLocale();
  const listId = useId();
  const cards = useRef<HTMLUListElement>(null);
  const query = useCashbacksGetPagesInfiniteQuery({ locale, count: BONUSES_PAGE_SIZE, sort: 'created_at', order: 'desc', fields: ['description'] });
  const [payout] = useCashbacksPayoutMutation();
  const [remove] = useCashbacksRemoveMutation();
  const confirmRemove = useConfirmRemove();
  const nameOf = useCashbackName();
  const { isBusy, run } = useRunWrite('toasts.cashbackUncertain');
  const pages = query.data?.pages;
  const items = pages?.flatMap((page) => page.items);
  const total = pages?.at(-1)?.total ?? 0;

  const actions = {
    isBusy,
    take: (cashback: Cashback) =>
      run(cashback.id, {
        write: () => payout({ id: cashback.id }).unwrap(),
        doneKey: 'toasts.taken',
        values: { amount: formatMoney(cashback.amount.amount, cashback.amount.currency) },
      }),
    remove: (cashback: Cashback) =>
      run(cashback.id, {
        confirm: () => confirmRemove(nameOf(cashback)),
        write: () => remove({ id: cashback.id }).unwrap(),
        doneKey: 'toasts.removed',
        values: { name: nameOf(cashback) },
      }),
  };

  return (
    <div className={styles.page}>
      <title>{t('meta.cashback')}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('page.cashbackTitle')}</h1>
        <p className={styles.lead}>{t('page.cashbackLead')}</p>
        <Link className={styles.textLink} to={href(locale, 'profileBonuses')}>{t('page.toBonuses')}</Link>
      </header>
      <section className={styles.section} aria-labelledby={listId}>
        <h2 id={listId} className="visually-hidden">{t('cashback.listTitle')}</h2>
        <QueryState
          query={{ data: items, isError: query.isError, refetch: query.refetch }}
          loading="skeleton"
          shape="card"
          count={3}
          empty={{ compact: true, title: t('cashback.empty') }}
          more={{ query, label: t('list.more'), count: t('list.shown', { shown: items?.length ?? 0, total }), items: cards }}
        >
          {(items) => (
            <ul ref={cards} className={styles.grid} aria-label={t('cashback.listTitle')}>
              {items.map((cashback) => (
                <li key={cashback.id}>
                  <CashbackCard cashback={cashback} actions={actions} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
