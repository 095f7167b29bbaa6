import { Link } from 'react-router';
import type { Session } from '@/api/account/use-session';
import type { Offer } from '@/api/campaigns/campaigns.types';
import { SafeHtml } from '@/components/ui/safe-html/safe-html';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { DETAIL_ROUTE, type PromotionsKind } from '../promotions-kind';
import { PromotionCta } from './promotion-cta';
import styles from './promotions.module.css';

/** One promotion or offer: picture, title, the (sanitized) description, its action and a link to its page. */
export function PromotionCard({ offer, kind, session }: { offer: Offer; kind: PromotionsKind; session: Session }) {
  const { t } = useTranslation('promotions');
  const locale = useLocale();
  const { title, text, image } = offer.description;
  const name = title ?? t('list.untitled', { id: offer.id });
  const headingId = `promotion-${offer.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {image ? <img className={styles.cardImage} src={image} alt="" width={320} height={160} loading="lazy" /> : <div className={styles.cardImage} aria-hidden="true" />}
      <div className={styles.cardBody}>
        <p className={styles.kicker}>{t(`action.${offer.trigger.action}`, { defaultValue: t('action.other') })}</p>
        <h2 id={headingId} className={styles.cardTitle}>{name}</h2>
        <SafeHtml className={styles.cardText} html={text} />
        <div className={styles.cardActions}>
          <PromotionCta offer={offer} session={session} name={name} />
          <Link className={styles.cardLink} to={href(locale, DETAIL_ROUTE[kind], { id: offer.id })} aria-label={t('list.detailsOf', { name })}>
            {t('list.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
