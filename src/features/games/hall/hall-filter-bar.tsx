import { GAME_TYPES, type Category, type Provider } from '@/api/games/games.types';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { useRouteLinkClicks } from '../grid/use-route-link-clicks';
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
  // Plain anchors whose clicks the list routes: a router Link per category (dozens of them, most
  // off screen in a scrolling row) was a good part of the hall's render on a route change.
  const onCategoryClick = useRouteLinkClicks();

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
        <nav aria-label={t('filters.categories')} className={styles.categories} onClick={onCategoryClick}>
          <ul className={styles.categoryList}>
            <li>
              <a
                className={styles.category}
                href={categoryLink(null)}
                data-route
                data-keep-scroll
                aria-current={filters.category === null ? 'true' : undefined}
              >
                {t('filters.allCategories')}
              </a>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  className={styles.category}
                  href={categoryLink(category.id)}
                  data-route
                  data-keep-scroll
                  aria-current={filters.category === category.id ? 'true' : undefined}
                >
                  {category.name}
                </a>
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
