import { useId } from 'react';
import type { Bonus } from '@/api/bonuses/bonuses.types';
import { Button } from '@/components/ui/button/button';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../bonuses.module.css';
import { BonusCard, type BonusActions } from './bonus-card';

export interface BonusListProps {
  title: string;
  items: Bonus[] | undefined;
  total: number;
  isError: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  actions: BonusActions;
}

/** A titled section of bonus cards with its loading, error, empty and "show more" states. */
export function BonusList({ title, items, total, isError, onRetry, hasMore, loadingMore, onMore, actions }: BonusListProps) {
  const { t } = useTranslation('bonuses');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>{title}</h2>
      <QueryState
        query={{ data: items, isError, refetch: onRetry }}
        loading="skeleton"
        shape="card"
        count={3}
        empty={{ compact: true, title: t('list.empty') }}
      >
        {(items) => (
          <>
            <ul className={styles.grid} aria-label={title}>
              {items.map((bonus) => (
                <li key={bonus.id}>
                  <BonusCard bonus={bonus} actions={actions} />
                </li>
              ))}
            </ul>
            <p className={styles.muted}>{t('list.shown', { shown: items.length, total })}</p>
            {hasMore ? (
              <Button variant="secondary" className={styles.more} disabled={loadingMore} onClick={onMore}>
                {t('list.more')}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
