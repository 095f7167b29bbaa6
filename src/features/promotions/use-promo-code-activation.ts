import { useCampaignsActivateOfferMutation, useCampaignsCheckPromocodeMutation } from '@/api/campaigns/campaigns-api';
import { isUnclearOutcome } from '@/api/write-outcome';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { usePressLock } from '@/lib/hooks/use-press-lock';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { readString, removeKey } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { useAppDispatch } from '@/store/hooks';
import { isPromoCodeRejection, promoCodeErrorKey } from './promo-code-error';

/** The outcome of one press: activated, ignored (an activation of this form is still running), or the message to show. */
export type ActivationOutcome = { kind: 'activated' } | { kind: 'ignored' } | { kind: 'failed'; message: string; rejected: boolean };

const ACTIVATION = 'activation';

/**
 * Checks then activates a promo code (campaigns.checkPromocode, activateOffer), one activation at a
 * time per form (usePressLock: a second press while one runs sends nothing); on success forgets the
 * code captured from the address (if it was this one) and opens the promo-code-activated dialog.
 * When activateOffer got no clear answer the code may be active already: the player is sent to
 * their bonuses (read again) instead of being asked to try again.
 */
export function usePromoCodeActivation() {
  const { t } = useTranslation(['common', 'promotions']);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [check] = useCampaignsCheckPromocodeMutation();
  const [activate] = useCampaignsActivateOfferMutation();
  const lock = usePressLock<string>();

  async function send(code: string): Promise<ActivationOutcome> {
    let granting = false;
    try {
      await check({ promo_code: code }).unwrap();
      granting = true;
      const offer = await activate({ promo_code: code, locale }).unwrap();
      if (readString(STORAGE_KEYS.promoCode)?.trim().toUpperCase() === code.toUpperCase()) removeKey(STORAGE_KEYS.promoCode);
      void dispatch(
        openDialog({
          component: 'promoCodeActivated',
          componentProps: { promoCode: code, title: offer.description.title, promotions: offer.promotions.map(({ id, type }) => ({ id, type })) },
        }),
      );
      return { kind: 'activated' };
    } catch (error) {
      if (isPromoCodeRejection(error)) return { kind: 'failed', message: t(`common:${promoCodeErrorKey(error)}`), rejected: true };
      // Only activateOffer grants: a check without an answer changed nothing.
      const key = granting && isUnclearOutcome(error) ? 'promotions:promoCode.uncertain' : 'promotions:promoCode.failed';
      return { kind: 'failed', message: t(key), rejected: false };
    }
  }

  const run = (raw: string): Promise<ActivationOutcome> => lock.run(ACTIVATION, () => send(raw.trim())) ?? Promise.resolve({ kind: 'ignored' });

  return { activate: run, isBusy: lock.isBusy(ACTIVATION) };
}
