import { findDepositMethod, TEST_CARDS } from './fixtures/payment-methods';
import { ApiFailure } from '../core/api-method';
import { checkRequisites, luhnValid, maskRequisites, parseRequisites, requisitesLabel } from './requisites';

const card = findDepositMethod('card')!;
const NOW = new Date(2030, 5, 15).getTime();

function failure(run: () => unknown): ApiFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
  throw new Error('expected an ApiFailure');
}

describe('cashier requisites', () => {
  it('the test cards are Luhn-valid; a typo is not', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number), number).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });

  it('checks every field and names each wrong one', () => {
    const values = { card_number: '4242 4242 4242 4242', card_expiry: '05/30', card_cvv: '12', card_holder: 'Alex 2' };
    expect(failure(() => checkRequisites(card, values, NOW)).errorData).toEqual({
      'requisites.card_expiry': ['INVALID'],
      'requisites.card_cvv': ['INVALID'],
      'requisites.card_holder': ['INVALID'],
    });
    const clean = checkRequisites(card, { ...values, card_expiry: '0630', card_cvv: '123', card_holder: "Jean-Luc O'Neil" }, NOW);
    expect(clean).toEqual({ card_number: '4242424242424242', card_expiry: '06/30', card_cvv: '123', card_holder: "JEAN-LUC O'NEIL" });
  });

  it('masks before storing: no full number, no CVV', () => {
    const masked = maskRequisites({ card_number: '4242424242424242', card_cvv: '123', card_holder: 'A B', wallet: 'alexander@example.com', iban: 'DE89370400440532013000' });
    expect(masked).toEqual({ card_number: '•••• 4242', card_holder: 'A B', wallet: 'al***@example.com', iban: 'DE89 •••• 3000' });
    expect(requisitesLabel(masked)).toBe('•••• 4242');
    expect(maskRequisites({ wallet: '34600123456' })).toEqual({ wallet: '346•••56' });
  });

  it('reads the JSON text of the form field', () => {
    expect(parseRequisites(undefined)).toEqual({});
    expect(parseRequisites('{"card_cvv": 123, "card_holder": " A B "}')).toEqual({ card_cvv: '123', card_holder: 'A B' });
    expect(failure(() => parseRequisites('[1]')).errorData).toEqual({ requisites: ['INVALID'] });
    expect(failure(() => parseRequisites('{"a": {"b": 1}}')).errorData).toEqual({ 'requisites.a': ['INVALID'] });
  });
});
