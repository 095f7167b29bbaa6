import { useId, useRef } from 'react';
import type { Bonus } from '@/api/bonuses/bonuses.types';
import type { NextPageLike } from '@/components/ui/query-state/load-more';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../bonuses.module.css';
import { BonusCard, type BonusActions } from './bonus-card';

/** What the list needs of an infinite bonuses query (RTK Query's infinite-query result). */
export interface PagedBonuses extends NextPageLike {
  data?: { pages: ReadonlyArray<{ items: Bonus[]; total: number }> };
  isError: boolean;
  refetch: () => unknown;
}

export interface BonusListProps {
  title: string;
  query: PagedBonuses;
  actions: BonusActions;
}

/** A titled section of bonus cards with its loading, error, empty and "show more" states. */
export function BonusList({ title, query, actions }: BonusListProps) {
  const { t } = useTranslation('bonuses');
  const titleId = useId();
  const cards = useRef<HTMLUListElement>(null);
  const pages = query.data?.pages;
  const items = pages?.flatMap((page) => page.items);
  const total = pages?.at(-1)?.total ?? 0;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>{title}</h2>
      <QueryState
        query={{ data: items, isError: query.isError, refetch: query.refetch }}
        loading="skeleton"
        shape="card"
        count={3}
        empty={{ compact: true, title: t('list.empty') }}
        more={{ query, label: t('list.more'), count: t('list.shown', { shown: items?.length ?? 0, total }), items: cards }}
      >
        {(items) => (
          <ul ref={cards} className={styles.grid} aria-label={title}>
            {items.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} actions={actions} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
