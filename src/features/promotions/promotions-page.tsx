import { Link } from 'react-router';
import { useSession } from '@/api/account/use-session';
import { useCampaignsGetOffersQuery } from '@/api/campaigns/campaigns-api';
import { EmptyState } from '@/components/ui/query-state/empty-state';
import { QueryState } from '@/components/ui/query-state/query-state';
import { useHydrationDone } from '@/start/runtime/hydration-done';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { PromoCodeForm } from './components/promo-code-form';
import { PromotionCard } from './components/promotion-card';
import { StoredPromoCodeNotice } from './components/stored-promo-code-notice';
import styles from './components/promotions.module.css';
import { type PromotionsKind, visibleOffers } from './promotions-kind';
import { useStoredPromoCode } from './use-stored-promo-code';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { useAppDispatch } from '@/store/hooks';

/**
 * /promotions (every campaign) and /offers (what the signed-in player can take now), with the promo
 * code form for players. Prerendered: it renders skeletons until hydrated, then reads the offers.
 */
export function PromotionsPage({ kind }: { kind: PromotionsKind }) {
  const { t } = useTranslation('promotions');
  const locale = useLocale();
  const hydrated = useHydrationDone();
  const session = useSession();
  const dispatch = useAppDispatch();
  const stored = useStoredPromoCode();
  const needsPlayer = kind === 'offers';
  const skip = !hydrated || (needsPlayer && !session.isPlayer);
  const { data, isError, refetch } = useCampaignsGetOffersQuery({ locale }, { skip });
  const offers = data ? visibleOffers(kind, data) : undefined;
  const other = kind === 'offers' ? 'promotions' : 'offers';

  return (
    <div className={styles.page}>
      <title>{t(`meta.${kind}`)}</title>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t(`${kind}.title`)}</h1>
        <p className={styles.lead}>{t(`${kind}.lead`)}</p>
        <Link className={styles.textLink} to={href(locale, other)}>{t(`${kind}.otherLink`)}</Link>
      </header>
      {stored.code && session.status !== 'loading' ? (
        <StoredPromoCodeNotice code={stored.code} isPlayer={session.isPlayer} onActivated={stored.refresh} />
      ) : null}
      {session.isPlayer ? <PromoCodeForm initialCode={stored.code} onActivated={stored.refresh} /> : null}
      {needsPlayer && session.isVisitor ? (
        <EmptyState title={t('offers.visitorTitle')} text={t('offers.visitorText')} action={{ label: t('cta.signIn'), onClick: () => void dispatch(openSignIn()) }} />
      ) : null}
      {/* Offers need a player: most who load the page afresh are visitors, who get the sign-in prompt, about
          one card tall; four cards of skeleton moved the footer by a screen (Lighthouse CLS 0.41). */}
      {/* Skipped before hydration and, for offers, until the session is a player's: the skeleton meanwhile. */}
      {needsPlayer && session.isVisitor ? null : (
        <QueryState
          query={{ data: offers, isError, refetch }}
          loading="skeleton"
          shape="card"
          count={needsPlayer ? 1 : 4}
          empty={{ compact: true, title: t(`${kind}.empty`) }}
        >
          {(offers) => (
            <ul className={styles.grid} aria-label={t(`${kind}.title`)}>
              {offers.map((offer) => (
                <li key={offer.id}>
                  <PromotionCard offer={offer} kind={kind} session={session} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </div>
  );
}
