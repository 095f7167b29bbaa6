// Pages more than one section loads.
export const HALL = '/en/gamehall';
export const GAME = '/en/game/lucky-orbit-fruits'; // a playable demo slot of the mock catalogue
