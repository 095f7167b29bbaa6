/** Route module of /tournaments. */
export { TournamentsPage as Component } from '../tournaments-page';
