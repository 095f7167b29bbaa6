import { sessionAccount } from '../db/accounts';
import { transactionsTable } from '../db/cashier-tables';
import { type AccountRow } from '../db/schema';
import { inLocale, OFFERS, type OfferPlayer } from '../fixtures/campaign-offers';
import { type ContractMethods, read } from './api-method';
import { enumListParam } from './bonuses';
import { paging } from './paging';
import type { CampaignsContract } from '@/api/campaigns/campaigns.contract';
import { OFFER_FIELDS } from '@/api/campaigns/campaigns.types';

/** What the offer conditions read about a player: a successful deposit in the cashier's table. */
function offerPlayer(account: AccountRow): OfferPlayer {
  const hasDeposited = transactionsTable().some((row) => row.uid === account.uid && row.type === 'deposit' && row.status === 'success');
  return { account, hasDeposited };
}

export const campaignsMethods = {
  /**
   * SPEC §7 campaigns.getOffers (offset, fields): every offer of the site, for visitors too.
   * `user_satisfies_params` says whether the signed-in player meets the offer's conditions (false
   * for a visitor); `fields` description,promotions adds those blocks, the description in the
   * request's language.
   */
  getOffers: read((ctx) => {
    const { offset, count } = paging(ctx, 20);
    const fields = enumListParam(ctx, 'fields', OFFER_FIELDS);
    const account = sessionAccount();
    const player = account ? offerPlayer(account) : null;
    const items = OFFERS.slice(offset, offset + count).map((offer) => ({
      id: offer.id,
      trigger: {
        action: offer.action,
        params: { ...offer.params, exclude_methods: [...offer.params.exclude_methods] },
        user_satisfies_params: player ? offer.satisfies(player) : false,
      },
      ...(fields.includes('description')
        ? { description: { title: inLocale(offer.title, ctx.locale), text: inLocale(offer.text, ctx.locale), image: offer.image } }
        : {}),
      ...(fields.includes('promotions') ? { promotions: offer.promotions.map((promotion) => ({ ...promotion })) } : {}),
    }));
    return { items, total: OFFERS.length };
  }),
} satisfies ContractMethods<CampaignsContract>;
