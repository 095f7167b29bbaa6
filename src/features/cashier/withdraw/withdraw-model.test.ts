import type { PaymentMethod, SavedRequisite } from '@/api/cashier/cashier.types';
import type { ApiError } from '@/api/errors';
import { TEST_REQUISITE_MESSAGES } from '../shared/requisites/requisite-test-messages';
import { amountBounds, belowMinimum, serverFieldErrors, toWithdrawalParams, withdrawSchema, type WithdrawMessages } from './withdraw-model';

const card: PaymentMethod = {
  id: 101,
  sysname: 'card',
  kind: 'card',
  name: 'NovaCard',
  icons: { default: '/card.svg', dark: null },
  descriptions: {},
  min: 10,
  max: 5000,
  fee_percent: 0,
  presets: [],
  requisites: [
    { name: 'card_number', type: 'card_number', required: true },
    { name: 'card_holder', type: 'card_holder', required: true, pattern: "^[A-Za-z .'-]+$" },
  ],
  needs_bank: false,
};
const bank: PaymentMethod = { ...card, sysname: 'bank_transfer', min: 50, max: 20000, requisites: [{ name: 'iban', type: 'iban', required: true }], needs_bank: true };
const savedCard: SavedRequisite = { id: 7, method: 'card', label: '•••• 4242', values: { card_number: '•••• 4242', card_holder: 'ALEX DEMO' }, created_at: 1 };
const messages: WithdrawMessages = { ...TEST_REQUISITE_MESSAGES, bank: 'pick a bank', notEnough: 'not enough' };

async function errorsOf(method: PaymentMethod, available: number, values: object, saved?: SavedRequisite): Promise<string[]> {
  try {
    await withdrawSchema(method, available, saved, messages).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: Array<{ path: string; message: string }> }).inner.map((item) => `${item.path}: ${item.message}`);
  }
}

describe('the withdrawal rules', () => {
  it('bounds the amount by the method and by what is available, in whole units', () => {
    expect(amountBounds(card, 1000.5)).toEqual({ min: 10, max: 1000 });
    expect(amountBounds(card, 9000)).toEqual({ min: 10, max: 5000 });
    expect(belowMinimum(card, 9.99)).toBe(true);
    expect(belowMinimum(card, 10)).toBe(false);
  });

  it('checks the amount, the card and the method pattern', async () => {
    const good = { method: 'card', requisites: { card_number: '4242424242424242', card_holder: 'ALEX DEMO' }, amount: '100' };
    expect(await errorsOf(card, 1000, good)).toEqual([]);
    expect(await errorsOf(card, 1000, { ...good, amount: '1001' })).toEqual(['amount: validation:sumRange|{"min":"10","max":"1,000"}']);
    expect(await errorsOf(card, 1000, { ...good, amount: '9' })).toEqual(['amount: validation:sumRange|{"min":"10","max":"1,000"}']);
    expect(await errorsOf(card, 1000, { ...good, amount: '10.5' })).toEqual(['amount: validation:wrongField']);
    expect(await errorsOf(card, 5, good)).toEqual(['amount: not enough']);
    expect(await errorsOf(card, 1000, { ...good, requisites: { card_number: '4242424242424241', card_holder: 'Алекс' } })).toEqual([
      'requisites.card_number: bad card',
      'requisites.card_holder: bad format',
    ]);
  });

  it('leaves saved requisites to the server and asks for the bank of a bank method', async () => {
    expect(await errorsOf(card, 1000, { method: 'card', requisites: { ...savedCard.values }, amount: '20' }, savedCard)).toEqual([]);
    expect(await errorsOf(bank, 1000, { method: 'bank_transfer', requisites: { iban: 'DE89 3704 0044 0532 0130 01' }, bank_id: '', amount: '50' })).toEqual([
      'requisites.iban: validation:iban',
      'bank_id: pick a bank',
    ]);
  });
});

describe('what is sent', () => {
  it('sends the chosen method’s fields, trimmed, or the saved requisites by id', () => {
    const values = { method: 'card', saved: '', requisites: { card_number: '4242424242424242', card_holder: ' ALEX DEMO ', iban: 'DE89' }, bank_id: '3', amount: '1,000' };
    expect(toWithdrawalParams(values, card, 'EUR')).toEqual({
      method: 'card',
      amount: 1000,
      currency: 'EUR',
      requisites: { card_number: '4242424242424242', card_holder: 'ALEX DEMO' },
    });
    expect(toWithdrawalParams({ ...values, saved: '7' }, card, 'EUR', savedCard).requisites).toEqual({ saved_requisite_id: '7' });
    expect(toWithdrawalParams({ ...values, method: 'bank_transfer' }, bank, 'EUR')).toMatchObject({ bank_id: 3, requisites: { iban: 'DE89' } });
  });

  it('puts the server’s field errors on the fields that are on screen', () => {
    const error: ApiError = {
      status: 400,
      name: 'InvalidParameter',
      message: 'bad',
      data: { amount: ['SUM_RANGE'], 'requisites.card_number': ['INVALID'], 'requisites.saved_requisite_id': ['INVALID'], bank_id: ['INVALID'] },
    };
    expect(serverFieldErrors(error, card, (code) => `t:${code}`)).toEqual({ amount: 't:SUM_RANGE', requisites: { card_number: 't:INVALID' } });
  });
});
