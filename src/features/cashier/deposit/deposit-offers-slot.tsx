import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { campaignOfferChosen, selectDepositValues } from './deposit-slice';
import { DepositOffers } from './offers/deposit-offers';

/** The deposit offers of the chosen method, bound to campaign_offer_id of the deposit slice (SPEC §3). */
export function DepositOffersSlot({ methodSysname }: { methodSysname: string }) {
  const dispatch = useAppDispatch();
  const { campaign_offer_id: value } = useAppSelector(selectDepositValues);
  // Stable: the offers list calls it from an effect when a method change hides the chosen offer.
  const onChange = useCallback((offerId: number) => dispatch(campaignOfferChosen(offerId)), [dispatch]);
  return <DepositOffers methodSysname={methodSysname} value={value} onChange={onChange} />;
}
