/** Route module of /gamehall. */
export { HallPage as Component } from '../hall/hall-page';
