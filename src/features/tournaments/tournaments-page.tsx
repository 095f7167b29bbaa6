import { useTournamentsGetQuery } from '@/api/tournaments/tournaments-api';
import { TOURNAMENT_STATUSES, type Tournament, type TournamentStatus } from '@/api/tournaments/tournaments.types';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TournamentCard } from './components/tournament-card';
import styles from './tournaments.module.css';

/**
 * /tournaments (prerendered): the active, upcoming and finished tournaments in three sections.
 * The tournaments carry the player's part, so nothing is read until hydration is over; the build's
 * markup (and the first client render) show skeletons.
 */
export function TournamentsPage() {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const hydrated = useHydrationDone();
  // Before hydration the query waits (skip), so the prerendered page shows the skeleton.
  const tournaments = useTournamentsGetQuery({ locale }, { skip: !hydrated });

  return (
    <div className={styles.page}>
      <title>{t('meta.list')}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('list.title')}</h1>
        <p className={styles.lead}>{t('list.lead')}</p>
      </header>
      <QueryState query={tournaments} loading="skeleton" shape="card" count={3} empty={{ compact: true, title: t('list.empty') }}>
        {(data) => <TournamentSections tournaments={data} />}
      </QueryState>
    </div>
  );
}

function TournamentSections({ tournaments }: { tournaments: Tournament[] }) {
  const { t } = useTranslation('tournaments');
  const of = (status: TournamentStatus) => tournaments.filter((tournament) => tournament.status === status);
  return (
    <>
      <nav aria-label={t('list.sections')} className={styles.jump}>
        {TOURNAMENT_STATUSES.map((status) => (
          <a key={status} href={`#tournaments-${status}`} className={styles.jumpLink}>
            {t(`status.${status}`)} <span className={styles.count}>{of(status).length}</span>
          </a>
        ))}
      </nav>
      {TOURNAMENT_STATUSES.map((status) => {
        const list = of(status);
        return (
          <section key={status} id={`tournaments-${status}`} className={styles.section} aria-labelledby={`tournaments-${status}-title`}>
            <h2 id={`tournaments-${status}-title`} className={styles.sectionTitle}>{t(`status.${status}`)}</h2>
            {list.length === 0 ? (
              <EmptyState compact title={t('list.empty')} />
            ) : (
              <ul className={styles.grid} aria-labelledby={`tournaments-${status}-title`}>
                {list.map((tournament) => (
                  <li key={tournament.id}>
                    <TournamentCard tournament={tournament} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
