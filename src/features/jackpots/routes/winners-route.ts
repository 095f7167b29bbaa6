/** Route module of /winners. */
export { WinnersPage as Component } from '../winners-page';
