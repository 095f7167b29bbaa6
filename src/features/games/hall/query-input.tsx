import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MIN_QUERY_LENGTH } from '../grid/search-query';
import styles from './hall-filter-bar.module.css';

/** Pause after the last keystroke before the address (and the list) follow the text. */
export const QUERY_DEBOUNCE_MS = 300;

export interface QueryInputProps {
  /** The query in the address. */
  value: string;
  /** Writes a new query; `replace` while the player is refining a search already in the address. */
  onCommit: (query: string, replace: boolean) => void;
}

function committable(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length >= MIN_QUERY_LENGTH ? trimmed : null;
}

/** The hall's text search: debounced into the address; Back and links update it from there. */
export function QueryInput({ value, onCommit }: QueryInputProps) {
  const { t } = useTranslation('games');
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed on its own (Back, a link): show what it says.
  if (value !== seen) {
    setSeen(value);
    if (committable(draft) !== value) setDraft(value);
  }

  // The latest callback, so a parent re-render does not restart the pause.
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    const next = committable(draft);
    if (next === null || next === value) return;
    // A new search gets its own history entry; refining it replaces that entry.
    const timer = setTimeout(() => commit.current(next, value !== ''), QUERY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = committable(draft);
    if (next !== null && next !== value) onCommit(next, value !== '');
  };

  return (
    <form role="search" className={styles.searchForm} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="hall-query">
        {t('filters.searchLabel')}
      </label>
      <input
        id="hall-query"
        className={styles.searchInput}
        type="search"
        value={draft}
        placeholder={t('filters.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
