/** Route module of /profile/bonuses. */
export { BonusesPage as Component } from '../bonuses-page';
