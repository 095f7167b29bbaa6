/** Route module of /jackpots. */
export { JackpotsPage as Component } from '../jackpots-page';
