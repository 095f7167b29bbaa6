import { useId, useMemo, useState } from 'react';
import type { Provider } from '@/api/games/games.types';
import { useDisclosureMenu } from '@/components/ui/menu/use-disclosure-menu';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toggleItem } from './hall-filters';
import styles from './provider-select.module.css';

export interface ProviderSelectProps {
  providers: readonly Provider[];
  selected: readonly string[];
  onToggle: (sysname: string) => void;
  onClear: () => void;
}

/** Case- and accent-insensitive text for matching. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The provider multi-select: a button opening a panel with a search box and a checkbox per
 * provider (logo, name, game count). Escape or a click outside closes it; each tick is applied at
 * once, so the list and the address follow.
 */
export function ProviderSelect({ providers, selected: fromAddress, onToggle, onClear }: ProviderSelectProps) {
  const { t } = useTranslation('games');
  const [open, setOpen] = useState(false);
  // A tick shows at once; the address (and so `fromAddress`) follows after the navigation settles.
  const [ticked, setTicked] = useState<{ base: readonly string[]; value: readonly string[] } | null>(null);
  const selected = ticked?.base === fromAddress ? ticked.value : fromAddress;
  const toggle = (sysname: string) => {
    setTicked({ base: fromAddress, value: toggleItem(selected, sysname) });
    onToggle(sysname);
  };
  const [text, setText] = useState('');
  const { rootRef, buttonRef } = useDisclosureMenu(open, () => setOpen(false), 'input');
  const panelId = useId();
  const searchId = useId();

  const shown = useMemo(() => {
    const needle = fold(text.trim());
    return needle ? providers.filter((provider) => fold(provider.name).includes(needle)) : providers;
  }, [providers, text]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('filters.providers')}{' '}
        {selected.length > 0 ? (
          <span className={styles.count} aria-label={t('filters.providersSelected', { count: selected.length })}>
            {selected.length}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={panelId} className={styles.panel} role="group" aria-label={t('filters.providers')}>
          <label className="visually-hidden" htmlFor={searchId}>
            {t('filters.providerSearch')}
          </label>
          <input
            id={searchId}
            className={styles.search}
            type="search"
            value={text}
            placeholder={t('filters.providerSearch')}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          {shown.length === 0 ? (
            <p className={styles.none}>{t('filters.providerNone')}</p>
          ) : (
            <ul className={styles.list}>
              {shown.map((provider) => (
                <li key={provider.sysname}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      className={styles.check}
                      checked={selected.includes(provider.sysname)}
                      onChange={() => toggle(provider.sysname)}
                    />
                    <img className={styles.logo} src={provider.logo_url} alt="" width={50} height={20} loading="lazy" decoding="async" />
                    <span className={styles.name}>{provider.name}</span>
                    <span className={styles.games}>{provider.games_count}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.footer}>
            <button type="button" className={styles.link} disabled={selected.length === 0} onClick={onClear}>
              {t('filters.providerClear')}
            </button>
            <button type="button" className={styles.done} onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}>
              {t('filters.done')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
