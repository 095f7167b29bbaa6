import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { HallTab } from './hall-filters';
import styles from './hall-filter-bar.module.css';

const TABS: readonly HallTab[] = ['all', 'favourites'];

export const HALL_PANEL_ID = 'hall-results';

export function hallTabId(tab: HallTab): string {
  return `hall-tab-${tab}`;
}

export interface HallTabsProps {
  tab: HallTab;
  /** The favourites tab asks visitors to sign in instead of switching. */
  onSelect: (tab: HallTab) => void;
}

/** All games / Favourites: an ARIA tablist over the results panel (arrow keys move between tabs). */
export function HallTabs({ tab, onSelect }: HallTabsProps) {
  const { t } = useTranslation('games');
  const refs = useRef<Partial<Record<HallTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : TABS[(at + step + TABS.length) % TABS.length];
    refs.current[next]?.focus();
    onSelect(next);
  };

  return (
    <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((name) => (
        <button
          key={name}
          ref={(element) => {
            refs.current[name] = element;
          }}
          id={hallTabId(name)}
          type="button"
          role="tab"
          aria-selected={tab === name}
          aria-controls={HALL_PANEL_ID}
          tabIndex={tab === name ? 0 : -1}
          className={styles.tab}
          data-tab={name}
          onClick={() => onSelect(name)}
        >
          {t(`tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
