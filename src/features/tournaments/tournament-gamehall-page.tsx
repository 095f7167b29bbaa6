import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useGamesGetPagesInfiniteQuery } from '@/api/games/games-api';
import { useTournamentsGetOneQuery } from '@/api/tournaments/tournaments-api';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { TournamentGameTile } from './components/tournament-game-tile';
import { tournamentName } from './tournament-name';
import styles from './tournaments.module.css';

/** SPEC §9: tournament games come 12 per page. */
export const TOURNAMENT_GAMES_PAGE = 12;

/** /tournaments/{id}/gamehall: the tournament's games, 12 at a time with "Show more". Unknown ids are 404s (route loader). */
export function TournamentGamehallPage() {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const id = Number(useParams().id);
  const { data: tournament } = useTournamentsGetOneQuery({ locale, id });
  const games = useGamesGetPagesInfiniteQuery({ count: TOURNAMENT_GAMES_PAGE, options: { id, type: 'tournament' } });
  const list = games.data?.pages.flatMap((page) => page.items);
  const total = games.data?.pages.at(-1)?.total ?? 0;
  const items = useRef<HTMLUListElement>(null);
  const name = tournament ? tournamentName(tournament, t) : t('list.untitled', { id });

  return (
    <div className={styles.page}>
      <title>{t('meta.gamehall', { name })}</title>
      <Link className={styles.textLink} to={href(locale, 'tournament', { id })}>
        ← {t('gamehall.back')}
      </Link>
      <h1 className={styles.pageTitle}>{t('gamehall.title', { name })}</h1>
      <QueryState
        query={{ data: list, isError: games.isError, refetch: games.refetch }}
        loading="skeleton"
        shape="card"
        count={TOURNAMENT_GAMES_PAGE}
        empty={{ compact: true, title: t('gamehall.empty') }}
        more={{ query: games, label: t('gamehall.showMore'), count: t('gamehall.shown', { shown: list?.length ?? 0, total }), items }}
      >
        {(list) => (
          <ul ref={items} className={styles.games} aria-label={t('gamehall.title', { name })}>
            {list.map((game) => (
              <li key={game.sysname}>
                <TournamentGameTile game={game} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
