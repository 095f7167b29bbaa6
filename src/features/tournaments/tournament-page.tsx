import { Link, useParams } from 'react-router';
import { usePageEvent } from '@/api/events/use-page-event';
import { useTournamentsGetOneQuery } from '@/api/tournaments/tournaments-api';
import type { Tournament } from '@/api/tournaments/tournaments.types';
import { QueryState } from '@/components/ui/query-state/query-state';
import { SafeHtml } from '@/components/ui/safe-html/safe-html';
import { formatAmount, formatDate, formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { ConditionsPanel } from './components/conditions-panel';
import { Countdown } from './components/countdown';
import { Leaderboard } from './components/leaderboard';
import { ParticipateButton } from './components/participate-button';
import { ParticipationState } from './components/participation-state';
import { PrizesTable } from './components/prizes-table';
import { WinnersList } from './components/winners-list';
import { tournamentName } from './tournament-name';
import styles from './tournaments.module.css';

/** /tournaments/{id}: prize pool and prizes, conditions, description, countdown, joining and the leaderboard. Unknown ids are 404s (route loader). */
export function TournamentPage() {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const id = Number(useParams().id);
  const query = useTournamentsGetOneQuery({ locale, id });
  const back = (
    <Link className={styles.textLink} to={href(locale, 'tournaments')}>
      ← {t('detail.back')}
    </Link>
  );

  return (
    <div className={styles.page}>
      {back}
      <QueryState query={query} loading="skeleton" shape="card" count={1} empty={{ compact: true, title: t('list.empty') }}>
        {(tournament) => <TournamentView tournament={tournament} />}
      </QueryState>
    </div>
  );
}

function TournamentView({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const name = tournamentName(tournament, t);
  // Shown: the visit is reported for a signed-in player (decision record 052).
  usePageEvent({ event: 'tournament_view', tournament_id: tournament.id });
  return (
    <>
      <title>{t('meta.tournament', { name })}</title>
      <section className={styles.hero} data-status={tournament.status} aria-labelledby="tournament-title">
        <div className={styles.heroText}>
          <p className={styles.badge}>{t(`status.${tournament.status}`)}</p>
          <h1 id="tournament-title" className={styles.pageTitle}>{name}</h1>
          <p className={styles.pool}>
            <span className={styles.label}>{t('card.prizePool')}</span>
            <span className={styles.heroAmount}>{formatMoney(tournament.total_prize, tournament.currency)}</span>
          </p>
          <p className={styles.muted}>
            {t('card.dates', { from: formatDate(tournament.start_at), to: formatDate(tournament.end_at) })} ·{' '}
            {t('detail.participants')}: {formatAmount(tournament.total_participants)}
          </p>
          <Countdown tournament={tournament} />
          <ParticipationState tournament={tournament} />
          <ParticipateButton tournament={tournament} name={name} size="lg" />
        </div>
        <img className={styles.heroImage} src={tournament.image_url} alt="" width={420} height={210} />
      </section>

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="tournament-prizes">
          <h2 id="tournament-prizes" className={styles.sectionTitle}>{t('detail.prizes')}</h2>
          <PrizesTable tournament={tournament} />
        </section>
        <ConditionsPanel tournament={tournament} />
      </div>

      {tournament.description.text ? (
        <section className={styles.panel} aria-labelledby="tournament-about">
          <h2 id="tournament-about" className={styles.sectionTitle}>{t('detail.about')}</h2>
          <SafeHtml className={styles.richText} html={tournament.description.text} />
        </section>
      ) : null}

      <WinnersList tournament={tournament} />
      <Leaderboard tournamentId={tournament.id} />
    </>
  );
}
