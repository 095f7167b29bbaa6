import { Link } from 'react-router';
import type { Jackpot } from '@/api/jackpots/jackpots.types';
import { formatDate, formatMoney } from '@/lib/format/format';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { JackpotAmount } from './jackpot-amount';
import styles from './jackpots.module.css';

/** One jackpot: picture, tier, name, the live pool, the description and a link to its page. */
export function JackpotCard({ jackpot, headingLevel = 2, compact = false }: { jackpot: Jackpot; headingLevel?: 2 | 3; compact?: boolean }) {
  const { t } = useTranslation('jackpots');
  const locale = useLocale();
  const { title, text, image, tier } = jackpot.description;
  const name = title ?? t('list.untitled', { id: jackpot.id });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `jackpot-${jackpot.id}-${compact ? 'teaser' : 'card'}`;
  return (
    <article className={styles.card} data-tier={tier ?? undefined} aria-labelledby={headingId}>
      {image ? <img className={styles.cardImage} src={image} alt="" width={320} height={160} loading="lazy" /> : null}
      <div className={styles.cardBody}>
        {tier ? <p className={styles.tier}>{t(`tier.${tier}`, { defaultValue: tier })}</p> : null}
        <Heading id={headingId} className={styles.cardTitle}>{name}</Heading>
        <p className={styles.pool}>
          <span className={styles.poolLabel}>{t('card.pool')}</span>
          <JackpotAmount className={styles.poolAmount} amount={jackpot.amount} currency={jackpot.currency} />
        </p>
        {!compact && text ? <p className={styles.cardText}>{text}</p> : null}
        {!compact && jackpot.last_win ? (
          <p className={styles.lastWin}>
            {t('card.lastWin', {
              date: formatDate(jackpot.last_win.created_at),
              player: jackpot.last_win.fakename,
              amount: formatMoney(jackpot.last_win.amount, jackpot.last_win.currency),
            })}
          </p>
        ) : null}
        <Link className={styles.cardLink} to={href(locale, 'jackpot', { id: jackpot.id })} aria-label={t('list.detailsOf', { name })}>
          {t('list.details')}
        </Link>
      </div>
    </article>
  );
}
