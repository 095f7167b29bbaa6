/** Route module of /tournaments/{id}. */
export { TournamentPage as Component } from '../tournament-page';
export { tournamentLoader as loader } from './tournament-loader';
