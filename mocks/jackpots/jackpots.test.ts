import { reseedDb } from '../core/db';
import { getApi } from '../core/test-utils';

interface Item { id: number; amount: number; description: Record<string, unknown>; jackpot_id?: number | null; created_at?: string }

describe('jackpots, winners, leaderboard and banners mocks', () => {
  afterEach(() => vi.useRealTimers());

  it('jackpots.get lists 4-6 jackpots in the server field names, growing with time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    reseedDb();
    const first = await getApi<{ items: Item[] }>('jackpots.get');
    expect(first.body.data?.items.length).toBeGreaterThanOrEqual(4);
    expect(first.body.data?.items.length).toBeLessThanOrEqual(6);
    expect(first.body.data?.items[0].description).toHaveProperty('name_ml');
    vi.setSystemTime(Date.now() + 60_000);
    const later = await getApi<{ items: Item[] }>('jackpots.get');
    expect(later.body.data?.items[0].amount).toBeGreaterThan(first.body.data?.items[0].amount ?? Infinity);
  });

  it('jackpots.get by id returns that jackpot, an unknown id none, a bad id InvalidParameter', async () => {
    expect((await getApi<{ items: Item[] }>('jackpots.get', { id: '2' })).body.data?.items.map((item) => item.id)).toEqual([2]);
    expect((await getApi<{ items: Item[] }>('jackpots.get', { id: '999' })).body.data?.items).toEqual([]);
    const bad = await getApi('jackpots.get', { id: 'x' });
    expect(bad.body.error?.type).toBe('InvalidParameterException');
  });

  it('jackpots.getWinners pages newest first and narrows to one jackpot', async () => {
    const page1 = await getApi<{ items: Item[]; total: number }>('jackpots.getWinners', { offset: '0', count: '5' });
    const page2 = await getApi<{ items: Item[]; total: number }>('jackpots.getWinners', { offset: '5', count: '5' });
    const items = [...(page1.body.data?.items ?? []), ...(page2.body.data?.items ?? [])];
    expect(items).toHaveLength(10);
    expect(new Set(items.map((item) => item.id)).size).toBe(10);
    const times = items.map((item) => Date.parse(item.created_at ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page1.body.data?.total).toBeGreaterThan(50);

    const one = await getApi<{ items: Item[]; total: number }>('jackpots.getWinners', { jackpot_id: '3', count: '50' });
    expect(one.body.data?.items.length).toBeGreaterThan(0);
    expect(one.body.data?.items.every((item) => item.jackpot_id === 3)).toBe(true);
  });

  it('leaderboard.get ranks players by points', async () => {
    const { body } = await getApi<{ items: Array<{ place: number; points: number }> }>('leaderboard.get', { count: '5' });
    expect(body.data?.items.map((item) => item.place)).toEqual([1, 2, 3, 4, 5]);
    const points = body.data?.items.map((item) => item.points) ?? [];
    expect([...points].sort((a, b) => b - a)).toEqual(points);
  });

  it('banners.get honours offset and count and serves its pictures', async () => {
    const all = await getApi<{ items: Item[]; total: number }>('banners.get');
    expect(all.body.data?.items.length).toBe(all.body.data?.total);
    const two = await getApi<{ items: Item[] }>('banners.get', { offset: '1', count: '2' });
    expect(two.body.data?.items.map((item) => item.id)).toEqual(all.body.data?.items.slice(1, 3).map((item) => item.id));

    const picture = String(all.body.data?.items[0].description.picture);
    const response = await fetch(new URL(picture, location.origin));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
    expect((await fetch(new URL('/mock-cms/art/nope.svg', location.origin))).status).toBe(404);
  });
});
