import { reseedDb } from '../core/db';
import { FEATURED_GAMES } from '../games/fixtures/catalogue';
import { signInAs } from '../scenarios';
import { getApi, postApi } from '../core/test-utils';
import { sessionToken } from '../games/mock-game/mock-game';

interface Entry { place: number; fakename: string; points: number; prize: number | null }
interface Board { items: Entry[]; total: number; user: Entry | null }
interface Item {
  id: number;
  status: string;
  user_info: { is_participant: boolean; place: number | null; points: number } | null;
  winners: Entry[];
  games_count: number;
  total_prize: number;
  description: { title: Record<string, string> };
}

const list = async (query: Record<string, string> = {}) => (await getApi<{ items: Item[]; total: number }>('tournaments.get', query)).body.data;
const board = async (id: number, count = '1000') => (await getApi<Board>('leaderboard.get', { tournament_id: String(id), count })).body.data;

describe('tournaments mock', () => {
  beforeEach(() => reseedDb());

  it('tournaments.get lists active, future and finished tournaments and narrows by status and ids', async () => {
    const all = await list({ status: 'all' });
    expect(new Set(all?.items.map((item) => item.status))).toEqual(new Set(['active', 'future', 'finished']));
    expect((await list({ status: 'future' }))?.items.every((item) => item.status === 'future')).toBe(true);
    expect((await list({ ids: '101' }))?.items.map((item) => item.id)).toEqual([101]);
    expect((await list({ ids: '999' }))?.items).toEqual([]);
    expect((await getApi('tournaments.get', { status: 'soon' })).body.error?.type).toBe('InvalidParameterException');
    expect(all?.items.find((item) => item.id === 101)?.total_prize).toBe(5_000 + 2_500 + 1_000 + 7 * 200 + 40 * 10);
    expect(all?.items.find((item) => item.id === 101)?.description.title.en).toBe('Neon Spin Sprint');
  });

  it('a finished tournament has winners; a visitor has no user_info', async () => {
    const finished = (await list({ ids: '301' }))?.items[0];
    expect(finished?.winners.map((winner) => winner.place)).toEqual([1, 2, 3]);
    expect(finished?.user_info).toBeNull();
  });

  it('participate needs a session, adds the player with 0 points and refuses a finished tournament', async () => {
    expect((await postApi('tournaments.participate', { tournament_id: '101' })).body.error?.type).toBe('AuthorizationException');
    signInAs('demo@example.com');
    expect((await list({ ids: '101' }))?.items[0].user_info?.is_participant).toBe(false);
    const before = (await board(101))?.total ?? 0;
    expect((await postApi('tournaments.participate', { tournament_id: '101' })).body.data).toBe(1);
    const after = await board(101);
    expect(after?.total).toBe(before + 1);
    expect(after?.user).toMatchObject({ points: 0, place: before + 1 });
    // The page stops at 1,000 entries: the newcomer is beyond it, so `user` carries their own entry.
    expect(after?.items).toHaveLength(1_000);
    expect(after?.user?.fakename).toBe((await board(101, '1000'))?.user?.fakename);
    expect((await list({ ids: '101' }))?.items[0].user_info).toMatchObject({ is_participant: true, points: 0, place: before + 1 });
    expect((await postApi('tournaments.participate', { tournament_id: '201' })).body.data).toBe(1);
    const future = await board(201);
    expect(future?.items).toEqual([future?.user]);
    expect(future?.user).toMatchObject({ place: 1, points: 0 });
    expect((await postApi('tournaments.participate', { tournament_id: '301' })).body.error?.type).toBe('InvalidParameterException');
    expect((await postApi('tournaments.participate', { tournament_id: '999' })).body.error?.type).toBe('InvalidParameterException');
    const usdOnly = await postApi('tournaments.participate', { tournament_id: '202' });
    expect(usdOnly.body.error?.type).toBe('InvalidParameterException');
    expect(usdOnly.body.error?.error_data).toEqual({ tournament_id: ['CURRENCY'] });
  });

  it('leaderboard.get of a tournament serves up to 1,000 entries by points, and the weekly board still works', async () => {
    const big = await board(101, '5000');
    expect(big?.items).toHaveLength(1_000);
    const points = big?.items.map((entry) => entry.points) ?? [];
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(big?.items[0]).toMatchObject({ place: 1, prize: 5_000 });
    expect((await board(101, '10'))?.items).toHaveLength(10);
    expect((await getApi<Board>('leaderboard.get', { count: '5' })).body.data?.items).toHaveLength(5);
  });

  it('games.get with options {type: tournament, id} lists that tournament’s games only', async () => {
    const options = JSON.stringify({ type: 'tournament', id: 201 });
    const { body } = await getApi<{ items: Array<{ provider: string }>; total: number }>('games.get', { options, count: '12' });
    expect(body.data?.items).toHaveLength(12);
    expect(body.data?.items.every((game) => game.provider === 'velvet-reels')).toBe(true);
    expect(body.data?.total).toBe((await list({ ids: '201' }))?.items[0].games_count);
    const unknown = await getApi<{ total: number }>('games.get', { options: JSON.stringify({ type: 'tournament', id: 9 }) });
    expect(unknown.body.data?.total).toBe(0);
  });

  it('real-money spins in a tournament game add points to the tournaments the player joined', async () => {
    const account = signInAs('demo@example.com');
    const start = (await board(102))?.user?.points ?? 0;
    const session = sessionToken(account.uid, FEATURED_GAMES.demoSlot);
    const response = await fetch(new URL('/mock-games/api/spin', location.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session, sysname: FEATURED_GAMES.demoSlot, bet: 200, force: 'lose' }),
    });
    expect(response.status).toBe(200);
    expect((await board(102))?.user?.points).toBe(start + 2);
  });
});
