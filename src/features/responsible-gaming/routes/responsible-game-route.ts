/** Route module of /profile/responsible-game. */
export { ResponsibleGamePage as Component } from '../responsible-game-page';
