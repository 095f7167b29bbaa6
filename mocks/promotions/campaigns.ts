import { sessionAccount } from '../account/accounts';
import { grantBonus } from '../bonuses/bonus-tables';
import { transactionsTable } from '../cashier/cashier-tables';
import { freeSpinsTable } from '../games/game-tables';
import { db, persistDb } from '../core/db';
import { siteSettings } from '../cms/site-settings';
import { type AccountRow, type CampaignActivityRow } from '../core/schema';
import { inLocale, OFFERS, type OfferPlayer, type OfferSeed } from './fixtures/campaign-offers';
import { FEATURED_GAMES } from '../games/fixtures/catalogue';
import { HOSTILE_HTML } from './fixtures/hostile-html';
import { findPromoCode, type PromoGrant } from './fixtures/promo-codes';
import { type ApiContext, type ContractMethods, fail, read, requireAccount, requireParam, write } from '../core/api-method';
import { enumListParam } from '../bonuses/bonuses';
import { paging } from '../core/paging';
import type { CampaignsContract, RawOffer } from '@/api/campaigns/campaigns.contract';
import { OFFER_FIELDS } from '@/api/campaigns/campaigns.types';

type Seed = Omit<OfferSeed, 'satisfies'> & { satisfies?: OfferSeed['satisfies'] };

/** A player's taken offers and activated promo codes, created on first use. */
function activityOf(uid: number): CampaignActivityRow {
  const tables = db();
  tables.campaigns ??= {};
  tables.campaigns[uid] ??= { takenOffers: [], promoCodes: [] };
  return tables.campaigns[uid];
}

/** What the offer conditions read about a player: a successful deposit in the cashier's table, the offers taken. */
function offerPlayer(account: AccountRow): OfferPlayer {
  const hasDeposited = transactionsTable().some((row) => row.uid === account.uid && row.type === 'deposit' && row.status === 'success');
  return { account, hasDeposited, takenOffers: db().campaigns?.[account.uid]?.takenOffers ?? [] };
}

const HOSTILE_OFFERS = 5;
const HOSTILE_FIRST_ID = 190;

/** mock_hostile_html: opt-in promotions whose texts (and terms) split the whole hostile set between them. */
function hostileOffers(): Seed[] {
  const size = Math.ceil(HOSTILE_HTML.length / HOSTILE_OFFERS);
  return Array.from({ length: HOSTILE_OFFERS }, (_, index) => {
    const chunk = HOSTILE_HTML.slice(index * size, (index + 1) * size);
    const half = Math.ceil(chunk.length / 2);
    const same = (value: string) => ({ ru: value, en: value, it: value, es: value });
    return {
      id: HOSTILE_FIRST_ID + index,
      action: 'opt_in',
      params: { exclude_methods: [] },
      title: same(index === 0 ? 'QA <img src=x onerror="window.__xss=1"> hostile 1' : `QA hostile ${index + 1}`),
      text: same(chunk.slice(0, half).join('\n')),
      terms: same(chunk.slice(half).join('\n')),
      image: null,
      promotions: [],
    };
  });
}

/** The offers getOffers lists: the fixtures, plus the hostile ones while the QA switch is on. */
function listedOffers(): Seed[] {
  return siteSettings().hostileHtml ? [...OFFERS, ...hostileOffers()] : [...OFFERS];
}

function toWire(offer: Seed, ctx: ApiContext, fields: readonly string[], player: OfferPlayer | null): RawOffer {
  return {
    id: offer.id,
    trigger: {
      action: offer.action,
      params: { ...offer.params, exclude_methods: [...offer.params.exclude_methods] },
      user_satisfies_params: player && offer.satisfies ? offer.satisfies(player) : false,
      ...(offer.action === 'opt_in' ? { taken: player ? player.takenOffers.includes(offer.id) : false } : {}),
    },
    ...(fields.includes('description')
      ? {
          description: {
            title: inLocale(offer.title, ctx.locale),
            text: inLocale(offer.text, ctx.locale),
            image: offer.image,
            ...(offer.terms ? { terms: inLocale(offer.terms, ctx.locale) } : {}),
          },
        }
      : {}),
    ...(fields.includes('promotions') ? { promotions: offer.promotions.map((promotion) => ({ ...promotion })) } : {}),
  };
}

/** `fields` of a POST (form body), like getOffers' query parameter. */
function bodyFields(ctx: ApiContext): string[] {
  const entries = (ctx.body.fields ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !(OFFER_FIELDS as readonly string[]).includes(entry));
  if (wrong.length > 0) fail('InvalidParameter', `fields: unknown ${wrong.join(', ')}`, { fields: ['INVALID'] });
  return entries;
}

/** InvalidParameter with the promo code error of SPEC §8 (error_data.promo_code[0]). */
function promoCodeFailure(code: string): never {
  return fail('InvalidParameter', `promo_code: ${code}`, { promo_code: [code] });
}

/** The working promo code of the request for the signed-in player, or the failure its code names. */
function usablePromoCode(ctx: ApiContext, account: AccountRow) {
  const seed = findPromoCode(requireParam(ctx, 'promo_code'));
  if (!seed) return promoCodeFailure('INVALID');
  if ('error' in seed) return promoCodeFailure(seed.error);
  if (activityOf(account.uid).promoCodes.includes(seed.code)) return promoCodeFailure('ALREADY_USED');
  return seed;
}

/** Credits what an activated code grants: a bonus joins the player's list (available), free spins a new pack on the demo slot. */
function credit(account: AccountRow, grants: readonly PromoGrant[]): void {
  for (const grant of grants) {
    if (grant.kind === 'bonus') {
      grantBonus(account, { type: grant.type, name: grant.name, amount: grant.amount, wager_max: grant.amount * grant.wagerTimes, valid_days: grant.validDays });
      continue;
    }
    const packs = freeSpinsTable();
    const id = packs.reduce((max, row) => Math.max(max, row.id), 7000) + 1;
    packs.push({ id, uid: account.uid, sysname: FEATURED_GAMES.demoSlot, remaining_count: grant.count, total_count: grant.count, status: 'active' });
  }
}

export const campaignsMethods = {
  /**
   * SPEC §7 campaigns.getOffers (offset, fields): every offer of the site, for visitors too.
   * `user_satisfies_params` says whether the signed-in player meets the offer's conditions (false
   * for a visitor; false for an opt-in offer once taken); `fields` description,promotions adds those
   * blocks, the description in the request's language.
   */
  getOffers: read((ctx) => {
    const { offset, count } = paging(ctx, 20);
    const fields = enumListParam(ctx, 'fields', OFFER_FIELDS);
    const account = sessionAccount();
    const player = account ? offerPlayer(account) : null;
    const offers = listedOffers();
    const items = offers.slice(offset, offset + count).map((offer) => toWire(offer, ctx, fields, player));
    return { items, total: offers.length };
  }),
  /**
   * SPEC §7 campaigns.takePromotions {offer_id}: takes part in an opt-in offer the player qualifies
   * for; answers with what it granted. Anything else is InvalidParameter (error_data.offer_id).
   */
  takePromotions: write((ctx) => {
    const account = requireAccount();
    const id = Number(requireParam(ctx, 'offer_id'));
    const offer = listedOffers().find((item) => item.id === id);
    if (!offer) return fail('InvalidParameter', 'offer_id: unknown offer', { offer_id: ['NOT_FOUND'] });
    if (offer.action !== 'opt_in' || !offer.satisfies?.(offerPlayer(account))) {
      return fail('InvalidParameter', 'offer_id: not available', { offer_id: ['NOT_AVAILABLE'] });
    }
    activityOf(account.uid).takenOffers.push(id);
    persistDb();
    return { promotions: offer.promotions.map((promotion) => ({ ...promotion })) };
  }),
  /** SPEC §7 campaigns.checkPromocode {promo_code}: the offer a code opens, or its error code (listed in mocks/README.md). */
  checkPromocode: write((ctx) => {
    const seed = usablePromoCode(ctx, requireAccount());
    return { offer_id: seed.offer.id };
  }),
  /** SPEC §7 campaigns.activateOffer {promo_code, fields}: activates a code once per player; the offer it opened. */
  activateOffer: write((ctx) => {
    const account = requireAccount();
    const seed = usablePromoCode(ctx, account);
    activityOf(account.uid).promoCodes.push(seed.code);
    credit(account, seed.grants);
    persistDb();
    return toWire(seed.offer, ctx, bodyFields(ctx), null);
  }),
} satisfies ContractMethods<CampaignsContract>;
