import { Link } from 'react-router';
import type { Tournament } from '@/api/tournaments/tournaments.types';
import { formatDate, formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { tournamentName } from '../tournament-name';
import styles from '../tournaments.module.css';
import { Countdown } from './countdown';
import { ParticipateButton } from './participate-button';
import { ParticipationState } from './participation-state';

/** One tournament: picture, status, title, prize pool, dates, countdown, the player's part and the way in. */
export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const name = tournamentName(tournament, t);
  const headingId = `tournament-${tournament.id}-card`;
  return (
    <article className={styles.card} data-status={tournament.status} aria-labelledby={headingId}>
      <img className={styles.cardImage} src={tournament.image_url} alt="" width={320} height={160} loading="lazy" />
      <div className={styles.cardBody}>
        <p className={styles.badge}>{t(`status.${tournament.status}`)}</p>
        <h3 id={headingId} className={styles.cardTitle}>{name}</h3>
        {tournament.description.short ? <p className={styles.muted}>{tournament.description.short}</p> : null}
        <p className={styles.pool}>
          <span className={styles.label}>{t('card.prizePool')}</span>
          <span className={styles.poolAmount}>{formatMoney(tournament.total_prize, tournament.currency)}</span>
        </p>
        <p className={styles.muted}>{t('card.dates', { from: formatDate(tournament.start_at), to: formatDate(tournament.end_at) })}</p>
        {tournament.status === 'finished' ? (
          <p className={styles.muted}>{t('card.endedOn', { date: formatDate(tournament.end_at) })}</p>
        ) : (
          <Countdown tournament={tournament} />
        )}
        <ParticipationState tournament={tournament} />
        <div className={styles.cardActions}>
          <ParticipateButton tournament={tournament} name={name} size="sm" />
          <Link className={styles.textLink} to={href(locale, 'tournament', { id: tournament.id })} aria-label={t('list.detailsOf', { name })}>
            {t('list.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
