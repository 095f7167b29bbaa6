import { Link } from 'react-router';
import { GAME_TYPES, type Category, type Provider } from '@/api/games/games.types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { type HallFilters, type HallTab, toggleItem } from './hall-filters';
import styles from './hall-filter-bar.module.css';
import { HallTabs } from './hall-tabs';
import { ProviderSelect } from './provider-select';
import { QueryInput } from './query-input';
import type { FiltersPatch, UpdateOptions } from './use-hall-filters';

export interface HallFilterBarProps {
  filters: HallFilters;
  update: (patch: FiltersPatch, options?: UpdateOptions) => void;
  searchWith: (patch: Partial<HallFilters>) => URLSearchParams;
  /** undefined while loading: an empty row of the same height stands in, so nothing moves when they come. */
  categories: readonly Category[] | undefined;
  providers: readonly Provider[];
  onSelectTab: (tab: HallTab) => void;
}

/** Search, tabs, type chips, provider multi-select and category chips; all of it lives in the address. */
export function HallFilterBar({ filters, update, searchWith, categories, providers, onSelectTab }: HallFilterBarProps) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const providerName = (sysname: string) => providers.find((p) => p.sysname === sysname)?.name ?? sysname;
  const categoryLink = (category: string | null) => href(locale, 'gamehall', undefined, searchWith({ category }));

  return (
    <div className={styles.bar}>
      <div className={styles.top}>
        <QueryInput value={filters.query} onCommit={(query, replace) => update({ query }, { replace })} />
        <ProviderSelect
          providers={providers}
          selected={filters.providers}
          onToggle={(sysname) => update((current) => ({ providers: toggleItem(current.providers, sysname) }))}
          onClear={() => update({ providers: [] })}
        />
      </div>

      <div className={styles.middle}>
        <HallTabs tab={filters.tab} onSelect={onSelectTab} />
        <div role="group" aria-label={t('filters.types')} className={styles.chips}>
          {GAME_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={styles.chip}
              aria-pressed={filters.types.includes(type)}
              onClick={() => update((current) => ({ types: toggleItem(current.types, type) }))}
            >
              {t(`types.${type}`)}
            </button>
          ))}
        </div>
      </div>

      {categories === undefined ? <div className={styles.categoriesPlaceholder} aria-hidden="true" /> : null}
      {categories && categories.length > 0 ? (
        <nav aria-label={t('filters.categories')} className={styles.categories}>
          <ul className={styles.categoryList}>
            <li>
              <Link
                className={styles.category}
                to={categoryLink(null)}
                preventScrollReset
                aria-current={filters.category === null ? 'true' : undefined}
              >
                {t('filters.allCategories')}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  className={styles.category}
                  to={categoryLink(category.id)}
                  preventScrollReset
                  aria-current={filters.category === category.id ? 'true' : undefined}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {filters.providers.length > 0 ? (
        <ul className={styles.selected} aria-label={t('filters.selectedProviders')}>
          {filters.providers.map((sysname) => (
            <li key={sysname}>
              <button
                type="button"
                className={styles.selectedChip}
                aria-label={t('filters.removeProvider', { name: providerName(sysname) })}
                onClick={() => update((current) => ({ providers: current.providers.filter((name) => name !== sysname) }))}
              >
                {providerName(sysname)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
