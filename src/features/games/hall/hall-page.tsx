import { useCallback } from 'react';
import { useSession } from '@/api/account/use-session';
import { useGamesGetCategoriesQuery, useGamesGetProvidersQuery } from '@/api/games/games-api';
import { selectData, selectDataOrError } from '@/api/select-result';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAppDispatch } from '@/store/hooks';
import { HallFilterBar } from './hall-filter-bar';
import { clearedFilters, type HallTab } from './hall-filters';
import styles from './hall-page.module.css';
import { HallResults } from './hall-results';
import { HALL_PANEL_ID, hallTabId } from './hall-tabs';
import { useHallFilters } from './use-hall-filters';

/** /gamehall: the whole catalogue, filtered by the address (query, types, providers, category, tab). */
export function HallPage() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const { filters, update, searchWith } = useHallFilters();
  const signedIn = useSession().isPlayer;
  const categoriesQuery = useGamesGetCategoriesQuery(locale, { selectFromResult: selectDataOrError });
  // undefined while they load (also in the prerendered HTML): the filter bar keeps their row's place.
  const categories = categoriesQuery.data ?? (categoriesQuery.isError ? [] : undefined);
  const { data: providers = [] } = useGamesGetProvidersQuery(undefined, { selectFromResult: selectData });

  const signIn = useCallback(() => {
    void dispatch(openSignIn());
  }, [dispatch]);
  const onSelectTab = (tab: HallTab) => {
    if (tab === 'favourites' && !signedIn) signIn();
    else if (tab !== filters.tab) update({ tab });
  };

  const category = categories?.find((item) => item.id === filters.category);
  const heading = filters.tab === 'favourites' ? t('favourites.title') : (category?.name ?? t('hall.title'));

  return (
    <div className={styles.page}>
      <title>{`${heading} — ${t('hall.metaSuffix')}`}</title>
      <h1 className={styles.title}>{heading}</h1>
      <HallFilterBar
        filters={filters}
        update={update}
        searchWith={searchWith}
        categories={categories}
        providers={providers}
        onSelectTab={onSelectTab}
      />
      <section id={HALL_PANEL_ID} role="tabpanel" aria-labelledby={hallTabId(filters.tab)} className={styles.panel}>
        <HallResults
          filters={filters}
          signedIn={signedIn}
          onClear={() => update(clearedFilters(filters))}
          onShowAll={() => update({ tab: 'all' })}
          onSignIn={signIn}
        />
      </section>
    </div>
  );
}
