import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useGamesGetProvidersQuery } from '@/api/games/games-api';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from './providers-page.module.css';

/** Logos in the first screen (two rows of two on a phone, one row on a wide screen). */
const EAGER_LOGOS = 4;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** /providers: every game provider with its logo and game count, each leading to the hall filtered by it. */
export function ProvidersPage() {
  const { t } = useTranslation('games');
  const locale = useLocale();
  const query = useGamesGetProvidersQuery();
  const providers = query.data;
  const [text, setText] = useState('');

  const shown = useMemo(() => {
    const needle = fold(text.trim());
    const all = [...(providers ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    return needle ? all.filter((provider) => fold(provider.name).includes(needle)) : all;
  }, [providers, text]);

  const body = (
    <QueryState
      query={query}
      loading="spinner"
      isEmpty={() => shown.length === 0}
      empty={{ title: t('providers.noneTitle'), text: t('providers.noneText'), action: { label: t('providers.clearSearch'), onClick: () => setText('') } }}
    >
      {() => (
        <ul className={styles.grid} aria-labelledby="providers-title">
          {shown.map((provider, index) => (
            <li key={provider.sysname}>
              <Link className={styles.card} to={href(locale, 'gamehall', undefined, { providers: provider.sysname })}>
                {/* The first screen's logos load at once (lazy, they waited for layout), the first before anything
                    else: it is the page's largest paint, and the app's scripts wait for it. */}
                <img
                  className={styles.logo}
                  src={provider.logo_url}
                  alt=""
                  width={160}
                  height={64}
                  loading={index < EAGER_LOGOS ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
                <span className={styles.name}>{provider.name}</span>
                <span className={styles.games}>{t('providers.games', { count: provider.games_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );

  return (
    <div className={styles.page}>
      <title>{`${t('providers.title')} — ${t('hall.metaSuffix')}`}</title>
      <div className={styles.head}>
        <h1 id="providers-title" className={styles.title}>{t('providers.title')}</h1>
        {providers ? <p className={styles.lead}>{t('providers.lead', { count: providers.length })}</p> : null}
      </div>
      <div className={styles.search} role="search">
        <label className="visually-hidden" htmlFor="providers-search">
          {t('providers.searchLabel')}
        </label>
        <input
          id="providers-search"
          className={styles.input}
          type="search"
          value={text}
          placeholder={t('providers.searchLabel')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {body}
    </div>
  );
}
