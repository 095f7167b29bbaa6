import { useSession } from '@/api/account/use-session';
import { useLoyaltyBuyProductMutation } from '@/api/loyalty/loyalty-api';
import { INSUFFICIENT_POINTS, LEVEL_TOO_LOW, type LoyaltyInfo, type LoyaltyProduct } from '@/api/loyalty/loyalty.types';
import { errorCodes } from '@/api/error-codes';
import { asApiError } from '@/api/errors';
import { isUnclearOutcome } from '@/api/write-outcome';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
import { openSignIn } from '@/lib/dialogs/open-sign-in';
import { usePressLock } from '@/lib/hooks/use-press-lock';
import { showToast } from '@/lib/toasts/toast-thunks';
import { useAppDispatch } from '@/store/hooks';

/** Whether the player's level allows the product (products without a level are for everyone). */
export function levelAllows(product: Pick<LoyaltyProduct, 'min_level'>, info: Pick<LoyaltyInfo, 'levels'> | undefined): boolean {
  if (!product.min_level || !info) return true;
  const levels = [...info.levels].sort((a, b) => a.min_points - b.min_points);
  const needed = levels.findIndex((level) => level.sysname === product.min_level);
  const current = levels.findIndex((level) => level.is_current);
  return needed === -1 || current >= needed;
}

/**
 * The purchase flow of the shop: a visitor is asked to sign in; too few points
 * open the insufficient-funds dialog without a call; otherwise the confirm dialog, one buyProduct
 * call, then the success dialog, the insufficient-funds dialog when the server says so, or an error
 * toast. The product is held from the press until the flow ends (usePressLock), so a second press
 * opens no second confirm and sends no second purchase. When no clear answer came the purchase may
 * have been made: the player is sent to their points and history, never asked to buy again.
 */
export function useBuyProduct(info: LoyaltyInfo | undefined) {
  const dispatch = useAppDispatch();
  const { isPlayer } = useSession();
  const [buy] = useLoyaltyBuyProductMutation();
  const lock = usePressLock<number>();

  const insufficient = (product: LoyaltyProduct, points: number) =>
    dispatch(openDialog({ component: 'loyaltyShopInsufficientFunds', componentProps: { title: product.title, price: product.price, points } }));

  const flow = async (product: LoyaltyProduct) => {
    const points = info?.points ?? 0;
    if (info && points < product.price) {
      await insufficient(product, points);
      return;
    }
    const confirmed = await dispatch(
      openDialog({ component: 'loyaltyShopConfirm', type: 'confirm', componentProps: { productId: product.id, title: product.title, price: product.price } }),
    );
    if (confirmed !== true) return;
    const result = await buy({ id: product.id });
    if (!('error' in result)) {
      await dispatch(openDialog({ component: 'loyaltyShopBuy', componentProps: { productId: product.id, title: product.title, pointsLeft: Math.max(0, points - product.price) } }));
      return;
    }
    const codes = errorCodes(asApiError(result.error));
    if (codes.includes(INSUFFICIENT_POINTS)) await insufficient(product, points);
    else dispatch(showToast({ kind: 'error', messageKey: buyErrorKey(result.error, codes) }));
  };

  const start = (product: LoyaltyProduct) => {
    if (!isPlayer) {
      void dispatch(openSignIn());
      return;
    }
    void lock.run(product.id, () => flow(product));
  };

  return { isBusy: (product: LoyaltyProduct) => lock.isBusy(product.id), buy: start };
}

/** The message of a failed purchase: the level's, "may have gone through" when unclear, else the general failure. */
function buyErrorKey(error: unknown, codes: string[]): string {
  if (codes.includes(LEVEL_TOO_LOW)) return 'loyalty:errors.levelTooLow';
  return isUnclearOutcome(error) ? 'loyalty:errors.buyUncertain' : 'loyalty:errors.buyFailed';
}
