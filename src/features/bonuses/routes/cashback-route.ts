/** Route module of /profile/cashback. */
export { CashbackPage as Component } from '../cashback/cashback-page';
