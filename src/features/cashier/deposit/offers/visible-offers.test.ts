import type { Offer } from '@/api/campaigns/campaigns.types';
import { visibleDepositOffers } from './visible-offers';

function offer(id: number, action: string, satisfies: boolean, excludeMethods: string[] = []): Offer {
  return {
    id,
    trigger: { action, params: { exclude_methods: excludeMethods }, user_satisfies_params: satisfies },
    description: { title: `Offer ${id}`, text: null, image: null },
    promotions: [],
  };
}

const OFFERS = [
  offer(1, 'deposit', true),
  offer(2, 'deposit', false),
  offer(3, 'deposit', true, ['crypto_usdt', 'declined_pay']),
  offer(4, 'registration', true),
  offer(5, 'deposit', true, ['card']),
];

const ids = (offers: Offer[]) => offers.map((item) => item.id);

describe('visibleDepositOffers', () => {
  it('keeps deposit offers a player satisfies, for any method before one is chosen', () => {
    expect(ids(visibleDepositOffers(OFFERS, { isVisitor: false, methodSysname: null }))).toEqual([1, 3, 5]);
  });

  it('shows a visitor every deposit offer, satisfied or not', () => {
    expect(ids(visibleDepositOffers(OFFERS, { isVisitor: true, methodSysname: null }))).toEqual([1, 2, 3, 5]);
  });

  it('hides offers that exclude the chosen method', () => {
    expect(ids(visibleDepositOffers(OFFERS, { isVisitor: false, methodSysname: 'crypto_usdt' }))).toEqual([1, 5]);
    expect(ids(visibleDepositOffers(OFFERS, { isVisitor: false, methodSysname: 'declined_pay' }))).toEqual([1, 5]);
    expect(ids(visibleDepositOffers(OFFERS, { isVisitor: false, methodSysname: 'card' }))).toEqual([1, 3]);
    expect(ids(visibleDepositOffers(OFFERS, { isVisitor: true, methodSysname: 'ewallet' }))).toEqual([1, 2, 3, 5]);
  });

  it('never shows offers of another action and keeps the server order', () => {
    const shown = visibleDepositOffers([offer(9, 'deposit', true), offer(8, 'login', true), offer(7, 'deposit', true)], {
      isVisitor: true,
      methodSysname: 'card',
    });
    expect(ids(shown)).toEqual([9, 7]);
  });
});
