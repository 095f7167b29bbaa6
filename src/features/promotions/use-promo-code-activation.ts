import { useCampaignsActivateOfferMutation, useCampaignsCheckPromocodeMutation } from '@/api/campaigns/campaigns-api';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { useLocale } from '@/lib/i18n/use-locale';
import { useTranslation } from '@/lib/i18n/use-translation';
import { readString, removeKey } from '@/lib/storage/local-storage';
import { STORAGE_KEYS } from '@/lib/storage/storage-keys';
import { useAppDispatch } from '@/store/hooks';
import { isPromoCodeRejection, promoCodeErrorKey } from './promo-code-error';

/** The outcome of one activation: null when it worked, else the translated message to show. */
export type ActivationFailure = { message: string; rejected: boolean } | null;

/**
 * Checks then activates a promo code (campaigns.checkPromocode, activateOffer); on success forgets
 * the code captured from the address (if it was this one) and opens the promo-code-activated dialog.
 */
export function usePromoCodeActivation() {
  const { t } = useTranslation(['common', 'promotions']);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [check, checkState] = useCampaignsCheckPromocodeMutation();
  const [activate, activateState] = useCampaignsActivateOfferMutation();

  async function run(raw: string): Promise<ActivationFailure> {
    const code = raw.trim();
    try {
      await check({ promo_code: code }).unwrap();
      const offer = await activate({ promo_code: code, locale }).unwrap();
      if (readString(STORAGE_KEYS.promoCode)?.trim().toUpperCase() === code.toUpperCase()) removeKey(STORAGE_KEYS.promoCode);
      void dispatch(
        openDialog({
          component: 'promoCodeActivated',
          componentProps: { promoCode: code, title: offer.description.title, promotions: offer.promotions.map(({ id, type }) => ({ id, type })) },
        }),
      );
      return null;
    } catch (error) {
      if (isPromoCodeRejection(error)) return { message: t(`common:${promoCodeErrorKey(error)}`), rejected: true };
      return { message: t('promotions:promoCode.failed'), rejected: false };
    }
  }

  return { activate: run, isBusy: checkState.isLoading || activateState.isLoading };
}
