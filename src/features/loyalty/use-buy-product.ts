import { useState } from 'react';
import { useSession } from '@/api/account/use-session';
import { asApiErrorLike } from './api-error';
import { useLoyaltyBuyProductMutation } from '@/api/loyalty/loyalty-api';
import { INSUFFICIENT_POINTS, LEVEL_TOO_LOW, type LoyaltyInfo, type LoyaltyProduct } from '@/api/loyalty/loyalty.types';
import { openDialog } from '@/lib/dialogs/dialog-thunks';
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
 * The purchase flow of the shop (decision record 022): a visitor is asked to sign in; too few points
 * open the insufficient-funds dialog without a call; otherwise the confirm dialog, one buyProduct
 * call (the button is busy meanwhile), then the success dialog, the insufficient-funds dialog when
 * the server says so, or an error toast.
 */
export function useBuyProduct(info: LoyaltyInfo | undefined) {
  const dispatch = useAppDispatch();
  const { isPlayer } = useSession();
  const [buy] = useLoyaltyBuyProductMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const insufficient = (product: LoyaltyProduct, points: number) =>
    dispatch(openDialog({ component: 'loyaltyShopInsufficientFunds', componentProps: { title: product.title, price: product.price, points } }));

  const start = async (product: LoyaltyProduct) => {
    if (busyId !== null) return;
    if (!isPlayer) {
      void dispatch(openDialog({ component: 'authPopup', componentProps: { mode: 'signIn' } }));
      return;
    }
    const points = info?.points ?? 0;
    if (info && points < product.price) {
      await insufficient(product, points);
      return;
    }
    const confirmed = await dispatch(
      openDialog({ component: 'loyaltyShopConfirm', type: 'confirm', componentProps: { productId: product.id, title: product.title, price: product.price } }),
    );
    if (confirmed !== true) return;
    setBusyId(product.id);
    const result = await buy({ id: product.id });
    setBusyId(null);
    if (!('error' in result)) {
      await dispatch(openDialog({ component: 'loyaltyShopBuy', componentProps: { productId: product.id, title: product.title, pointsLeft: Math.max(0, points - product.price) } }));
      return;
    }
    const error = asApiErrorLike(result.error);
    if (error.codes.includes(INSUFFICIENT_POINTS)) await insufficient(product, points);
    else dispatch(showToast({ kind: 'error', messageKey: error.codes.includes(LEVEL_TOO_LOW) ? 'loyalty:errors.levelTooLow' : 'loyalty:errors.buyFailed' }));
  };

  return { busyId, buy: (product: LoyaltyProduct) => void start(product) };
}
