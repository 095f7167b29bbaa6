import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { gameImage, gameName } from '@/api/games/game-display';
import { useGamesGetQuery } from '@/api/games/games-api';
import type { Game } from '@/api/games/games.types';
import { LoadError } from '@/components/ui/query-state/load-error';
import type { DialogBodyPropsOf } from '@/lib/dialogs/dialog-types';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { effectiveQuery } from '../grid/search-query';
import styles from './games-search-dialog.module.css';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from './recent-searches';

/** Pause after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Games shown in the dialog; the hall shows the rest. */
export const SEARCH_RESULTS = 8;

/**
 * The games-search dialog: results as the player types, recent searches before that, and the
 * combobox/listbox keyboard pattern (arrows move the active option, Enter picks it).
 */
export function GamesSearchDialog({ titleId, close }: DialogBodyPropsOf<'gamesSearch'>) {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const navigate = useNavigate();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const [active, setActive] = useState(-1);
  const typed = effectiveQuery(text);
  const query = effectiveQuery(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const result = useGamesGetQuery({ query: query ?? '', count: SEARCH_RESULTS }, { skip: !query });
  const games: readonly Game[] = typed ? (result.data?.items ?? []) : [];
  const searchDone = typed !== undefined && typed === query && !result.isFetching;
  const options = typed ? games.length : recent.length;
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listboxId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const remember = () => {
    if (typed) setRecent(addRecentSearch(typed));
  };
  const openGame = (game: Game) => {
    remember();
    close();
    void navigate(href(locale, 'game', { sysname: game.sysname }));
  };
  const hallLink = typed ? href(locale, 'gamehall', undefined, { query: typed }) : null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        if (down) return current < options - 1 ? current + 1 : 0;
        return current > 0 ? current - 1 : options - 1;
      });
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (active >= 0 && typed && games[active]) openGame(games[active]);
    else if (active >= 0 && !typed && recent[active]) {
      setText(recent[active]);
      setActive(-1);
    } else if (hallLink) {
      remember();
      close();
      void navigate(hallLink);
    }
  };

  const failed = typed !== undefined && searchDone && result.isError;
  // The status line speaks the search's progress; a failure is announced by the alert below instead.
  let status: string | null = null;
  if (!typed) status = recent.length > 0 && !text.trim() ? null : t('search.hint');
  else if (failed) status = null;
  else if (!searchDone) status = t('search.searching');
  else if (games.length === 0) status = t('search.noResults', { query: typed });
  else status = t('search.results', { count: result.data?.total ?? games.length });

  return (
    <div className={styles.root}>
      <h2 id={titleId} className={styles.title}>
        {t('search.title')}
      </h2>
      <input
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={t('search.inputLabel')}
        aria-expanded={options > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && active < options ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        // The dialog exists to type into this field.
        autoFocus
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />

      {!typed && recent.length > 0 ? (
        <div className={styles.recentHead}>
          <span id={`${listboxId}-label`} className={styles.sectionTitle}>
            {t('search.recent')}
          </span>
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
              setActive(-1);
            }}
          >
            {t('search.clearRecent')}
          </button>
        </div>
      ) : null}

      <ul
        id={listboxId}
        role="listbox"
        aria-label={typed ? t('search.title') : t('search.recent')}
        className={styles.list}
        aria-busy={(typed && !searchDone) || undefined}
      >
        {typed
          ? games.map((game, index) => (
              <li
                key={game.sysname}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openGame(game)}
              >
                <img className={styles.thumb} src={gameImage(game)} alt="" width={60} height={40} loading="lazy" decoding="async" />
                <span className={styles.name}>{gameName(game)}</span>
                <span className={styles.provider}>{game.provider_name}</span>
              </li>
            ))
          : recent.map((item, index) => (
              <li
                key={item}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                aria-label={t('search.recentAria', { query: item })}
                className={`${styles.option} ${styles.recent}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setText(item);
                  setActive(-1);
                }}
              >
                <span className={styles.name}>{item}</span>
              </li>
            ))}
      </ul>

      <div className={styles.footer}>
        <p className={styles.status} role="status">
          {status}
        </p>
        {failed ? <LoadError message={t('search.error')} onRetry={() => void result.refetch()} /> : null}
        {typed && searchDone && games.length === 0 && !result.isError ? (
          <p className={styles.hint}>{t('search.noResultsHint')}</p>
        ) : null}
        {hallLink && games.length > 0 ? (
          <Link
            className={styles.showAll}
            to={hallLink}
            onClick={() => {
              remember();
              close();
            }}
          >
            {t('search.showAll')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
