import type { RawOffer } from '@/api/campaigns/campaigns.contract';
import { db } from '../core/db';
import { HOSTILE_HTML } from './fixtures/hostile-html';
import { setHostileHtml, signInAs, signOut } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';

interface Page { items: RawOffer[]; total: number }

const ALL_FIELDS = { fields: 'description,promotions' };

function byId(items: RawOffer[] | undefined, id: number): RawOffer | undefined {
  return items?.find((offer) => offer.id === id);
}

describe('campaigns mock', () => {
  it('gives visitors the offers: five for a deposit, one for registration, two opt-in, none satisfied', async () => {
    signOut();
    const { body } = await getApi<Page>('campaigns.getOffers', ALL_FIELDS);
    const items = body.data?.items ?? [];
    expect(items.filter((offer) => offer.trigger.action === 'deposit')).toHaveLength(5);
    expect(items.filter((offer) => offer.trigger.action === 'registration')).toHaveLength(1);
    expect(items.filter((offer) => offer.trigger.action === 'opt_in').map((offer) => offer.id)).toEqual([107, 108]);
    expect(items.every((offer) => !offer.trigger.user_satisfies_params)).toBe(true);
    expect(byId(items, 102)?.trigger.params?.exclude_methods).toEqual(['crypto_usdt', 'declined_pay']);
    expect(byId(items, 102)?.description).toMatchObject({ title: 'Weekend reload 50% up to €100' });
    expect(byId(items, 102)?.promotions).toEqual([{ id: 902, type: 'casino_bonus' }]);
  });

  it('tells each player which offers they qualify for', async () => {
    signInAs('demo@example.com');
    const demo = (await getApi<Page>('campaigns.getOffers')).body.data?.items;
    // demo has deposited already: no first-deposit bonus.
    expect(byId(demo, 101)?.trigger.user_satisfies_params).toBe(false);
    expect(byId(demo, 102)?.trigger.user_satisfies_params).toBe(true);
    expect(byId(demo, 105)?.trigger.user_satisfies_params).toBe(true);

    signInAs('new@example.com');
    const fresh = (await getApi<Page>('campaigns.getOffers')).body.data?.items;
    expect(byId(fresh, 101)?.trigger.user_satisfies_params).toBe(true);
    // Not verified yet.
    expect(byId(fresh, 105)?.trigger.user_satisfies_params).toBe(false);
  });

  it('follows the cashier table: a successful deposit ends the first-deposit offer', async () => {
    const player = signInAs('new@example.com');
    db().transactions = [
      { id: 1, uid: player.uid, type: 'deposit', method: 'card', amount: 2000, currency: 'EUR', status: 'success', created_at: 1, updated_at: 1 },
    ];
    const items = (await getApi<Page>('campaigns.getOffers')).body.data?.items;
    expect(byId(items, 101)?.trigger.user_satisfies_params).toBe(false);
  });

  it('writes descriptions in the request language and sends only the blocks asked for', async () => {
    for (const [locale, title] of [['ru', 'Фрибет 10 €'], ['it', 'Scommessa gratuita da 10 €'], ['es', 'Apuesta gratis de 10 €'], ['en', '€10 free bet']]) {
      const items = (await getApi<Page>('campaigns.getOffers', { ...ALL_FIELDS, locale })).body.data?.items;
      expect(byId(items, 104)?.description).toMatchObject({ title, image: null });
    }
    const bare = (await getApi<Page>('campaigns.getOffers')).body.data?.items ?? [];
    expect(bare[0]).not.toHaveProperty('description');
    expect(bare[0]).not.toHaveProperty('promotions');
  });

  it('pages with offset and rejects unknown fields', async () => {
    const all = await getApi<Page>('campaigns.getOffers');
    const rest = await getApi<Page>('campaigns.getOffers', { offset: '4' });
    expect(rest.body.data?.items.map((offer) => offer.id)).toEqual(all.body.data?.items.slice(4).map((offer) => offer.id));
    expect(rest.body.data?.total).toBe(8);
    expect((await getApi('campaigns.getOffers', { fields: 'description,rules' })).body.error?.type).toBe('InvalidParameterException');
    expect((await getApi('campaigns.getOffers', { offset: '-2' })).body.error?.type).toBe('InvalidParameterException');
  });
});

interface Failure { error?: { type: string; error_data?: { promo_code?: string[]; offer_id?: string[] } } }

describe('campaigns mock: taking part and promo codes', () => {
  it('lets a player take part in an opt-in offer once; then it no longer applies', async () => {
    signInAs('demo@example.com');
    const taken = await postApi<{ promotions: unknown[] }>('campaigns.takePromotions', { offer_id: '107' });
    expect(taken.body.data).toEqual({ promotions: [{ id: 907, type: 'cashback' }] });
    const items = (await getApi<Page>('campaigns.getOffers')).body.data?.items;
    expect(byId(items, 107)?.trigger.user_satisfies_params).toBe(false);
    expect(byId(items, 108)?.trigger.user_satisfies_params).toBe(true);
    // The taken one says so (the page shows "You are taking part" after a reload too).
    expect(byId(items, 107)?.trigger.taken).toBe(true);
    expect(byId(items, 108)?.trigger.taken).toBe(false);
    expect(byId(items, 102)?.trigger).not.toHaveProperty('taken');
    const again = await postApi('campaigns.takePromotions', { offer_id: '107' });
    expect((again.body as Failure).error?.error_data?.offer_id).toEqual(['NOT_AVAILABLE']);
    // A deposit offer is taken in the cashier, not here.
    expect(((await postApi('campaigns.takePromotions', { offer_id: '102' })).body as Failure).error?.type).toBe('InvalidParameterException');
  });

  it('needs a signed-in player', async () => {
    signOut();
    expect(((await postApi('campaigns.takePromotions', { offer_id: '108' })).body as Failure).error?.type).toBe('AuthorizationException');
    expect(((await postApi('campaigns.activateOffer', { promo_code: 'SPIN50' })).body as Failure).error?.type).toBe('AuthorizationException');
  });

  it('checks and activates a working code once, in any case, with the offer it opens', async () => {
    signInAs('new@example.com');
    expect((await postApi('campaigns.checkPromocode', { promo_code: ' welcome100 ' })).body.data).toEqual({ offer_id: 201 });
    const { body } = await postApi<RawOffer>('campaigns.activateOffer', { promo_code: 'WELCOME100', fields: 'description,promotions', locale: 'en' });
    expect(body.data).toMatchObject({ id: 201, description: { title: '€100 promo code bonus' }, promotions: [{ id: 921, type: 'casino_bonus' }] });
    for (const call of ['campaigns.checkPromocode', 'campaigns.activateOffer']) {
      expect(((await postApi(call, { promo_code: 'WELCOME100' })).body as Failure).error?.error_data?.promo_code).toEqual(['ALREADY_USED']);
    }
    // Another player still can.
    signInAs('demo@example.com');
    expect((await postApi('campaigns.checkPromocode', { promo_code: 'WELCOME100' })).body.data).toEqual({ offer_id: 201 });
  });

  it('credits what a code grants: WELCOME100 a casino bonus, SPIN50 free spins and a free bet', async () => {
    signInAs('new@example.com');
    type Items<T> = { items: T[]; total: number };
    const before = (await getApi<Items<{ id: number }>>('freespins.get')).body.data?.total ?? 0;
    await postApi('campaigns.activateOffer', { promo_code: 'WELCOME100' });
    const casino = (await getApi<Items<{ name: string; status: string; amount: { amount: number }; wager: { max: number } }>>('bonuses.get', { locale: 'en' })).body.data?.items;
    expect(casino?.find((bonus) => bonus.name === 'WELCOME100 promo code bonus')).toMatchObject({ status: 'available', amount: { amount: 100 }, wager: { max: 3000 } });
    await postApi('campaigns.activateOffer', { promo_code: 'SPIN50' });
    const packs = (await getApi<Items<{ remaining_count: number }>>('freespins.get')).body.data;
    expect(packs?.total).toBe(before + 1);
    expect(packs?.items.at(-1)?.remaining_count).toBe(50);
    const betting = (await getApi<Items<{ name: string; status: string }>>('bettingBonuses.get', { locale: 'en' })).body.data?.items;
    expect(betting?.find((bonus) => bonus.name === 'SPIN50 promo code free bet')?.status).toBe('available');
  });

  it.each([
    ['NOPE', 'INVALID'],
    ['EXPIRED2024', 'EXPIRED'],
    ['USEDCODE', 'ALREADY_USED'],
    ['VIPONLY', 'NOT_AVAILABLE'],
    ['SOLDOUT', 'LIMIT_REACHED'],
    ['NEWERROR', 'SOMETHING_NEW'],
  ])('rejects %s with error_data.promo_code [%s]', async (code, error) => {
    signInAs('demo@example.com');
    for (const call of ['campaigns.checkPromocode', 'campaigns.activateOffer']) {
      const body = (await postApi(call, { promo_code: code })).body as Failure;
      expect(body.error?.type).toBe('InvalidParameterException');
      expect(body.error?.error_data?.promo_code).toEqual([error]);
    }
  });

  it('adds the hostile promotions while mock_hostile_html is on, covering the whole set', async () => {
    setHostileHtml(true);
    const items = (await getApi<Page>('campaigns.getOffers', ALL_FIELDS)).body.data?.items ?? [];
    const hostile = items.filter((offer) => offer.id >= 190);
    expect(hostile).toHaveLength(5);
    const served = hostile.map((offer) => `${(offer.description as { text: string }).text}\n${(offer.description as { terms: string }).terms}`).join('\n');
    for (const payload of HOSTILE_HTML) expect(served).toContain(payload);
    setHostileHtml(false);
    expect((await getApi<Page>('campaigns.getOffers')).body.data?.total).toBe(8);
  });
});
