import { HISTORY_PAGE_SIZE, parseHistoryTab, RECENT_TRANSACTIONS_COUNT } from './history-tabs';

describe('parseHistoryTab', () => {
  it.each(['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const)('keeps %s', (tab) => {
    expect(parseHistoryTab(tab)).toBe(tab);
  });

  it.each([null, undefined, '', 'Deposit', 'withdrawals', 'all', 'cashback'])('gives deposits for %j', (value) => {
    expect(parseHistoryTab(value)).toBe('deposit');
  });

  it('pages by 4 and lists 4 recent transactions (SPEC §9)', () => {
    expect(HISTORY_PAGE_SIZE).toBe(4);
    expect(RECENT_TRANSACTIONS_COUNT).toBe(4);
  });
});
