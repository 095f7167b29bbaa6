/** Route module of /tournaments/{id}/gamehall. */
export { TournamentGamehallPage as Component } from '../tournament-gamehall-page';
export { tournamentLoader as loader } from './tournament-loader';
