/** Route module of /betting. */
export { SportsbookPage as Component } from '../sportsbook-page';
