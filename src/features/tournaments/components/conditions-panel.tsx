import { Link } from 'react-router';
import { useGamesGetProvidersQuery } from '@/api/games/games-api';
import type { Tournament } from '@/api/tournaments/tournaments.types';
import { formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import styles from '../tournaments.module.css';

/** What counts: minimum bet, games and providers, currency; and the reset-on-cashout notice. */
export function ConditionsPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const { restrictions } = tournament;
  const { data: providers } = useGamesGetProvidersQuery(undefined, { skip: restrictions.providers.length === 0 });
  const providerName = (sysname: string) => providers?.find((provider) => provider.sysname === sysname)?.name ?? sysname;

  return (
    <section className={styles.panel} aria-labelledby="tournament-conditions">
      <h2 id="tournament-conditions" className={styles.sectionTitle}>{t('detail.conditions')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.minBet')}</dt>
          <dd>{restrictions.min_bet === null ? t('detail.anyBet') : formatMoney(restrictions.min_bet, tournament.currency)}</dd>
        </div>
        <div>
          <dt>{t('detail.providers')}</dt>
          <dd>{restrictions.providers.length === 0 ? t('detail.allProviders') : restrictions.providers.map(providerName).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('detail.currency')}</dt>
          <dd>{restrictions.currencies.length === 0 ? t('detail.anyCurrency') : restrictions.currencies.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('detail.games')}</dt>
          <dd>
            <Link className={styles.textLink} to={href(locale, 'tournamentGamehall', { id: tournament.id })}>
              {t('detail.gamesLink', { count: tournament.games_count })}
            </Link>
          </dd>
        </div>
      </dl>
      {tournament.reset_on_cashout ? (
        <p className={styles.notice} role="note">{t('detail.resetNotice')}</p>
      ) : null}
    </section>
  );
}
