import { useState } from 'react';
import { useCampaignsTakePromotionsMutation } from '@/api/campaigns/campaigns-api';
import type { Offer } from '@/api/campaigns/campaigns.types';
import { isUnclearOutcome } from '@/api/write-outcome';
import type { Session } from '@/api/account/use-session';
import { Button } from '@/components/ui/button/button';
import { usePressLock } from '@/lib/hooks/use-press-lock';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { href } from '@/lib/router/paths';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';
import styles from './promotions.module.css';
import { openSignIn } from '@/lib/dialogs/open-sign-in';

/**
 * The action of an offer: a deposit offer links to the cashier; a registration offer asks a visitor
 * to sign up; an opt-in offer is "Take part" (campaigns.takePromotions; a visitor signs in first).
 */
export function PromotionCta({ offer, session, name }: { offer: Offer; session: Session; name: string }) {
  const { t } = useTranslation('promotions');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [take] = useCampaignsTakePromotionsMutation();
  const lock = usePressLock<number>();
  const [joined, setJoined] = useState(false);
  const { action, user_satisfies_params: satisfies } = offer.trigger;

  if (action === 'deposit') {
    return <Button href={href(locale, 'cashierDeposit')} aria-label={t('cta.depositFor', { name })}>{t('cta.deposit')}</Button>;
  }
  if (action === 'registration') {
    if (session.isVisitor) return <Button aria-haspopup="dialog" onClick={() => void dispatch(openSignIn('signUp'))}>{t('cta.signUp')}</Button>;
    return session.isPlayer ? <p className={styles.ctaNote}>{t('cta.newPlayersOnly')}</p> : null;
  }
  if (action !== 'opt_in') return null;
  if (session.isVisitor) {
    return (
      <Button aria-haspopup="dialog" aria-label={t('cta.signInToTakePartIn', { name })} onClick={() => void dispatch(openSignIn())}>
        {t('cta.takePart')}
      </Button>
    );
  }
  if (!session.isPlayer) return null;
  if (joined || offer.trigger.taken === true) return <p className={styles.ctaDone} role="status">{t('cta.joined')}</p>;
  if (!satisfies) return <p className={styles.ctaNote}>{t('cta.unavailable')}</p>;

  // One request per press; without a clear answer the player may be in already (the offers are read again).
  const takePart = () =>
    void lock.run(offer.id, async () => {
      try {
        await take({ offer_id: offer.id }).unwrap();
        setJoined(true);
        dispatch(showToast({ kind: 'success', message: t('cta.joinedToast', { name }) }));
      } catch (error) {
        dispatch(showToast({ kind: 'error', message: t(isUnclearOutcome(error) ? 'cta.takePartUncertain' : 'cta.takePartFailed') }));
      }
    });

  return (
    <Button loading={lock.isBusy(offer.id)} aria-label={t('cta.takePartIn', { name })} onClick={takePart}>
      {t('cta.takePart')}
    </Button>
  );
}
