import type { UnknownAction } from '@reduxjs/toolkit';
import { cashierApi } from '@/api/cashier/cashier-api';
import type { PaymentMethod } from '@/api/cashier/cashier.types';
import {
  amountChanged,
  bankChosen,
  campaignOfferChosen,
  currenciesLoaded,
  depositSlice,
  type DepositState,
  methodChosen,
  methodCleared,
  presetsFor,
  promoCodeChanged,
  requisitesChanged,
  savedRequisiteChosen,
} from './deposit-slice';

const reducer = depositSlice.reducer;
const run = (...actions: UnknownAction[]): DepositState => actions.reduce<DepositState>((state, action) => reducer(state, action), reducer(undefined, { type: 'init' }));

const presets = [
  { currency: 'EUR', amount: [{ value: 10 }, { value: 50 }] },
  { currency: 'USD', amount: [{ value: 20 }] },
];
const card = { id: 1, sysname: 'card', min: 10, max: 5000, fee_percent: 0, presets } satisfies Partial<PaymentMethod>;
const wallet = { id: 2, sysname: 'ewallet', min: 5, max: 2000, fee_percent: 1.5, presets: [] } satisfies Partial<PaymentMethod>;

const meta = { requestId: 'r1', arg: { type: 'mutation', endpointName: 'cashierMakeDeposit', originalArgs: {} } };
const pending = () => ({ type: `${cashierApi.reducerPath}/executeMutation/pending`, meta: { ...meta, requestStatus: 'pending' } });
const fulfilled = (transactionId: number) => ({
  type: `${cashierApi.reducerPath}/executeMutation/fulfilled`,
  payload: { transaction_id: transactionId, status: 'success', action: 'success' },
  meta: { ...meta, requestStatus: 'fulfilled', fulfilledTimeStamp: 1, baseQueryMeta: undefined },
});
const rejected = (payload: unknown) => ({
  type: `${cashierApi.reducerPath}/executeMutation/rejected`,
  payload,
  error: { message: 'Rejected' },
  meta: { ...meta, requestStatus: 'rejected', rejectedWithValue: true, aborted: false, condition: false, baseQueryMeta: undefined },
});

describe('deposit slice (SPEC §3 deposit state)', () => {
  it('starts with no method, campaign_offer_id -1 and an invalid empty sum', () => {
    const state = run();
    expect(state.depositValues).toEqual({
      methodId: null,
      method: null,
      amount: '',
      campaign_offer_id: -1,
      requisites: {},
      saved_requisite_id: '',
      promo_code: '',
      bank_id: '',
    });
    expect(state.depositSum.isValid).toBe(false);
    expect(state.currentTransactionId).toBeNull();
  });

  it('takes the method, its bounds and its presets for the player currency', () => {
    const state = run(methodChosen({ method: card, currency: 'USD' }));
    expect(state.depositValues).toMatchObject({ methodId: 1, method: 'card' });
    expect(state.settings).toEqual({ min: 10, max: 5000, fee_percent: 0 });
    expect(state.presets).toEqual([20]);
    expect(presetsFor(card, 'eur')).toEqual([10, 50]);
    expect(presetsFor(card, 'GBP')).toEqual([]);
  });

  it('normalises the sum with the chosen method bounds, and again when the method changes', () => {
    let state = run(methodChosen({ method: card, currency: 'EUR' }), amountChanged('7'));
    expect(state.depositSum).toMatchObject({ value: 7, isValid: false });
    expect(state.depositSum.errorMessage).toContain('sumRange');
    state = reducer(state, methodChosen({ method: wallet, currency: 'EUR' }));
    expect(state.depositValues.amount).toBe('7');
    expect(state.depositSum).toEqual({ value: 7, isValid: true, errorMessage: null });
    state = reducer(state, amountChanged('0100'));
    expect(state.depositSum).toMatchObject({ value: 100, isValid: false });
    expect(state.depositSum.errorMessage).toContain('wrongField');
  });

  it('keeps the requisites and bank of each method across switches', () => {
    let state = run(
      methodChosen({ method: card, currency: 'EUR' }),
      requisitesChanged({ method: 'card', values: { card_number: '4242' } }),
      bankChosen({ method: 'card', bankId: '' }),
      methodChosen({ method: wallet, currency: 'EUR' }),
    );
    expect(state.depositValues.requisites).toEqual({});
    state = reducer(state, requisitesChanged({ method: 'ewallet', values: { wallet: 'al@example.com' } }));
    // A late report of another method's form does not leak into the chosen one.
    state = reducer(state, requisitesChanged({ method: 'card', values: { card_number: '4242 4242' } }));
    expect(state.depositValues.requisites).toEqual({ wallet: 'al@example.com' });
    state = reducer(state, methodChosen({ method: card, currency: 'EUR' }));
    expect(state.depositValues.requisites).toEqual({ card_number: '4242 4242' });
    expect(state.requisitesByMethod.ewallet).toEqual({ wallet: 'al@example.com' });
  });

  it('keeps the saved requisites picked for each method beside what was typed', () => {
    let state = run(
      methodChosen({ method: card, currency: 'EUR' }),
      requisitesChanged({ method: 'card', values: { card_number: '4242 4242' } }),
      savedRequisiteChosen({ method: 'card', id: '1' }),
    );
    expect(state.depositValues).toMatchObject({ saved_requisite_id: '1', requisites: { card_number: '4242 4242' } });
    state = reducer(state, methodChosen({ method: wallet, currency: 'EUR' }));
    expect(state.depositValues.saved_requisite_id).toBe('');
    // A late report of another method's form does not leak into the chosen one.
    state = reducer(state, savedRequisiteChosen({ method: 'card', id: '3' }));
    expect(state.depositValues.saved_requisite_id).toBe('');
    state = reducer(state, methodChosen({ method: card, currency: 'EUR' }));
    expect(state.depositValues).toMatchObject({ saved_requisite_id: '3', requisites: { card_number: '4242 4242' } });
    state = reducer(state, savedRequisiteChosen({ method: 'card', id: '' }));
    expect(state.depositValues.saved_requisite_id).toBe('');
    expect(state.savedRequisiteByMethod).toEqual({ card: '' });
    expect(reducer(state, methodCleared()).depositValues.saved_requisite_id).toBe('');
  });

  it('holds the currencies, the promo code and the chosen offer', () => {
    const state = run(currenciesLoaded({ EUR: '€', USD: '$' }), promoCodeChanged('SPIN50'), campaignOfferChosen(12));
    expect(state.currencies).toEqual({ EUR: '€', USD: '$' });
    expect(state.depositValues.promo_code).toBe('SPIN50');
    expect(state.depositValues.campaign_offer_id).toBe(12);
  });

  it('forgets an unavailable method but keeps what was typed', () => {
    const state = run(methodChosen({ method: card, currency: 'EUR' }), amountChanged('50'), requisitesChanged({ method: 'card', values: { card_number: '1' } }), methodCleared());
    expect(state.depositValues).toMatchObject({ method: null, methodId: null, amount: '50' });
    expect(state.requisitesByMethod.card).toEqual({ card_number: '1' });
  });

  it('records the server answer of makeDeposit without touching the values', () => {
    const typed = run(methodChosen({ method: card, currency: 'EUR' }), amountChanged('50'), requisitesChanged({ method: 'card', values: { card_number: '4000' } }));
    let state = reducer(typed, rejected({ status: 400, name: 'InvalidParameter', message: 'bad', data: { 'requisites.card_number': ['INVALID'] } }));
    expect(state.serverError).toMatchObject({ name: 'InvalidParameter', status: 400 });
    expect(state.fieldErrors).toEqual({ 'requisites.card_number': 'INVALID' });
    expect(state.depositValues).toEqual(typed.depositValues);

    state = reducer(state, rejected({ status: 0, name: 'Timeout', message: 'No answer' }));
    expect(state.serverError?.name).toBe('Timeout');
    expect(state.fieldErrors).toEqual({});
    expect(state.depositValues).toEqual(typed.depositValues);

    state = reducer(state, pending());
    expect(state.serverError).toBeNull();
    state = reducer(state, fulfilled(5011));
    expect(state.currentTransactionId).toBe(5011);
    expect(state.depositValues).toEqual(typed.depositValues);
  });

  it('clears a server error when another method is chosen, not when the same one is chosen again', () => {
    let state = run(methodChosen({ method: card, currency: 'EUR' }), rejected({ status: 402, name: 'BillingTransactionDeclined', message: '' }));
    state = reducer(state, methodChosen({ method: card, currency: 'EUR' }));
    expect(state.serverError?.name).toBe('BillingTransactionDeclined');
    state = reducer(state, methodChosen({ method: wallet, currency: 'EUR' }));
    expect(state.serverError).toBeNull();
  });
});
