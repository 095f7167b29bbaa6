import { nextGamesOffset } from '@/api/games/games-api';
import type { Game, GamesPage } from '@/api/games/games.types';
import { loadedGames } from './game-pages';

const game = (sysname: string) => ({ sysname }) as Game;
const page = (names: string[], total: number): GamesPage => ({ items: names.map(game), total });

describe('game pages', () => {
  it('joins the loaded pages in order and takes the newest total', () => {
    expect(loadedGames(undefined)).toEqual({ games: [], total: null });
    expect(loadedGames([])).toEqual({ games: [], total: null });
    const joined = loadedGames([page(['a', 'b'], 5), page(['c', 'd'], 6)]);
    expect(joined.games.map((item) => item.sysname)).toEqual(['a', 'b', 'c', 'd']);
    expect(joined.total).toBe(6);
  });

  it('asks for the next offset until the last page, and stops at an empty one', () => {
    expect(nextGamesOffset(page(['a', 'b'], 5), 0)).toBe(2);
    expect(nextGamesOffset(page(['c', 'd'], 5), 2)).toBe(4);
    expect(nextGamesOffset(page(['e'], 5), 4)).toBeUndefined();
    expect(nextGamesOffset(page([], 5), 4)).toBeUndefined();
  });
});
