import type { RequisiteMessages } from './requisite-rules';

/** Test-only: the requisites messages as short codes, so tests can tell which check failed. */
export const TEST_REQUISITE_MESSAGES: RequisiteMessages = {
  cardNumber: 'bad card',
  cardExpiry: 'bad expiry',
  cardExpired: 'expired',
  cardCvv: 'bad cvv',
  wallet: 'bad wallet',
  cryptoAddress: 'bad address',
  pattern: 'bad format',
};
