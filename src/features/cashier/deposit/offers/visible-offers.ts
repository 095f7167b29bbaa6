import type { Offer } from '@/api/campaigns/campaigns.types';

/** `campaign_offer_id` of a deposit without a bonus (SPEC §3 deposit state: defaults to -1). */
export const NO_OFFER_ID = -1;

export interface OfferViewer {
  /** Not signed in: offers are shown whatever `user_satisfies_params` says (SPEC §6). */
  isVisitor: boolean;
  /** The payment method chosen, or null before one is. */
  methodSysname: string | null;
}

/**
 * The offers a deposit form shows (SPEC §4 "deposit offers"): the action is `deposit`, the player
 * satisfies the offer's conditions or is a visitor, and the chosen method is not excluded.
 */
export function visibleDepositOffers(offers: readonly Offer[], { isVisitor, methodSysname }: OfferViewer): Offer[] {
  return offers.filter(
    ({ trigger }) =>
      trigger.action === 'deposit' &&
      (isVisitor || trigger.user_satisfies_params) &&
      (methodSysname === null || !trigger.params.exclude_methods.includes(methodSysname)),
  );
}
