import { Link, useParams } from 'react-router';
import { useSession, type Session } from '@/api/account/use-session';
import { useCampaignsGetOffersQuery } from '@/api/campaigns/campaigns-api';
import { usePageEvent } from '@/api/events/use-page-event';
import type { Offer } from '@/api/campaigns/campaigns.types';
import { usePageEntityName } from '@/lib/seo/page-entity';
import { QueryState } from '@/components/ui/query-state/query-state';
import { SafeHtml } from '@/components/ui/safe-html/safe-html';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { PromotionCta } from './components/promotion-cta';
import styles from './components/promotions.module.css';
import type { PromotionsKind } from './promotions-kind';

/**
 * /promotions/{id} and /offers/{id}: picture, title (also the page title), description, terms and the
 * action. Unknown ids never get here (the route loader raises a 404).
 */
export function PromotionPage({ kind }: { kind: PromotionsKind }) {
  const { t } = useTranslation('promotions');
  const locale = useLocale();
  const id = Number(useParams().id);
  const session = useSession();
  const { data, isError, refetch } = useCampaignsGetOffersQuery({ locale });
  const offer = data?.find((item) => item.id === id);
  // The SEO record's ##name##.
  usePageEntityName(offer?.description.title);
  const back = (
    <Link className={styles.textLink} to={href(locale, kind)}>
      ← {t(`${kind}.back`)}
    </Link>
  );

  return (
    <div className={styles.page}>
      {back}
      <QueryState
        query={{ data: data && (offer ?? null), isError, isSuccess: data !== undefined, refetch }}
        loading="skeleton"
        shape="card"
        count={1}
        empty={{ compact: true, title: t(`${kind}.empty`) }}
      >
        {(offer) => <PromotionView offer={offer} session={session} />}
      </QueryState>
    </div>
  );
}

function PromotionView({ offer, session }: { offer: Offer; session: Session }) {
  const { t } = useTranslation('promotions');
  // Shown: the visit is reported for a signed-in player (decision record 052).
  usePageEvent({ event: 'promotion_view', offer_id: offer.id });
  const { title, text, image, terms } = offer.description;
  const name = title ?? t('list.untitled', { id: offer.id });
  return (
    <>
      <title>{t('meta.promotion', { name })}</title>
      <section className={styles.detailHero} aria-labelledby="promotion-title">
        <div className={styles.detailText}>
          <p className={styles.kicker}>{t(`action.${offer.trigger.action}`, { defaultValue: t('action.other') })}</p>
          <h1 id="promotion-title" className={styles.pageTitle}>{name}</h1>
          <SafeHtml className={styles.detailDescription} html={text} />
          <PromotionCta offer={offer} session={session} name={name} />
        </div>
        {image ? <img className={styles.detailImage} src={image} alt="" width={420} height={210} /> : null}
      </section>
      {terms ? (
        <section className={styles.panel} aria-labelledby="promotion-terms">
          <h2 id="promotion-terms" className={styles.sectionTitle}>{t('detail.terms')}</h2>
          <SafeHtml className={styles.terms} html={terms} />
        </section>
      ) : null}
    </>
  );
}
