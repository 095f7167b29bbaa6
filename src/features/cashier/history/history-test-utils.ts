import { cashierApi } from '@/api/cashier/cashier-api';
import type { AppStore } from '@/store/store';

/**
 * For tests: a card deposit of `amount` EUR made through `store` as the deposit page makes it (so it
 * invalidates the history), with the mock's test card that succeeds. Resolves to the new transaction's id.
 */
export async function depositThroughStore(store: AppStore, amount: number): Promise<number> {
  const result = await store
    .dispatch(
      cashierApi.endpoints.cashierMakeDeposit.initiate({
        method: 'card',
        amount,
        currency: 'EUR',
        campaign_offer_id: -1,
        requisites: { card_number: '4242 4242 4242 4242', card_expiry: '12/39', card_cvv: '123', card_holder: 'Alex Demo' },
        return_url: `${location.origin}/en/cashier`,
      }),
    )
    .unwrap();
  return result.transaction_id;
}
