import { freeSpinsByGame } from './use-free-spins-by-game';

describe('free spins per game', () => {
  it('adds up the active packs of each game and ignores the rest', () => {
    const map = freeSpinsByGame([
      { id: 1, game: { sysname: 'a' }, remaining_count: 10, status: 'active' },
      { id: 2, game: { sysname: 'a' }, remaining_count: 5, status: 'active' },
      { id: 3, game: { sysname: 'b' }, remaining_count: 7, status: 'finished' },
      { id: 4, game: { sysname: 'c' }, remaining_count: 0, status: 'active' },
    ]);
    expect([...map]).toEqual([['a', 15]]);
    expect(freeSpinsByGame(undefined).size).toBe(0);
  });
});
