import { Link, useParams } from 'react-router';
import { useJackpotsGetOneQuery } from '@/api/jackpots/jackpots-api';
import type { Jackpot } from '@/api/jackpots/jackpots.types';
import { Button } from '@/components/ui/button/button';
import { QueryState } from '@/components/ui/query-state/query-state';
import { formatDate, formatMoney, formatTime } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { JACKPOT_POLL_MS, JackpotAmount } from './components/jackpot-amount';
import { WinnersTable } from './components/winners-table';
import styles from './components/jackpots.module.css';

/** /jackpots/{id}: one jackpot's pool, description and recent winners. Unknown ids never get here (the route loader raises a 404). */
export function JackpotPage() {
  const { t } = useTranslation('jackpots');
  const locale = useLocale();
  const id = Number(useParams().id);
  const query = useJackpotsGetOneQuery({ locale, id }, { pollingInterval: JACKPOT_POLL_MS });
  const back = (
    <Link className={styles.textLink} to={href(locale, 'jackpots')}>
      ← {t('detail.back')}
    </Link>
  );

  return (
    <div className={styles.page}>
      {back}
      <QueryState query={query} loading="skeleton" shape="card" count={1} empty={{ compact: true, title: t('list.empty') }}>
        {(jackpot) => <JackpotView jackpot={jackpot} />}
      </QueryState>
    </div>
  );
}

function JackpotView({ jackpot }: { jackpot: Jackpot }) {
  const { t } = useTranslation('jackpots');
  const locale = useLocale();
  const { title, text, image, tier } = jackpot.description;
  const name = title ?? t('list.untitled', { id: jackpot.id });
  return (
    <>
      <title>{t('meta.jackpot', { name })}</title>
      <section className={styles.detailHero} data-tier={tier ?? undefined} aria-labelledby="jackpot-title">
        <div className={styles.detailText}>
          {tier ? <p className={styles.tier}>{t(`tier.${tier}`, { defaultValue: tier })}</p> : null}
          <h1 id="jackpot-title" className={styles.pageTitle}>{name}</h1>
          <p className={styles.detailPool}>
            <span className={styles.poolLabel}>{t('detail.pool')}</span>
            <JackpotAmount className={styles.detailAmount} amount={jackpot.amount} currency={jackpot.currency} />
          </p>
          <Button href={href(locale, 'gamehall', undefined, { category: 'jackpot' })}>{t('detail.play')}</Button>
        </div>
        {image ? <img className={styles.detailImage} src={image} alt="" width={320} height={160} /> : null}
      </section>

      <div className={styles.detailColumns}>
        {text ? (
          <section className={styles.panel} aria-labelledby="jackpot-about">
            <h2 id="jackpot-about" className={styles.sectionTitle}>{t('detail.about')}</h2>
            <p className={styles.cardText}>{text}</p>
          </section>
        ) : null}
        {jackpot.last_win ? (
          <section className={styles.panel} aria-labelledby="jackpot-last-win">
            <h2 id="jackpot-last-win" className={styles.sectionTitle}>{t('detail.lastWin')}</h2>
            <p className={styles.lastWinAmount}>{formatMoney(jackpot.last_win.amount, jackpot.last_win.currency)}</p>
            <p className={styles.cardText}>
              {t('detail.lastWinBy', {
                player: jackpot.last_win.fakename,
                date: formatDate(jackpot.last_win.created_at),
                time: formatTime(jackpot.last_win.created_at),
              })}
            </p>
          </section>
        ) : null}
      </div>

      <section className={styles.section} aria-labelledby="jackpot-winners">
        <h2 id="jackpot-winners" className={styles.sectionTitle}>{t('detail.winnersTitle')}</h2>
        <WinnersTable jackpotId={jackpot.id} pageSize={10} caption={t('detail.winnersTitle')} emptyText={t('detail.noWinners')} />
      </section>
    </>
  );
}
