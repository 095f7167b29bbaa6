/** Route module of /profile/bets. */
export { BetHistoryPage as Component } from '../bet-history-page';
