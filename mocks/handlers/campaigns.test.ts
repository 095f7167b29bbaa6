import type { RawOffer } from '@/api/campaigns/campaigns.contract';
import { db } from '../db/db';
import { signInAs, signOut } from '../scenarios';
import { getApi } from '../test-utils';

interface Page { items: RawOffer[]; total: number }

const ALL_FIELDS = { fields: 'description,promotions' };

function byId(items: RawOffer[] | undefined, id: number): RawOffer | undefined {
  return items?.find((offer) => offer.id === id);
}

describe('campaigns mock', () => {
  it('gives visitors the offers: five for a deposit, one for registration, none satisfied', async () => {
    signOut();
    const { body } = await getApi<Page>('campaigns.getOffers', ALL_FIELDS);
    const items = body.data?.items ?? [];
    expect(items.filter((offer) => offer.trigger.action === 'deposit')).toHaveLength(5);
    expect(items.filter((offer) => offer.trigger.action === 'registration')).toHaveLength(1);
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
    expect(rest.body.data?.total).toBe(6);
    expect((await getApi('campaigns.getOffers', { fields: 'description,rules' })).body.error?.type).toBe('InvalidParameterException');
    expect((await getApi('campaigns.getOffers', { offset: '-2' })).body.error?.type).toBe('InvalidParameterException');
  });
});
