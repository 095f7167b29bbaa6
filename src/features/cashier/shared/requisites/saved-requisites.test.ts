import type { RequisiteField, SavedRequisite } from '@/api/cashier/cashier.types';
import { findSaved, requisiteFieldNames, requisitesToSend, SAVED_REQUISITE_FIELD, savedOfMethod } from './saved-requisites';

const card: SavedRequisite = { id: 1, method: 'card', label: '•••• 4242', values: { card_number: '•••• 4242', card_holder: 'ALEX DEMO' }, created_at: 1 };
const wallet: SavedRequisite = { id: 2, method: 'ewallet', label: 'al***@example.com', values: { wallet: 'al***@example.com' }, created_at: 2 };
const fields: RequisiteField[] = [
  { name: 'card_number', type: 'card_number', required: true },
  { name: 'card_expiry', type: 'card_expiry', required: true },
  { name: 'card_cvv', type: 'card_cvv', required: true },
  { name: 'card_holder', type: 'card_holder', required: true },
];

describe('saved requisites', () => {
  it('finds the ones of a method, by id as the form holds it', () => {
    expect(savedOfMethod([card, wallet], 'ewallet')).toEqual([wallet]);
    expect(findSaved([card, wallet], 'card', '1')).toBe(card);
    expect(findSaved([card, wallet], 'card', '2')).toBeUndefined();
    expect(findSaved([card, wallet], 'card', '')).toBeUndefined();
  });

  it('sends the typed fields as the server wants them, empty ones left out', () => {
    const typed = { card_number: '4242 4242 4242 4242', card_expiry: '12/30', card_cvv: '123', card_holder: ' Alex Player ', iban: 'DE89' };
    expect(requisitesToSend(fields, typed)).toEqual({ card_number: '4242424242424242', card_expiry: '12/30', card_cvv: '123', card_holder: 'Alex Player' });
    expect(requisitesToSend(fields, { card_number: '4242 4242 4242 4242', card_cvv: '' })).toEqual({ card_number: '4242424242424242' });
  });

  it('sends only the id of saved requisites picked, and puts no server error on fields not on screen', () => {
    expect(requisitesToSend(fields, { card_number: '4000 0000 0000 0002' }, card)).toEqual({ [SAVED_REQUISITE_FIELD]: '1' });
    expect(SAVED_REQUISITE_FIELD).toBe('saved_requisite_id');
    expect(requisiteFieldNames(fields)).toEqual(['requisites.card_number', 'requisites.card_expiry', 'requisites.card_cvv', 'requisites.card_holder']);
    expect(requisiteFieldNames(fields, card)).toEqual([]);
  });
});
