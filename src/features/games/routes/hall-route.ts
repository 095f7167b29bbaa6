/**
 * Route module of /gamehall. Its middleware takes the early work from here too (decision record
 * 038), so the first tile's picture is asked for as soon as this chunk is in, without another one.
 */
export { HallPage as Component } from '../hall/hall-page';
export { preloadFirstTile } from '../hall/preload-first-tile';
