import { useCmsGetConfigQuery } from '@/api/cms/cms-api';
import { useSportsbookGetBetsQuery } from '@/api/sportsbook/sportsbook-api';
import type { SportsBet } from '@/api/sportsbook/sportsbook.types';
import { Button } from '@/components/ui/button/button';
import { QueryState } from '@/components/ui/query-state/query-state';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { formatDate, formatMoney, formatTime } from '@/lib/format/format';
import styles from './sportsbook.module.css';

const PAGE = { offset: 0, count: 50 };

function BetCard({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation('sportsbook');
  // The amounts and dates of SPEC §9 in every locale, as the header's balance writes them.
  const money = (amount: number) => formatMoney(amount, bet.currency);
  const placedAt = bet.created_at * 1000;
  return (
    <li className={styles.bet} data-status={bet.status}>
      <div className={styles.betHead}>
        <span className={styles.betKind}>{t(`kind.${bet.kind}`)}</span>
        <span className={styles.badge} data-status={bet.status}>
          {t(`status.${bet.status}`)}
        </span>
      </div>
      <ul className={styles.selections} aria-label={t('selections')}>
        {bet.selections.map((selection, index) => (
          <li key={index}>
            <span>{selection.event}</span> <strong>{selection.pick}</strong> <span className={styles.odds}>{selection.odds.toFixed(2)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.betFacts}>
        <div>
          <dt>{t('stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('odds')}</dt>
          <dd>{bet.odds.toFixed(2)}</dd>
        </div>
        <div>
          <dt>{t('payout')}</dt>
          <dd>{bet.status === 'open' ? '—' : money(bet.payout)}</dd>
        </div>
        <div>
          <dt>{t('placed')}</dt>
          <dd>
            <time dateTime={new Date(placedAt).toISOString()}>{`${formatDate(placedAt)} ${formatTime(placedAt)}`}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** /profile/bets (SPEC §2, flag "bet history"): the player's sports bets, open ones refreshing until settled. */
export function BetHistoryPage() {
  const { t } = useTranslation('sportsbook');
  const locale = useLocale();
  const { data: config, isLoading: configLoading } = useCmsGetConfigQuery(locale);
  const enabled = config?.features.betHistory === true;
  const bets = useSportsbookGetBetsQuery(PAGE, { skip: !enabled });
  const hasOpen = bets.data?.items.some((bet) => bet.status === 'open') ?? false;
  useSportsbookGetBetsQuery(PAGE, { skip: !enabled || !hasOpen, pollingInterval: 3000 });

  let body;
  if (configLoading) body = <Spinner label={t('loading')} />;
  else if (!enabled) body = <p className={styles.empty}>{t('historyOff')}</p>;
  else
    body = (
      <QueryState
        query={bets}
        loading="spinner"
        loadingLabel={t('loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className={styles.emptyBox}>
            <p className={styles.empty}>{t('noBets')}</p>
            <Button href={href(locale, 'betting')}>{t('toBetting')}</Button>
          </div>
        }
      >
        {(data) => (
          <ul className={styles.bets} aria-label={t('historyTitle')} aria-busy={bets.isFetching}>
            {data.items.map((bet) => (
              <BetCard key={bet.id} bet={bet} />
            ))}
          </ul>
        )}
      </QueryState>
    );

  return (
    <div className={styles.historyPage}>
      <h1 className={styles.historyTitle}>{t('historyTitle')}</h1>
      {body}
    </div>
  );
}
