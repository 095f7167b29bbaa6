import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HISTORY_TABS, type HistoryTab } from './history-tabs';
import styles from './history.module.css';

export const HISTORY_PANEL_ID = 'cashier-history-panel';

export function historyTabId(tab: HistoryTab): string {
  return `cashier-history-tab-${tab}`;
}

/** Deposits, Withdrawals, Bonuses, Cashbacks: an ARIA tablist (arrow keys, Home and End move and select). */
export function HistoryTablist({ tab, onSelect }: { tab: HistoryTab; onSelect: (tab: HistoryTab) => void }) {
  const { t } = useTranslation('cashier-history');
  const refs = useRef<Partial<Record<HistoryTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    // From the focused tab, not the selected one: the address (and so the selection) follows a beat later.
    const focused = HISTORY_TABS.findIndex((name) => refs.current[name] === event.target);
    const at = focused >= 0 ? focused : HISTORY_TABS.indexOf(tab);
    const last = HISTORY_TABS.length - 1;
    const index =
      event.key === 'ArrowRight' ? (at + 1) % HISTORY_TABS.length
      : event.key === 'ArrowLeft' ? (at + last) % HISTORY_TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (index === null) return;
    event.preventDefault();
    const next = HISTORY_TABS[index];
    refs.current[next]?.focus();
    onSelect(next);
  };

  return (
    <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {HISTORY_TABS.map((name) => (
        <button
          key={name}
          ref={(element) => {
            refs.current[name] = element;
          }}
          id={historyTabId(name)}
          type="button"
          role="tab"
          aria-selected={tab === name}
          aria-controls={HISTORY_PANEL_ID}
          tabIndex={tab === name ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(name)}
        >
          {t(`tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}
